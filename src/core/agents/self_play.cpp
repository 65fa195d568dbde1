#include "agents/self_play.h"

#include "framework/view.h"

namespace lt {

SelfPlayResult playOut(Match& match, std::vector<std::unique_ptr<Agent>>& agents,
                       std::uint64_t agentSeed, std::size_t plyLimit) {
    Rng rng(agentSeed);
    const std::atomic<bool> never{false};
    SelfPlayResult result;
    while (!match.state().isTerminal() && match.ply() < plyLimit) {
        const PlayerId actor = match.state().currentActor();
        if (actor == actor::chance) {
            match.playChance();
            continue;
        }
        const auto view = match.state().viewFor(actor);
        match.play(actor, agents.at(actor)->chooseMove(*view, never, rng));
    }
    result.plies = match.ply();
    result.finished = match.state().isTerminal();
    if (result.finished) result.ranking = match.state().ranking();
    result.scores = match.state().scores();
    return result;
}

}  // namespace lt
