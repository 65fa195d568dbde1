#include "games/draughts/search.h"

#include <algorithm>
#include <memory>
#include <new>

#ifdef __linux__
#include <sys/mman.h>
#endif

#include "games/draughts/evaluation.h"

namespace lt::draughts {
namespace {

enum Bound : std::uint8_t { kExact = 1, kLower = 2, kUpper = 3 };
constexpr int kInfinity = kMateScore + 1000;
constexpr int kMateBound = kMateScore - 1000;
constexpr int kAspirationWindow = 30;

// Mate scores are stored relative to the node, not the root.
int toTable(int score, int ply) {
    if (score > kMateBound) return score + ply;
    if (score < -kMateBound) return score - ply;
    return score;
}
int fromTable(int score, int ply) {
    if (score > kMateBound) return score - ply;
    if (score < -kMateBound) return score + ply;
    return score;
}

// Selective search margins, in hundredths of a man (measured in self-play, see
// bench/draughts/RESULTS.md): a quiet node within three plies of the horizon whose static
// score beats beta by kStaticMargin per ply is cut; a node of depth kProbCutMinDepth or more
// whose half-depth search beats beta by kProbCutMargin is cut (ProbCut, as Scan and MobyDam
// do).
constexpr int kStaticMargin = 60;
constexpr int kProbCutMargin = 90;
constexpr int kProbCutMinDepth = 3;
// No new iteration starts after this share of the move time (percent): the next one would
// mostly be cut off, though a partial iteration still counts when it found a better move.
constexpr int kIterationStartPercent = 60;

// Late moves are searched one ply less deeply first, from the seventh move on two plies (one
// in PV nodes). Every late move is reduced, also a killer or one that offers a piece: in
// self-play, and side by side against MobyDam, the plies this gains were worth more than
// searching those moves in full; a reduction growing with the logarithms of depth and rank,
// as Stockfish's, did worse (figures in bench/draughts/RESULTS.md, sixth session).
int lateMoveReduction(std::size_t rank, bool pvNode) {
    return pvNode || rank < 6 ? 1 : 2;
}

// Whether the side not to move could capture if it were its turn: a threat the static
// evaluation cannot see, so such positions are not cut by the selective search.
bool opponentThreatens(const Position& position) {
    Position swapped = position;
    swapped.setSideToMove(opposite(position.sideToMove()));
    return hasCapture(swapped);
}

}  // namespace

// The table holds buckets of two entries: a new result replaces the same position's entry,
// else the shallower of the two, so deep results survive the flood of shallow ones.
// A table of 2 MiB or more is aligned to 2 MiB and, on Linux, asks for huge pages: probes
// land at random all over it, and with 4 KiB pages nearly each one would also miss the address
// cache. A smaller one (a quick session's) is aligned to a cache line: aligning 32 KiB to
// 2 MiB made the allocator map and clear megabytes for each session.
namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;
constexpr std::size_t kCacheLine = 64;

std::size_t tableAlignment(std::size_t bytes) {
    return bytes >= kHugePage ? kHugePage : kCacheLine;
}

}  // namespace

Searcher::Searcher(std::size_t tableEntriesLog2)
    : tableSize_(std::size_t{1} << (std::max<std::size_t>(tableEntriesLog2, 1) - 1)),
      tableMask_(tableSize_ - 1) {
    const std::size_t bytes = tableSize_ * sizeof(Bucket);
    const std::size_t alignment = tableAlignment(bytes);
    void* memory = ::operator new[](bytes, std::align_val_t{alignment});
#ifdef __linux__
    if (alignment == kHugePage) ::madvise(memory, bytes, MADV_HUGEPAGE);
#endif
    table_ = std::unique_ptr<Bucket[], TableDeleter>(static_cast<Bucket*>(memory),
                                                     TableDeleter{alignment});
    std::uninitialized_value_construct_n(table_.get(), tableSize_);
}

void Searcher::TableDeleter::operator()(Bucket* table) const {
    ::operator delete[](table, std::align_val_t{alignment});
}

void Searcher::clear() {
    std::fill(table_.get(), table_.get() + tableSize_, Bucket{});
    killers_ = {};
    historyScore_ = {};
}

