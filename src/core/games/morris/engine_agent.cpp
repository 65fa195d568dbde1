#include "games/morris/engine_agent.h"

#include <stdexcept>

#include "framework/errors.h"
#include "framework/view.h"
#include "games/morris/state.h"

namespace lt::morris {

EngineConfig engineConfigForLevel(std::string_view level) {
    EngineConfig config;
    if (level == "easy") {
        config.limits = {.maxDepth = 2,
                         .timeLimit = std::chrono::milliseconds(500),
                         .rootNoise = 60,
                         .quiescencePlies = 0};
        config.shallowChance = 0.4;
        config.ttBits = 16;
    } else if (level == "medium") {
        config.limits = {
            .maxDepth = 4, .timeLimit = std::chrono::milliseconds(1500), .rootNoise = 8};
        config.ttBits = 18;
    } else if (level == "hard") {
        config.limits = {
            .maxDepth = 64, .timeLimit = std::chrono::milliseconds(3000), .rootNoise = 0};
        config.ttBits = 21;
    } else {
        throw InputError("unknown level '" + std::string(level) + "'", 0, "level");
    }
    return config;
}

EngineAgent::EngineAgent(EngineConfig config) : config_(config), searcher_(config.ttBits) {}

Move EngineAgent::chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) {
    const auto sampled = view.sampleState(rng);
    const auto* state = dynamic_cast<const MorrisState*>(sampled.get());
    if (!state) throw std::logic_error("the Morris engine was given another game's view");
    SearchLimits limits = config_.limits;
    if (config_.shallowChance > 0 && limits.maxDepth > 1 && rng.chance(config_.shallowChance))
        --limits.maxDepth;
    lastResult_ =
        searcher_.search(state->position(), state->reversibleHistory(), limits, stop, rng);
    return lastResult_.best.code();
}

}  // namespace lt::morris
