#include "games/whistiti/search_player.h"

#include "games/cards_common/determinized_search.h"
#include "games/whistiti/moves.h"
#include "games/whistiti/rule_player.h"
#include "games/whistiti/state.h"

namespace lt::whistiti {
namespace {

// Plays the deal to its end (or the game's, A2) from `state`, in which `me` has just played;
// the result for `me`: the tricks it took since `before` (the totals before its card) less
// the others' average — with partners (A5), its side's average less the other side's — and far
// more for winning or losing the game.
double playOut(WhistitiState& state, PlayerId me, const std::vector<int>& before,
               std::size_t dealsBefore) {
    while (!state.isTerminal() && state.table().results.size() == dealsBefore) {
        const Table& table = state.table();
        state.apply(playMove(ruleCard(table, state.hand(table.turn), state.playableNow())));
    }
    const Table& table = state.table();
    const auto& after = table.totals;
    double ours = 0, others = 0;
    int allies = 0, opponents = 0;
    for (PlayerId p = 0; p < players; ++p) {
        if (table.sameSide(me, p)) {
            ours += after[p] - before[p];
            ++allies;
        } else {
            others += after[p] - before[p];
            ++opponents;
        }
    }
    double value = ours / allies - others / opponents;
    if (state.isTerminal()) value += state.ranking()[me] == 1 ? 100 : -100;
    return value;
}

}  // namespace

Move SearchPlayer::chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) {
    const PlayerId me = view.viewer();
    return cards::bestOverSampledDeals<WhistitiState>(
        view, settings_.deals, settings_.timeLimit, stop, rng, "whistiti",
        [me](WhistitiState& line, Move move) {
            const std::vector<int> before = line.table().totals;
            const std::size_t dealsBefore = line.table().results.size();
            line.apply(move);
            return playOut(line, me, before, dealsBefore);
        },
        lastDeals_);
}

}  // namespace lt::whistiti
