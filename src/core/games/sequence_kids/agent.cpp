#include "games/sequence_kids/agent.h"

#include <algorithm>
#include <stdexcept>

#include "games/sequence_kids/move_scores.h"
#include "games/sequence_kids/rules.h"
#include "games/sequence_kids/threats.h"
#include "games/sequence_kids/view.h"

namespace lt::sequence_kids {
namespace {

constexpr double kEasyMistakes = 0.4;

Move randomMove(const std::vector<Move>& moves, Rng& rng) {
    return moves[rng.below(moves.size())];
}

Move bestLookingAhead(const SequenceKidsView& view, const std::vector<Move>& moves, Rng& rng) {
    Move best = moves.front();
    double bestScore = -1e18;
    for (Move move : moves) {
        // A tiny random part breaks ties without favouring the first move listed.
        const double score = lookAheadScore(view, move) + rng.uniform() * 1e-6;
        if (score > bestScore) {
            best = move;
            bestScore = score;
        }
    }
    return best;
}

}  // namespace

std::string SequenceKidsAgent::name() const {
    switch (level_) {
        case Level::Easy:
            return "sequence-kids easy";
        case Level::Medium:
            return "sequence-kids medium";
        case Level::Hard:
            return "sequence-kids hard";
    }
    return "sequence-kids";
}

Move greedyMove(const Table& table, const std::vector<Move>& moves, Rng& rng) {
    Move best = moves.front();
    double bestScore = -1e18;
    int ties = 0;
    for (Move move : moves) {
        const double score = scoreMove(table, move);
        if (score > bestScore) {
            best = move;
            bestScore = score;
            ties = 1;
        } else if (score == bestScore && rng.below(static_cast<std::uint64_t>(++ties)) == 0) {
            best = move;
        }
    }
    return best;
}

Move SequenceKidsAgent::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& rng) {
    const auto* mine = dynamic_cast<const SequenceKidsView*>(&view);
    if (!mine) throw std::logic_error("sequence kids agent: not a Sequence for Kids view");
    const Table& table = mine->table();
    const auto moves = turnMoves(table, mine->hand(mine->viewer()));
    switch (level_) {
        case Level::Easy:
            if (rng.chance(kEasyMistakes)) return randomMove(moves, rng);
            return greedyMove(table, moves, rng);
        case Level::Medium:
            return greedyMove(table, moves, rng);
        case Level::Hard:
            return bestLookingAhead(*mine, moves, rng);
    }
    return moves.front();
}

}  // namespace lt::sequence_kids
