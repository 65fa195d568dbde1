// The Morris engine: iterative deepening negamax with alpha-beta (principal variation search),
// a transposition table, and move ordering by TT move, mills, killers and history.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <vector>

#include "framework/rng.h"
#include "games/morris/position.h"
#include "games/morris/transposition_table.h"

namespace lt::morris {

// Scores at or beyond this are wins (WIN - plies to the win).
inline constexpr int kWinScore = 1'000'000;
inline constexpr int kWinThreshold = kWinScore - 1000;

struct SearchLimits {
    int maxDepth = 64;
    std::chrono::milliseconds timeLimit{3000};
    // Easy play: each root move's score gets a random offset in [-noise, noise], so among
    // moves of about equal worth the choice varies the way a person's does.
    int rootNoise = 0;
    // Plies of mill-closing moves searched beyond the horizon, so that the evaluation is not
    // taken in the middle of an exchange of mills. Easy has none: it overlooks what it does
    // not search.
    int quiescencePlies = 3;
};

struct SearchResult {
    MorrisMove best;
    int score = 0;  // for the side to move
    int depth = 0;  // last iteration completed
    std::uint64_t nodes = 0;
};

class Searcher {
  public:
    explicit Searcher(int ttBits = 20);

    // `history`: hashes of the positions since the last placement or removal, the root last
    // (MorrisState::reversibleHistory()); a position met again counts as a draw. The root
    // must not be over. `rng` is used only when limits.rootNoise > 0.
    SearchResult search(const Position& root, const std::vector<std::uint64_t>& history,
                        const SearchLimits& limits, const std::atomic<bool>& stop, Rng& rng);

  private:
    int negamax(const Position& position, int depth, int alpha, int beta, int ply);
    void orderMoves(const Position& position, MoveList& list, std::uint16_t ttMove, int ply,
                    std::array<int, 640>& keys) const;
    bool repeated(std::uint64_t hash) const;
    bool timeUp();
    void rewardQuietMove(int side, MorrisMove move, int depth, int ply);

    TranspositionTable tt_;
    // history_[side][from][to]: how often that quiet move caused a cut-off, weighted by depth.
    std::array<std::array<std::array<int, 32>, 32>, 2> history_{};
    std::array<std::array<std::uint16_t, 2>, 128> killers_{};
    std::vector<std::uint64_t> path_;    // game history and then the current line, for repetition
    std::size_t irreversibleFloor_ = 0;  // path_ index after the last placement/removal
    int quiescencePlies_ = 0;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
    const std::atomic<bool>* stop_ = nullptr;
    std::chrono::steady_clock::time_point deadline_;
};

}  // namespace lt::morris