void Searcher::prefetch(std::uint64_t key) const {
    __builtin_prefetch(&table_[key & tableMask_]);
}

Searcher::Entry* Searcher::probe(std::uint64_t key) {
    Entry* bucket = table_[key & tableMask_].slots.data();
    if (bucket[0].key == key) return &bucket[0];
    if (bucket[1].key == key) return &bucket[1];
    return nullptr;
}

void Searcher::store(std::uint64_t key, const Move& move, int score, int depth, std::uint8_t bound,
                     int ply) {
    Entry* bucket = table_[key & tableMask_].slots.data();
    Entry* slot = bucket[0].key == key                 ? &bucket[0]
                  : bucket[1].key == key               ? &bucket[1]
                  : bucket[0].depth <= bucket[1].depth ? &bucket[0]
                                                       : &bucket[1];
    *slot = {key, move, static_cast<std::int16_t>(toTable(score, ply)),
             static_cast<std::int8_t>(std::min(depth, 127)), bound};
}

bool Searcher::outOfBudget() {
    if (aborted_) return true;
    if (limits_.maxNodes > 0 && nodes_ >= limits_.maxNodes) return aborted_ = true;
    if ((nodes_ & 1023) != 0) return false;
    if (stop_->load(std::memory_order_relaxed) ||
        (limits_.time.count() > 0 && std::chrono::steady_clock::now() - start_ >= limits_.time))
        aborted_ = true;
    return aborted_;
}

bool Searcher::isRepetition(std::uint64_t hash) const {
    // path_.back() is this position; the hash includes the side to move, and a barrier (0)
    // marks a man move or capture, before which no position can come back.
    for (std::size_t i = path_.size() - 1; i-- > 0;) {
        if (path_[i] == 0) return false;
        if (path_[i] == hash) return true;
    }
    return false;
}

void Searcher::push(const Position& child, const Move& move, bool kingMoved) {
    if (!kingMoved || move.isCapture()) path_.push_back(0);
    path_.push_back(child.hash());
}

void Searcher::pop() {
    path_.pop_back();
    if (!path_.empty() && path_.back() == 0) path_.pop_back();
}

void Searcher::orderMoves(MoveList& moves, const Move& hashMove, int ply) {
    if (moves.size() < 2) return;
    std::array<int, 512> keys;  // only the first n are written and read
    const std::size_t n = std::min<std::size_t>(moves.size(), keys.size());
    for (std::size_t i = 0; i < n; ++i) {
        const Move& m = moves[i];
        int key = historyScore_[m.from][m.to];
        if (m == hashMove)
            key = 1 << 30;
        else if (m == killers_[ply][0])
            key = 1 << 29;
        else if (m == killers_[ply][1])
            key = 1 << 28;
        keys[i] = key;
    }
    // Insertion sort: lists are short and mostly ordered already.
    for (std::size_t i = 1; i < n; ++i) {
        const Move m = moves[i];
        const int key = keys[i];
        std::size_t j = i;
        for (; j > 0 && keys[j - 1] < key; --j) {
            moves[j] = moves[j - 1];
            keys[j] = keys[j - 1];
        }
        moves[j] = m;
        keys[j] = key;
    }
}

