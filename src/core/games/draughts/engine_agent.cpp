#include "games/draughts/engine_agent.h"

#include "framework/errors.h"
#include "framework/view.h"
#include "games/draughts/game.h"

namespace lt::draughts {

std::vector<LevelInfo> draughtsLevels() {
    return {{"easy", "Easy"}, {"medium", "Medium"}, {"hard", "Hard"}, {"expert", "Expert"}};
}

LevelSettings levelSettings(std::string_view level) {
    using std::chrono::milliseconds;
    if (level == "easy") return {2, milliseconds(300), 45, false, false};
    if (level == "medium") return {4, milliseconds(600), 12, true, false};
    if (level == "hard") return {64, milliseconds(1000), 0, true, true};
    if (level == "expert") return {64, milliseconds(4000), 0, true, true};
    throw InputError("unknown level '" + std::string(level) + "' (easy, medium, hard, expert)", 0,
                     "level");
}

EngineAgent::EngineAgent(LevelSettings settings, std::string name)
    : settings_(settings), name_(std::move(name)) {}

lt::Move EngineAgent::chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) {
    const std::unique_ptr<State> sample = view.sampleState(rng);
    const auto* state = dynamic_cast<const DraughtsState*>(sample.get());
    if (!state) throw InputError("the draughts engine was given another game's view", 0, "view");
    SearchLimits limits;
    limits.maxDepth = settings_.maxDepth;
    limits.time = settings_.time;
    limits.noise = settings_.noise;
    limits.extendForcedMoves = settings_.extendForcedMoves;
    limits.selective = settings_.selective;
    const SearchResult result =
        searcher_.search(state->position(), state->repetitionHistory(), limits, stop, rng);
    lastInfo_ = result.info;
    if (!result.hasMove) throw IllegalMove("no legal move to choose");
    return result.best.code();
}

}  // namespace lt::draughts
