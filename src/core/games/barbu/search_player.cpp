#include "games/barbu/search_player.h"

#include <stdexcept>

#include "games/barbu/moves.h"
#include "games/barbu/rule_player.h"
#include "games/barbu/state.h"
#include "games/barbu/view.h"

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
    const auto& mine = dynamic_cast<const BarbuView&>(view);
    const PlayerId me = mine.viewer();
    const auto start = std::chrono::steady_clock::now();
    const auto first = mine.sampleState(rng);
    const auto moves = first->legalMoves();
    if (moves.empty() || first->currentActor() != me)
        throw std::logic_error("barbu: the search player is not to move");
    lastDeals_ = 0;
    if (moves.size() == 1) return moves.front();
    std::vector<double> totals(moves.size(), 0.0);
    for (int deal = 0; deal < settings_.deals; ++deal) {
        if (deal > 0 && (stop || std::chrono::steady_clock::now() - start > settings_.timeLimit))
            break;
        const auto sampled = deal == 0 ? first->clone() : mine.sampleState(rng);
        for (std::size_t m = 0; m < moves.size(); ++m) {
            BarbuState line = static_cast<const BarbuState&>(*sampled);
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

}  // namespace lt::barbu