int Searcher::negamax(const Position& position, int depth, int alpha, int beta, int ply) {
    ++nodes_;
    if (outOfBudget()) return 0;
    if (ply > 0 && isRepetition(position.hash())) return 0;
    if (ply >= kMaxPly) return evaluate(position);

    // Quiescence: past the horizon only captures (which are forced) are followed. A blocked
    // side is only recognised before the horizon, which saves generating moves at leaves.
    // A quiet side that is threatened (the opponent could take next) is evaluated as it
    // stands: playing one more move there cost more plies than it saved (sixth session).
    const bool mustCapture = hasCapture(position);
    if (depth <= 0 && !mustCapture) return evaluate(position);

    const bool pvNode = beta - alpha > 1;
    Move hashMove;
    // Capture sequences past the horizon are not looked up: short, and a lookup costs a
    // memory access.
    if (const Entry* entry = depth > 0 ? probe(position.hash()) : nullptr) {
        hashMove = entry->move;
        if (entry->depth >= depth && depth > 0 && !pvNode) {
            const int score = fromTable(entry->score, ply);
            if (entry->bound == kExact) return score;
            if (entry->bound == kLower && score >= beta) return score;
            if (entry->bound == kUpper && score <= alpha) return score;
        }
    }

    // Near the horizon, a quiet position whose static score is far above beta is cut: the
    // side to move keeps its edge unless a capture threat says otherwise.
    const bool selective =
        limits_.selective && !pvNode && !mustCapture && std::abs(beta) < kMateBound;
    if (selective && depth <= 3 && depth > 0) {
        if (!opponentThreatens(position)) {
            const int margin = kStaticMargin * depth;
            const int eval = evaluate(position);
            if (eval - margin >= beta) return eval - margin;
        }
    }

    // ProbCut: when a half-depth search already clears beta by a wide margin, the full
    // search would too. Not in the opening, where a shallow search misjudges too much.
    if (selective && depth >= kProbCutMinDepth && countBits(position.occupied()) < 32) {
        const int bound = beta + kProbCutMargin;
        if (bound < kMateBound) {
            const int score = negamax(position, depth / 2, bound - 1, bound, ply);
            if (aborted_) return 0;
            if (score >= bound) return beta;
        }
    }

    MoveList& moves = lists_[ply];
    generateMoves(position, mustCapture, moves);
    if (moves.empty()) return -kMateScore + ply;
    // A single legal move costs nothing to look at: extend it.
    if (moves.size() == 1 && depth > 0 && limits_.extendForcedMoves) ++depth;

    const int alphaStart = alpha;
    orderMoves(moves, hashMove, ply);

    int best = -kInfinity;
    Move bestMove = moves.front();
    // lists_[ply] stays intact below: deeper plies use their own lists.
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move move = moves[i];
        Position child = position;
        const bool kingMoved = position.kings() & bitMask(move.from);
        child.play(move);
        // The table entry of this child and, while this child is searched, of the next: a
        // probe waits for main memory, and a shallow child alone does not hide that wait.
        if (depth > 1) {
            if (i == 0) prefetch(child.hash());
            if (i + 1 < moves.size()) prefetch(position.hashAfter(moves[i + 1]));
        }
        push(child, move, kingMoved);
        int score;
        if (i == 0) {
            score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
        } else {
            // Late moves are searched less deeply first, and again in full if they beat alpha.
            const int reduction =
                limits_.selective && depth >= 3 && i >= (pvNode ? 3u : 2u) && !mustCapture
                    ? lateMoveReduction(i, pvNode)
                    : 0;
            score = -negamax(child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1);
            if (reduction > 0 && score > alpha)
                score = -negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1);
            if (score > alpha && score < beta)
                score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
        }
        pop();
        if (aborted_) return 0;
        if (score > best) {
            best = score;
            bestMove = move;
        }
        if (score > alpha) alpha = score;
        if (alpha >= beta) {
            if (!move.isCapture()) {
                if (!(killers_[ply][0] == move)) {
                    killers_[ply][1] = killers_[ply][0];
                    killers_[ply][0] = move;
                }
                historyScore_[move.from][move.to] += depth * depth;
            }
            break;
        }
    }
    if (depth > 0)
        store(position.hash(), bestMove, best, depth,
              best >= beta         ? kLower
              : best <= alphaStart ? kUpper
                                   : kExact,
              ply);
    return best;
}

