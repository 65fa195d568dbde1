// The draughts engine: iterative deepening alpha-beta (principal variation search) with
// aspiration windows, a two-slot bucketed transposition table, a capture quiescence (captures
// are compulsory, so a side that must take cannot "stand pat"), forced-move extension, killer
// and history move ordering, and selective search (late moves reduced, hopeless quiet
// positions near the horizon cut) for the full-strength levels.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "framework/rng.h"
#include "games/draughts/position.h"

namespace lt::draughts {

inline constexpr int kMateScore = 30000;
inline constexpr int kMaxPly = 128;

struct SearchLimits {
    int maxDepth = 64;
    std::chrono::milliseconds time{1000};  // zero: no time limit
    // > 0: the search ends after this many nodes, whatever the time or depth (a partial
    // iteration still chooses the move). A fixed budget gives the same search on any machine.
    std::uint64_t maxNodes = 0;
    // The time is a fixed allowance per move, which cannot be saved for later moves: new
    // iterations keep starting until it runs out (a partial iteration still counts). Off,
    // no iteration starts after most of the time is gone, leaving the rest on the clock.
    bool timeIsPerMove = false;
    // Level play: each root move's score gets uniform noise in [-noise, noise] (full-window
    // root search), so weak levels choose among nearly equal moves like a person would.
    int noise = 0;
    // Search a single legal move one ply deeper. Off for the easiest level, whose horizon
    // should end where a beginner's does, even in forcing lines.
    bool extendForcedMoves = true;
    // Reductions and pruning: a deeper but selective search. Off for the levels whose
    // strength is defined by a fixed full-width depth.
    bool selective = true;
    // A position with one legal move is answered at once, unsearched, its score left at 0.
    // Off for the game review and the hint's explanation, which need that score (a forced
    // capture is often the end of a shot).
    bool answerSingleMoveAtOnce = true;
};

struct SearchInfo {
    int depth = 0;
    int score = 0;  // side to move's view, hundredths of a man; mate near +-kMateScore
    std::uint64_t nodes = 0;
    std::chrono::milliseconds elapsed{0};
    std::vector<Move> pv;
};

struct SearchResult {
    Move best;
    bool hasMove = false;
    SearchInfo info;  // of the last completed iteration
};

class Searcher {
  public:
    explicit Searcher(std::size_t tableEntriesLog2 = 18);

    // `history`: hashes of the earlier positions of the game since the last man move or
    // capture (the current position last or absent), so repetitions count as draws.
    // `onIteration` is called after each completed depth.
    SearchResult search(const Position& position, const std::vector<std::uint64_t>& history,
                        const SearchLimits& limits, const std::atomic<bool>& stop, Rng& rng,
                        const std::function<void(const SearchInfo&)>& onIteration = {});
    void clear();  // forgets the transposition table, killers and history

  private:
    struct Entry {
        std::uint64_t key = 0;
        Move move;
        std::int16_t score = 0;
        std::int8_t depth = -1;
        std::uint8_t bound = 0;
    };
    // Two entries share one cache line: a probe costs one memory access.
    struct alignas(64) Bucket {
        std::array<Entry, 2> slots;
    };

    Entry* probe(std::uint64_t key);
    void store(std::uint64_t key, const Move& move, int score, int depth, std::uint8_t bound,
               int ply);
    int negamax(const Position& position, int depth, int alpha, int beta, int ply);
    int rootSearch(const Position& position, int depth, int alpha, int beta, Move& best);
    void orderMoves(MoveList& moves, const Move& hashMove, int ply);
    bool isRepetition(std::uint64_t hash) const;
    void push(const Position& child, const Move& move, bool kingMoved);
    void pop();
    // The stop flag, the time or the node budget has ended the search (sets aborted_).
    bool outOfBudget();
    std::vector<Move> principalVariation(const Position& position, int depth);

    void prefetch(std::uint64_t key) const;

    struct TableDeleter {
        std::size_t alignment;  // as allocated (search.cpp: tableAlignment)
        void operator()(Bucket* table) const;
    };
    std::unique_ptr<Bucket[], TableDeleter> table_;
    std::size_t tableSize_;    // buckets, a power of two
    std::uint64_t tableMask_;  // bucket index mask
    std::array<std::array<Move, 2>, kMaxPly + 1> killers_{};
    std::array<std::array<int, kBitCount>, kBitCount> historyScore_{};
    std::array<MoveList, kMaxPly + 2> lists_;
    std::vector<std::uint64_t> path_;  // hashes; 0 marks a man move or capture (a barrier)

    const std::atomic<bool>* stop_ = nullptr;
    SearchLimits limits_;
    std::chrono::steady_clock::time_point start_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
    Rng* rng_ = nullptr;
};

}  // namespace lt::draughts
