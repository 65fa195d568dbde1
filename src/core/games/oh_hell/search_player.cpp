#include "games/oh_hell/search_player.h"

#include "games/cards_common/determinized_search.h"
#include "games/oh_hell/moves.h"
#include "games/oh_hell/rule_player.h"
#include "games/oh_hell/state.h"

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
    const PlayerId me = view.viewer();
    return cards::bestOverSampledDeals<OhHellState>(
        view, settings_.deals, settings_.timeLimit, stop, rng, "oh hell",
        [me](OhHellState& line, Move move) {
            line.apply(move);
            return playOut(line, me);
        },
        lastDeals_);
}

}  // namespace lt::oh_hell
