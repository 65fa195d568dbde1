#include "games/barbu/search_player.h"

#include "games/barbu/moves.h"
#include "games/barbu/rule_player.h"
#include "games/barbu/state.h"
#include "games/cards_common/determinized_search.h"

namespace lt::barbu {
namespace {

// The rules of thumb, without slips, for whoever is to move in a complete state.
Move policyMove(const BarbuState& state) {
    const Table& table = state.table();
    if (table.phase == Phase::Choosing)
        return contractMove(ruleContract(table, state.hand(table.dealer), false));
    return playMove(ruleCard(table, state.playableNow()));
}

// Plays the deal to its end; the result for `me`, higher is better: the others' average
// penalty less its own.
double playOut(BarbuState& state, PlayerId me) {
    const std::size_t dealsBefore = state.table().results.size();
    while (state.table().results.size() == dealsBefore) state.apply(policyMove(state));
    const auto& points = state.table().results.back().points;
    double others = 0;
    for (PlayerId p = 0; p < players; ++p)
        if (p != me) others += points[p];
    return others / (players - 1) - points[me];
}

}  // namespace

Move SearchPlayer::chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) {
    const PlayerId me = view.viewer();
    return cards::bestOverSampledDeals<BarbuState>(
        view, settings_.deals, settings_.timeLimit, stop, rng, "barbu",
        [me](BarbuState& line, Move move) {
            line.apply(move);
            return playOut(line, me);
        },
        lastDeals_);
}

}  // namespace lt::barbu
