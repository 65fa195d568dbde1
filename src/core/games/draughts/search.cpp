#include "search.h"

#include <algorithm>

#include "evaluation.h"

namespace lt::draughts {
namespace {

enum Bound : std::uint8_t { kExact = 1, kLower = 2, kUpper = 3 };
constexpr int kInfinity = kMateScore + 1000;
constexpr int kMateBound = kMateScore - 1000;

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

}  // namespace

Searcher::Searcher(std::size_t tableEntriesLog2)
    : table_(std::size_t{1} << tableEntriesLog2),
      tableMask_((std::uint64_t{1} << tableEntriesLog2) - 1) {}

void Searcher::clear() {
    std::fill(table_.begin(), table_.end(), Entry{});
    killers_ = {};
    historyScore_ = {};
}

bool Searcher::outOfTime() {
    if (aborted_) return true;
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
    std::array<int, 512> keys{};
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
    if (outOfTime()) return 0;
    if (ply > 0 && isRepetition(position.hash())) return 0;
    if (ply >= kMaxPly) return evaluate(position);

    // Quiescence: past the horizon only captures (which are forced) are followed. A blocked
    // side is only recognised before the horizon, which saves generating moves at leaves.
    if (depth <= 0 && !hasCapture(position)) return evaluate(position);
    MoveList& moves = lists_[ply];
    generateMoves(position, moves);
    if (moves.empty()) return -kMateScore + ply;
    // A single legal move costs nothing to look at: extend it.
    if (moves.size() == 1 && depth > 0 && limits_.extendForcedMoves) ++depth;

    const int alphaStart = alpha;
    Entry& entry = table_[position.hash() & tableMask_];
    Move hashMove;
    if (entry.key == position.hash()) {
        hashMove = entry.move;
        if (entry.depth >= depth && depth > 0) {
            const int score = fromTable(entry.score, ply);
            if (entry.bound == kExact) return score;
            if (entry.bound == kLower && score >= beta) return score;
            if (entry.bound == kUpper && score <= alpha) return score;
        }
    }
    orderMoves(moves, hashMove, ply);

    int best = -kInfinity;
    Move bestMove = moves.front();
    // lists_[ply] stays intact below: deeper plies use their own lists.
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move move = moves[i];
        Position child = position;
        const bool kingMoved = position.kings() & bitMask(move.from);
        child.play(move);
        push(child, move, kingMoved);
        int score;
        if (i == 0) {
            score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
        } else {
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
    if (depth > 0) {
        entry.key = position.hash();
        entry.move = bestMove;
        entry.score = static_cast<std::int16_t>(toTable(best, ply));
        entry.depth = static_cast<std::int8_t>(std::min(depth, 127));
        entry.bound = best >= beta ? kLower : best <= alphaStart ? kUpper : kExact;
    }
    return best;
}

int Searcher::rootSearch(const Position& position, int depth, int alpha, int beta, Move& best) {
    MoveList moves = legalMoves(position);
    const Entry& entry = table_[position.hash() & tableMask_];
    orderMoves(moves, entry.key == position.hash() ? entry.move : best, 0);
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
        if (score > bestScore) {
            bestScore = score;
            best = move;
        }
        if (score > alpha) alpha = score;
    }
    if (!aborted_) {
        Entry& slot = table_[position.hash() & tableMask_];
        slot = {position.hash(), best, static_cast<std::int16_t>(toTable(bestScore, 0)),
                static_cast<std::int8_t>(depth), kExact};
    }
    return bestScore;
}

std::vector<Move> Searcher::principalVariation(const Position& position, int depth) {
    std::vector<Move> pv;
    Position current = position;
    for (int i = 0; i < depth + 8; ++i) {
        const Entry& entry = table_[current.hash() & tableMask_];
        if (entry.key != current.hash()) break;
        const MoveList moves = legalMoves(current);
        if (std::find(moves.begin(), moves.end(), entry.move) == moves.end()) break;
        pv.push_back(entry.move);
        current.play(entry.move);
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
    if (moves.size() == 1 && limits.noise == 0) {
        result.info.pv = {moves.front()};
        return result;
    }
    Move best = moves.front();
    for (int depth = 1; depth <= limits.maxDepth; ++depth) {
        const int score = rootSearch(position, depth, -kInfinity, kInfinity, best);
        if (aborted_) {
            // A partial iteration still improves the move if its first (best-ordered) move
            // was searched; keep the last completed choice otherwise.
            break;
        }
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
        // Not worth starting an iteration that cannot finish in the time left.
        if (limits.time.count() > 0 && result.info.elapsed * 2 > limits.time) break;
    }
    result.info.nodes = nodes_;
    return result;
}

}  // namespace lt::draughts