int Searcher::rootSearch(const Position& position, int depth, int alpha, int beta, Move& best) {
    const int alphaStart = alpha;
    MoveList moves = legalMoves(position);
    const Entry* entry = probe(position.hash());
    orderMoves(moves, entry ? entry->move : best, 0);
    // The last iteration's choice goes first: a cut-off iteration always has its score.
    const auto previous = std::find(moves.begin(), moves.end(), best);
    if (previous != moves.end()) std::rotate(moves.begin(), previous, previous + 1);
    int bestScore = -kInfinity;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move& move = moves[i];
        Position child = position;
        const bool kingMoved = position.kings() & bitMask(move.from);
        child.play(move);
        push(child, move, kingMoved);
        int score;
        if (limits_.noise > 0) {
            // Every move gets an exact score, then the level's noise.
            score = -negamax(child, depth - 1, -kInfinity, kInfinity, 1);
            if (std::abs(score) < kMateBound)
                score += static_cast<int>(rng_->below(2 * limits_.noise + 1)) - limits_.noise;
        } else if (i == 0) {
            score = -negamax(child, depth - 1, -beta, -alpha, 1);
        } else {
            score = -negamax(child, depth - 1, -alpha - 1, -alpha, 1);
            if (score > alpha && score < beta) score = -negamax(child, depth - 1, -beta, -alpha, 1);
        }
        pop();
        if (aborted_) break;
        // Only the first move or a proven improvement becomes the choice: a later move's
        // null-window bound says nothing about how it compares with a failed-low first move.
        if (i == 0 || score > alpha) {
            bestScore = score;
            best = move;
        }
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
    }
    if (!aborted_)
        store(position.hash(), best, bestScore, depth,
              bestScore >= beta         ? kLower
              : bestScore <= alphaStart ? kUpper
                                        : kExact,
              0);
    return bestScore;
}

std::vector<Move> Searcher::principalVariation(const Position& position, int depth) {
    std::vector<Move> pv;
    Position current = position;
    for (int i = 0; i < depth + 8; ++i) {
        const Entry* entry = probe(current.hash());
        if (!entry) break;
        const MoveList moves = legalMoves(current);
        if (std::find(moves.begin(), moves.end(), entry->move) == moves.end()) break;
        pv.push_back(entry->move);
        current.play(entry->move);
    }
    return pv;
}

SearchResult Searcher::search(const Position& position, const std::vector<std::uint64_t>& history,
                              const SearchLimits& limits, const std::atomic<bool>& stop, Rng& rng,
                              const std::function<void(const SearchInfo&)>& onIteration) {
    stop_ = &stop;
    limits_ = limits;
    rng_ = &rng;
    start_ = std::chrono::steady_clock::now();
    nodes_ = 0;
    aborted_ = false;
    path_ = history;
    if (path_.empty() || path_.back() != position.hash()) path_.push_back(position.hash());
    killers_ = {};

    SearchResult result;
    const MoveList moves = legalMoves(position);
    if (moves.empty()) return result;
    result.best = moves.front();
    result.hasMove = true;
    if (moves.size() == 1 && limits.noise == 0 && limits.answerSingleMoveAtOnce) {
        result.info.pv = {moves.front()};
        return result;
    }
    Move best = moves.front();
    int previous = 0;
    for (int depth = 1; depth <= limits.maxDepth; ++depth) {
        // Aspiration: search a narrow window around the last score, widening on failure.
        int window = limits.noise == 0 && depth >= 5 && std::abs(previous) < kMateBound
                         ? kAspirationWindow
                         : kInfinity;
        int score;
        for (;;) {
            const int alpha = window >= kInfinity ? -kInfinity : previous - window;
            const int beta = window >= kInfinity ? kInfinity : previous + window;
            score = rootSearch(position, depth, alpha, beta, best);
            if (aborted_ || (score > alpha && score < beta)) break;
            window = window * 4 >= kInfinity / 2 ? kInfinity : window * 4;
        }
        if (aborted_) {
            // A partial iteration still chose a move: the first (last iteration's best) or
            // one that proved better than it.
            result.best = best;
            break;
        }
        previous = score;
        result.best = best;
        result.info.depth = depth;
        result.info.score = score;
        result.info.nodes = nodes_;
        result.info.elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::steady_clock::now() - start_);
        result.info.pv = principalVariation(position, depth);
        if (result.info.pv.empty() || !(result.info.pv.front() == best)) result.info.pv = {best};
        if (onIteration) onIteration(result.info);
        if (std::abs(score) > kMateBound && depth > kMateScore - std::abs(score)) break;
        if (limits.time.count() > 0 && !limits.timeIsPerMove &&
            result.info.elapsed * 100 > limits.time * kIterationStartPercent)
            break;
    }
    result.info.nodes = nodes_;
    return result;
}

}  // namespace lt::draughts
