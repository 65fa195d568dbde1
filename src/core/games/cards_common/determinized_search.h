// The search of the trick-taking games' Hard players (Barbu, Oh Hell, Whistiti): information-set
// search by determinization. It deals the unseen cards many times consistently with what the
// viewer knows (View::sampleState), tries each of the viewer's legal moves in every one of those
// deals and keeps the move whose total result is best. The same deals serve every move, so the
// comparison is fair; the game says how a move is played out and valued.
#pragma once

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <string>
#include <vector>

#include "framework/rng.h"
#include "framework/state.h"
#include "framework/view.h"

namespace lt::cards {

// The move of `view`'s viewer with the best total of `value(line, move)` over up to `deals`
// sampled deals (after the first, none is started once `stop` is set or `timeLimit` has
// passed); `value` applies the move to `line`, its own copy of a sampled state of type
// `GameState`, and plays on. `dealsSearched` is set to the deals sampled; `gameName` names the
// game in the error thrown when the viewer is not to move.
template <class GameState, class Value>
Move bestOverSampledDeals(const View& view, int deals, std::chrono::milliseconds timeLimit,
                          const std::atomic<bool>& stop, Rng& rng, const std::string& gameName,
                          Value value, int& dealsSearched) {
    const auto start = std::chrono::steady_clock::now();
    const auto first = view.sampleState(rng);
    const auto moves = first->legalMoves();
    if (moves.empty() || first->currentActor() != view.viewer())
        throw std::logic_error(gameName + ": the search player is not to move");
    dealsSearched = 0;
    if (moves.size() == 1) return moves.front();
    std::vector<double> totals(moves.size(), 0.0);
    for (int deal = 0; deal < deals; ++deal) {
        if (deal > 0 && (stop || std::chrono::steady_clock::now() - start > timeLimit)) break;
        const auto sampled = deal == 0 ? first->clone() : view.sampleState(rng);
        for (std::size_t m = 0; m < moves.size(); ++m) {
            GameState line = static_cast<const GameState&>(*sampled);
            totals[m] += value(line, moves[m]);
        }
        ++dealsSearched;
    }
    std::size_t best = 0;
    for (std::size_t m = 1; m < moves.size(); ++m)
        if (totals[m] > totals[best]) best = m;
    return moves[best];
}

}  // namespace lt::cards
