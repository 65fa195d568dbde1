#include "games/whistiti/search_player.h"

#include <stdexcept>

#include "games/whistiti/moves.h"
#include "games/whistiti/rule_player.h"
#include "games/whistiti/state.h"
#include "games/whistiti/view.h"

namespace lt::whistiti {
namespace {

// Plays the deal to its end (or the game's, A2) from `state`, in which `me` has just played;
// the result for `me`: the tricks it took since `before` (the totals before its card) less
// the others' average, and far more for winning or losing the game.
double playOut(WhistitiState& state, PlayerId me, const std::vector<int>& before,
               std::size_t dealsBefore) {
    while (!state.isTerminal() && state.table().results.size() == dealsBefore) {
        const Table& table = state.table();
        state.apply(playMove(ruleCard(table, state.hand(table.turn), state.playableNow())));
    }
    const auto& after = state.table().totals;
    double others = 0;
    for (PlayerId p = 0; p < players; ++p)
        if (p != me) others += after[p] - before[p];
    double value = (after[me] - before[me]) - others / (players - 1);
    if (state.isTerminal()) value += state.ranking()[me] == 1 ? 100 : -100;
    return value;
}

}  // namespace

Move SearchPlayer::chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) {
    const auto& mine = dynamic_cast<const WhistitiView&>(view);
    const PlayerId me = mine.viewer();
    const auto start = std::chrono::steady_clock::now();
    const auto first = mine.sampleState(rng);
    const auto moves = first->legalMoves();
    if (moves.empty() || first->currentActor() != me)
        throw std::logic_error("whistiti: the search player is not to move");
    lastDeals_ = 0;
    if (moves.size() == 1) return moves.front();
    std::vector<double> totals(moves.size(), 0.0);
    for (int deal = 0; deal < settings_.deals; ++deal) {
        if (deal > 0 && (stop || std::chrono::steady_clock::now() - start > settings_.timeLimit))
            break;
        const auto sampled = deal == 0 ? first->clone() : mine.sampleState(rng);
        for (std::size_t m = 0; m < moves.size(); ++m) {
            WhistitiState line = static_cast<const WhistitiState&>(*sampled);
            const std::vector<int> before = line.table().totals;
            const std::size_t dealsBefore = line.table().results.size();
            line.apply(moves[m]);
            const double value = playOut(line, me, before, dealsBefore);
            totals[m] += value;
        }
        ++lastDeals_;
    }
    std::size_t best = 0;
    for (std::size_t m = 1; m < moves.size(); ++m)
        if (totals[m] > totals[best]) best = m;
    return moves[best];
}

}  // namespace lt::whistiti
