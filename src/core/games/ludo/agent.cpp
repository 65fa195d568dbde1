#include "games/ludo/agent.h"

#include <memory>

#include "framework/errors.h"
#include "framework/view.h"
#include "games/ludo/eval.h"
#include "games/ludo/state.h"

namespace lt::ludo {
namespace {

constexpr double kEasyWaver = 15;  // random bonus per move, in squares of progress
constexpr int kHardDecisions = 2;  // replies looked at after the move to choose
constexpr int kHardRolls = 3;

// Expectimax over the evaluation: chance nodes average the six rolls, each decision node
// takes the mover's best move. `decisions` and `rolls` count the levels still to look at
// (rolls that allow no move lead from chance node to chance node, so both are bounded).
std::vector<double> search(const LudoState& state, int decisions, int rolls) {
    if (state.over() || (state.isChanceNode() && (decisions == 0 || rolls == 0)))
        return relativeValues(state, true);
    if (state.isChanceNode()) {
        std::vector<double> mean(state.numPlayers(), 0.0);
        for (int roll = 1; roll <= 6; ++roll) {
            LudoState next(state);
            next.apply(LudoMove::rollOf(roll).encode());
            const auto values = search(next, decisions, rolls - 1);
            for (std::size_t s = 0; s < mean.size(); ++s) mean[s] += values[s] / 6;
        }
        return mean;
    }
    const PlayerId mover = state.currentActor();
    std::vector<double> best;
    for (const LudoMove& move : state.legalLudoMoves()) {
        LudoState next(state);
        next.apply(move.encode());
        auto values = search(next, decisions - 1, rolls);
        if (best.empty() || values[mover] > best[mover]) best = std::move(values);
    }
    return best;
}

}  // namespace

std::string LudoAgent::name() const {
    switch (level_) {
        case Level::Easy:
            return "ludo-easy";
        case Level::Medium:
            return "ludo-medium";
        case Level::Hard:
            return "ludo-hard";
    }
    return "ludo";
}

Move LudoAgent::chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) {
    const auto sampled = view.sampleState(rng);
    const auto* state = dynamic_cast<const LudoState*>(sampled.get());
    if (!state) throw IllegalMove("the Ludo player was given another game");
    const auto moves = state->legalLudoMoves();
    if (moves.empty()) throw IllegalMove("the Ludo player has no move to choose");
    const PlayerId me = state->currentActor();
    std::size_t bestIndex = 0;
    double bestScore = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i > 0 && stop.load(std::memory_order_relaxed)) break;
        LudoState next(*state);
        next.apply(moves[i].encode());
        double score = 0;
        switch (level_) {
            case Level::Easy:
                score = relativeValues(next, false)[me] + rng.uniform() * kEasyWaver;
                break;
            case Level::Medium:
                score = relativeValues(next, true)[me];
                break;
            case Level::Hard:
                score = search(next, kHardDecisions, kHardRolls)[me];
                break;
        }
        if (i == 0 || score > bestScore) bestScore = score, bestIndex = i;
    }
    return moves[bestIndex].encode();
}

}  // namespace lt::ludo
