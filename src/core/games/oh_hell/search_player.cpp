#include "games/oh_hell/search_player.h"

#include <stdexcept>

#include "games/oh_hell/moves.h"
#include "games/oh_hell/rule_player.h"
#include "games/oh_hell/state.h"
#include "games/oh_hell/view.h"

namespace lt::oh_hell {
namespace {

// The rules of thumb, without slips, for whoever is to move in a complete state.
Move policyMove(const OhHellState& state) {
    const Table& table = state.table();
    const PlayerId seat = table.turn;
    if (table.phase == Phase::Bidding)
        return bidMove(nearestAllowedBid(
            table, expectedTricks(state.hand(seat), table.trump(), table.numPlayers)));
    return playMove(ruleCard(table, seat, state.playableNow()));
}

// Plays the deal to its end; the result for `me`: its score, less a quarter of the others'
// average (their misses help a little, but one's own score is what wins).
double playOut(OhHellState& state, PlayerId me) {
    const std::size_t dealsBefore = state.table().results.size();
    while (state.table().results.size() == dealsBefore) state.apply(policyMove(state));
    const auto& points = state.table().results.back().points;
    double others = 0;
    for (PlayerId p = 0; p < static_cast<PlayerId>(points.size()); ++p)
        if (p != me) others += points[p];
    return points[me] - 0.25 * others / (static_cast<double>(points.size()) - 1);
}

}  // namespace

Move SearchPlayer::chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) {
    const auto& mine = dynamic_cast<const OhHellView&>(view);
    const PlayerId me = mine.viewer();
    const auto start = std::chrono::steady_clock::now();
    const auto first = mine.sampleState(rng);
    const auto moves = first->legalMoves();
    if (moves.empty() || first->currentActor() != me)
        throw std::logic_error("oh hell: the search player is not to move");
    lastDeals_ = 0;
    if (moves.size() == 1) return moves.front();
    std::vector<double> totals(moves.size(), 0.0);
    for (int deal = 0; deal < settings_.deals; ++deal) {
        if (deal > 0 && (stop || std::chrono::steady_clock::now() - start > settings_.timeLimit))
            break;
        const auto sampled = deal == 0 ? first->clone() : mine.sampleState(rng);
        for (std::size_t m = 0; m < moves.size(); ++m) {
            OhHellState line = static_cast<const OhHellState&>(*sampled);
            line.apply(moves[m]);
            totals[m] += playOut(line, me);
        }
        ++lastDeals_;
    }
    std::size_t best = 0;
    for (std::size_t m = 1; m < moves.size(); ++m)
        if (totals[m] > totals[best]) best = m;
    return moves[best];
}

}  // namespace lt::oh_hell
