#include "games/president/search_player.h"

#include <algorithm>
#include <map>
#include <stdexcept>

#include "games/president/moves.h"
#include "games/president/rule_player.h"
#include "games/president/view.h"

namespace lt::president {
namespace {

// The moves that differ for the game: one per rank and size of play, pass, one per gift of
// different ranks.
std::vector<Move> distinctMoves(const std::vector<Move>& legal) {
    std::map<std::vector<int>, Move> byKey;
    for (Move move : legal) {
        std::vector<int> key{static_cast<int>(kindOf(move))};
        for (Card card : cardsOf(move)) key.push_back(valueOf(card));
        std::sort(key.begin() + 1, key.end());
        byKey.emplace(key, move);
    }
    std::vector<Move> moves;
    for (const auto& [key, move] : byKey) moves.push_back(move);
    return moves;
}

// Plays the deal to its end with the rules of thumb (unless the move just made ended it);
// the place points `me` earns.
double playOut(PresidentState& state, PlayerId me, std::size_t dealsBefore) {
    while (state.table().results.size() == dealsBefore) {
        const PlayerId actor = state.currentActor();
        state.apply(ruleMove(state.table(), state.hand(actor), state.gifts(), false));
    }
    return pointsForPlace(state.table().results.back()[static_cast<std::size_t>(me)]);
}

}  // namespace

Move SearchPlayer::chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) {
    const auto& mine = dynamic_cast<const PresidentView&>(view);
    const PlayerId me = mine.viewer();
    const auto start = std::chrono::steady_clock::now();
    const auto moves = distinctMoves(mine.legalMoves());
    if (moves.empty()) throw std::logic_error("president: the search player is not to move");
    lastDeals_ = 0;
    if (moves.size() == 1) return moves.front();
    std::vector<double> totals(moves.size(), 0.0);
    for (int deal = 0; deal < settings_.deals; ++deal) {
        if (deal > 0 && (stop || std::chrono::steady_clock::now() - start > settings_.timeLimit))
            break;
        const auto sampled = mine.sampleState(rng);
        for (std::size_t m = 0; m < moves.size(); ++m) {
            PresidentState line = static_cast<const PresidentState&>(*sampled);
            const std::size_t dealsBefore = line.table().results.size();
            line.apply(moves[m]);
            totals[m] += playOut(line, me, dealsBefore);
        }
        ++lastDeals_;
    }
    std::size_t best = 0;
    for (std::size_t m = 1; m < moves.size(); ++m)
        if (totals[m] > totals[best]) best = m;
    return moves[best];
}

}  // namespace lt::president
