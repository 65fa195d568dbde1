// The chess engine's search: iterative deepening principal-variation alpha-beta with a
// transposition table (also probed and written by the quiescence search, whose table move
// comes first), quiescence search without captures that lose material (static exchange
// evaluation), move ordering (table move, good captures, killers, countermove, history with a
// malus for quiet moves that failed, bad captures last), null move pruning, ProbCut, razoring,
// late move reductions, check extensions, futility, reverse futility, late move pruning
// (tighter when the position is not improving) and pruning of quiet moves lost in the
// exchanges; the table's score refines the static evaluation for the pruning decisions; time
// management for sudden death, increments and moves-to-go. Each step was kept only after it
// won in self-play (bench/chess/RESULTS.md).
//
// Weaker levels (Strength) make human-sized mistakes instead of random blunders: a short
// horizon, captures far from the last move sometimes overlooked (by both sides in the
// search), a little evaluation noise, and a liking for natural-looking moves among those
// that seem about as good.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "games/chess/engine/evaluate.h"
#include "games/chess/engine/transposition.h"
#include "games/chess/position.h"

namespace lt::chess::engine {

inline constexpr int kMaxPly = 100;
inline constexpr int kMate = 32000;
inline constexpr int kMateBound = kMate - kMaxPly;  // scores beyond this are mates
inline constexpr int kInfinity = 32500;
// About 31 years: longer times and clocks count as this, so time arithmetic cannot overflow.
inline constexpr std::int64_t kMaxTimeMs = 1'000'000'000'000;

struct SearchLimits {
    int depth = 0;                          // 0: no depth limit
    std::uint64_t nodes = 0;                // 0: no node limit
    std::int64_t moveTimeMs = 0;            // exact time per move; 0: none
    std::int64_t timeLeftMs[2] = {-1, -1};  // clock of White / Black; -1: no clock
    std::int64_t incrementMs[2] = {0, 0};
    int movesToGo = 0;      // moves until the next time control; 0: sudden death
    bool infinite = false;  // until stopped
    // Wall time each move costs beyond the search (process, pipes, a GUI, a loaded machine),
    // reserved for every move still to play so the clock never runs out.
    std::int64_t overheadMs = 30;
};

struct Strength {
    int maxDepth = kMaxPly - 1;
    std::uint64_t maxNodes = 0;  // 0: no limit
    int evalNoise = 0;           // +- centipawns added to each evaluation
    int blindPercent = 0;        // chance of overlooking a capture far from the last move
    int blindRadius = 8;         // king-step distance from the last move's square
    int naturalBonus = 0;        // centipawns of liking for natural moves at the root
    int rootSpread = 0;          // root moves this close to the best may be preferred
    bool limited() const { return evalNoise || blindPercent || naturalBonus || rootSpread; }
};

// The settings that play at about `elo` (800..2000); above that the engine plays at full
// strength. Calibrated against Stockfish's UCI_Elo (bench/chess/RESULTS.md).
Strength strengthForElo(int elo);

struct SearchInfo {
    int depth = 0;
    int selDepth = 0;
    int score = 0;  // centipawns from the side to move, or a mate score
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    std::vector<Move> pv;
};

struct SearchResult {
    Move best;    // none only when there is no legal move
    Move ponder;  // the expected reply, if known
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
};

// "cp 35" or "mate 3" / "mate -2" as UCI prints scores.
std::string uciScore(int score);

class Searcher {
  public:
    explicit Searcher(TranspositionTable& table) : table_(table) {}
    void setStrength(const Strength& strength, std::uint64_t seed);
    // Forget killers and history (a new game).
    void reset();

    // Runs until a limit, or `stop`, ends it; neither `stop` nor the time ends it before
    // depth 1 is complete or 16384 nodes are searched. Times beyond kMaxTimeMs count as
    // kMaxTimeMs.
    SearchResult search(Position& pos, const SearchLimits& limits, const std::atomic<bool>& stop,
                        const std::function<void(const SearchInfo&)>& onInfo = {});

  private:
    using Clock = std::chrono::steady_clock;

    int alphaBeta(Position& pos, int alpha, int beta, int depth, int ply, bool allowNull);
    int quiesce(Position& pos, int alpha, int beta, int ply);
    int evaluateNoisy(const Position& pos) const;
    bool overlooks(const Position& pos, Move move) const;
    void planTime(const SearchLimits& limits, Color side);
    void countNode();
    std::int64_t elapsedMs() const;
    Move chooseHumanMove(Position& pos, int depth);
    int naturalness(const Position& pos, Move move) const;
    // The continuation history of the move made `back` plies before `ply` (1: the move that
    // led to this node, 2: our own move before it): how good each piece's move to each
    // square has been as a reply to it. Null without such a move (the root, a null move).
    std::int16_t* continuationAt(int ply, int back);
    // The ordering score of a quiet move: its history and its two continuation histories.
    int quietScore(const Position& pos, Move move, int ply);
    void updateQuietHistory(const Position& pos, Move move, int ply, int bonus);

    TranspositionTable& table_;
    Strength strength_;
    std::uint64_t seed_ = 0;
    const std::atomic<bool>* stop_ = nullptr;
    bool stopped_ = false;
    std::uint64_t nodes_ = 0;
    std::uint64_t nodeLimit_ = 0;
    std::int64_t softMs_ = 0, hardMs_ = 0;  // 0: no time limit
    Clock::time_point start_;
    int selDepth_ = 0;
    int completedDepth_ = 0;  // "stop" and the clock wait for depth 1 (search.cpp)
    Move killers_[kMaxPly][2];
    int history_[2][64][64] = {};
    Move counter_[16][64];  // the reply that refuted a piece's move to a square
    // [piece moved][to] of a move, then [piece moved][to] of the reply (continuationAt).
    // Allocated, zeroed, at the first search (1.2 MB: a UCI session that never searches, or is
    // reset before it does, does not clear it); reset() drops it.
    static constexpr std::size_t kPieceKinds = 12;  // pieceIndex: White pawn 0 .. Black king 11
    static constexpr std::size_t kContinuationSize = kPieceKinds * 64 * kPieceKinds * 64;
    static constexpr std::size_t pieceIndex(Piece piece) {
        return static_cast<std::size_t>((piece >> 3) * 6 + (piece & 7) - 1);
    }
    std::unique_ptr<std::int16_t[]> continuation_;
    // The static evaluations of recently seen positions, by key: a transposition or a
    // re-search finds its evaluation here instead of computing it again.
    // Allocated at the first search, as the continuation history; value-initialized (all
    // zero: not used).
    struct EvaluationSlot {
        std::uint64_t key;
        int score;
        bool used;
    };
    static constexpr std::size_t kEvaluationSlots = std::size_t{1} << 16;
    std::unique_ptr<EvaluationSlot[]> evaluations_;
    std::unique_ptr<PawnCache> pawns_;    // allocated at the first search, as the two above
    Piece movedPiece_[kMaxPly + 1] = {};  // per ply, the move searched: NoPiece for a null move
    Square movedTo_[kMaxPly + 1] = {};
    int staticEval_[kMaxPly + 2] = {};  // per ply, for the "improving" test
    Move excluded_[kMaxPly + 1];        // per ply, the move a singular test leaves out
    Move pv_[kMaxPly + 1][kMaxPly + 1];
    int pvLength_[kMaxPly + 1] = {};
    Move rootBest_;
};

}  // namespace lt::chess::engine
