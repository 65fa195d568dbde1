#include "games/sequence_kids/agent.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "games/sequence_kids/move_scores.h"
#include "games/sequence_kids/rules.h"
#include "games/sequence_kids/state.h"
#include "games/sequence_kids/threats.h"
#include "games/sequence_kids/view.h"

namespace lt::sequence_kids {
namespace {

constexpr double kEasyMistakes = 0.4;
constexpr double kPlayoutNoise = 0.05;
constexpr int kPlayoutPlyLimit = 400;
constexpr std::size_t kCandidates = 4;
constexpr int kRounds = 300;
constexpr auto kSearchTime = std::chrono::milliseconds(1200);
// A glance this good is a win, a free dead-card change or a block of a line of three, the
// digest's priorities: no need to search.
constexpr double kObvious = 400;

Move randomMove(const std::vector<Move>& moves, Rng& rng) {
    return moves[rng.below(moves.size())];
}

Move chanceMove(const State& state, Rng& rng) {
    const auto outcomes = state.chanceOutcomes();
    double pick = rng.uniform();
    for (const ChanceOutcome& outcome : outcomes) {
        pick -= outcome.probability;
        if (pick < 0) return outcome.move;
    }
    return outcomes.back().move;
}

// Plays `state` to its end, every player as medium with a little noise; the viewer's return.
double playout(SequenceKidsState& state, PlayerId viewer, Rng& rng) {
    for (int ply = 0; ply < kPlayoutPlyLimit && !state.isTerminal(); ++ply) {
        if (state.isChanceNode()) {
            state.apply(chanceMove(state, rng));
            continue;
        }
        const auto moves = state.legalMoves();
        state.apply(rng.chance(kPlayoutNoise) ? randomMove(moves, rng)
                                              : greedyMove(state.table(), moves, rng));
    }
    return state.isTerminal() ? state.returns()[viewer] : 0.0;
}

Move searchMove(const SequenceKidsView& view, const std::vector<Move>& moves,
                const std::atomic<bool>& stop, Rng& rng) {
    const Table& table = view.table();
    std::vector<std::pair<double, Move>> scored;
    double glance = -1e18;
    for (Move move : moves) {
        scored.push_back({lookAheadScore(view, move) + rng.uniform() * 1e-6, move});
        glance = std::max(glance, scoreMove(table, move));
    }
    std::sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a > b; });
    if (scored.size() == 1 || glance >= kObvious) return scored.front().second;
    scored.resize(std::min(scored.size(), kCandidates));

    // Every candidate is played out from the same hidden cards with the same luck, so the
    // comparison measures the moves rather than the deals; the look-ahead's order breaks ties.
    std::vector<double> totals(scored.size(), 0.0);
    for (std::size_t i = 0; i < scored.size(); ++i) totals[i] = -1e-3 * double(i);
    const auto deadline = std::chrono::steady_clock::now() + kSearchTime;
    for (int round = 0; round < kRounds; ++round) {
        if (stop || std::chrono::steady_clock::now() > deadline) break;
        const auto sampled = view.sampleState(rng);
        const std::uint64_t luck = rng.next();
        for (std::size_t i = 0; i < scored.size(); ++i) {
            SequenceKidsState state = dynamic_cast<const SequenceKidsState&>(*sampled);
            state.apply(scored[i].second);
            Rng playoutRng(luck);
            totals[i] += playout(state, view.viewer(), playoutRng);
        }
    }
    const auto best = std::max_element(totals.begin(), totals.end());
    return scored[static_cast<std::size_t>(best - totals.begin())].second;
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

Move SequenceKidsAgent::chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) {
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
            return searchMove(*mine, moves, stop, rng);
    }
    return moves.front();
}

}  // namespace lt::sequence_kids
