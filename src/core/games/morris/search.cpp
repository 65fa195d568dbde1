#include "games/morris/search.h"

#include <algorithm>
#include <bit>

#include "games/morris/evaluation.h"

namespace lt::morris {
namespace {

constexpr int kInfinity = kWinScore + 1;
constexpr int kTtMoveKey = 1 << 30;
constexpr int kRemovalKey = 1 << 28;
constexpr int kKillerKey = 1 << 26;

// Wins are stored relative to the node so that a transposition reached at another ply
// still counts the plies to the win correctly.
int toTt(int score, int ply) {
    if (score >= kWinThreshold) return score + ply;
    if (score <= -kWinThreshold) return score - ply;
    return score;
}

int fromTt(int score, int ply) {
    if (score >= kWinThreshold) return score - ply;
    if (score <= -kWinThreshold) return score + ply;
    return score;
}

// The outcome at a node for the side to move, or nullopt while the game goes on.
std::optional<int> terminalScore(const Position& position, int ply) {
    switch (position.status()) {
        case Status::Ongoing:
            return std::nullopt;
        case Status::Draw:
            return 0;
        case Status::WhiteWins:
            return position.sideToMove() == 0 ? kWinScore - ply : -(kWinScore - ply);
        case Status::BlackWins:
            return position.sideToMove() == 1 ? kWinScore - ply : -(kWinScore - ply);
    }
    return 0;
}

// How much a removal hurts the opponent: pawns that threaten mills or can move matter most.
int removalKey(const Position& position, int victimSide, int point) {
    const Geometry& geometry = position.geometry();
    const Mask victims = position.pawns(victimSide);
    int key = std::popcount(geometry.neighbours(point) & position.empty());
    for (Mask mill : geometry.millsThrough(point))
        if (std::popcount(victims & mill) == 2 && (mill & position.empty())) key += 8;
    return key;
}

// Brings the best remaining move to index i (selection sort, one step per move tried).
void pickNext(MoveList& list, std::array<int, 640>& keys, int i) {
    int best = i;
    for (int j = i + 1; j < list.size; ++j)
        if (keys[j] > keys[best]) best = j;
    std::swap(list.moves[i], list.moves[best]);
    std::swap(keys[i], keys[best]);
}

}  // namespace

Searcher::Searcher(int ttBits) : tt_(ttBits) {}

bool Searcher::timeUp() {
    return stop_->load(std::memory_order_relaxed) || std::chrono::steady_clock::now() >= deadline_;
}

bool Searcher::repeated(std::uint64_t hash) const {
    // The last entry is the position itself.
    for (std::size_t i = irreversibleFloor_; i + 1 < path_.size(); ++i)
        if (path_[i] == hash) return true;
    return false;
}

void Searcher::orderMoves(const Position& position, MoveList& list, std::uint16_t ttMove, int ply,
                          std::array<int, 640>& keys) const {
    const int side = position.sideToMove();
    const auto& killers = killers_[std::min(ply, 127)];
    for (int i = 0; i < list.size; ++i) {
        const std::uint16_t code = list.moves[i];
        const MorrisMove move = MorrisMove::decode(code);
        if (code == ttMove)
            keys[i] = kTtMoveKey;
        else if (move.removes())
            keys[i] = kRemovalKey + removalKey(position, 1 - side, move.remove);
        else if (code == killers[0] || code == killers[1])
            keys[i] = kKillerKey;
        else
            keys[i] = history_[side][move.from][move.to];
    }
}

void Searcher::rewardQuietMove(int side, MorrisMove move, int depth, int ply) {
    auto& killers = killers_[std::min(ply, 127)];
    if (killers[0] != move.code()) {
        killers[1] = killers[0];
        killers[0] = move.code();
    }
    int& score = history_[side][move.from][move.to];
    score = std::min(score + depth * depth, kKillerKey - 1);
}

int Searcher::negamax(const Position& position, int depth, int alpha, int beta, int ply) {
    if ((++nodes_ & 1023) == 0 && timeUp()) aborted_ = true;
    if (aborted_) return 0;
    if (auto score = terminalScore(position, ply)) return *score;
    if (repeated(position.hash())) return 0;

    const bool quiescence = depth <= 0;
    int best = -kInfinity;
    if (quiescence) {
        best = evaluate(position);
        if (best >= beta || depth <= -quiescencePlies_) return best;
        alpha = std::max(alpha, best);
    }

    std::uint16_t ttMove = 0;
    if (!quiescence) {
        if (const TtEntry* entry = tt_.probe(position.hash())) {
            ttMove = entry->move;
            if (entry->depth >= depth) {
                const int score = fromTt(entry->score, ply);
                if (entry->bound == Bound::Exact) return score;
                if (entry->bound == Bound::Lower && score >= beta) return score;
                if (entry->bound == Bound::Upper && score <= alpha) return score;
            }
        }
    }

    MoveList list;
    position.generate(list);
    std::array<int, 640> keys;
    orderMoves(position, list, ttMove, ply, keys);
    const int alphaAtStart = alpha;
    std::uint16_t bestMove = 0;
    int searched = 0;
    for (int i = 0; i < list.size; ++i) {
        pickNext(list, keys, i);
        const MorrisMove move = MorrisMove::decode(list.moves[i]);
        if (quiescence && !move.removes()) continue;
        Position child = position;
        child.apply(move);
        const std::size_t floor = irreversibleFloor_;
        if (move.isPlacement() || move.removes()) irreversibleFloor_ = path_.size();
        path_.push_back(child.hash());
        int score;
        if (searched == 0) {
            score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
        } else {
            score = -negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1);
            if (score > alpha && score < beta)
                score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
        }
        path_.pop_back();
        irreversibleFloor_ = floor;
        ++searched;
        if (aborted_) return 0;
        if (score > best) {
            best = score;
            bestMove = move.code();
        }
        if (score > alpha) alpha = score;
        if (alpha >= beta) {
            if (!move.removes())
                rewardQuietMove(position.sideToMove(), move, std::max(depth, 1), ply);
            break;
        }
    }
    if (quiescence) return best;
    const Bound bound = best <= alphaAtStart ? Bound::Upper
                        : best >= beta       ? Bound::Lower
                                             : Bound::Exact;
    tt_.store(position.hash(), toTt(best, ply), bestMove, depth, bound);
    return best;
}

SearchResult Searcher::search(const Position& root, const std::vector<std::uint64_t>& history,
                              const SearchLimits& limits, const std::atomic<bool>& stop, Rng& rng) {
    const auto start = std::chrono::steady_clock::now();
    deadline_ = start + limits.timeLimit;
    stop_ = &stop;
    quiescencePlies_ = limits.quiescencePlies;
    aborted_ = false;
    nodes_ = 0;
    path_ = history;
    if (path_.empty() || path_.back() != root.hash()) path_.push_back(root.hash());
    irreversibleFloor_ = 0;
    for (auto& side : history_)
        for (auto& row : side)
            for (int& value : row) value /= 8;  // keep some of the last move's experience
    killers_ = {};

    MoveList moves;
    root.generate(moves);
    // The noise is drawn once per move, so every iteration sees the same preferences.
    std::vector<int> noise(moves.size, 0);
    if (limits.rootNoise > 0)
        for (int& n : noise)
            n = static_cast<int>(rng.below(2 * limits.rootNoise + 1)) - limits.rootNoise;

    SearchResult result;
    result.best = MorrisMove::decode(moves.moves[0]);
    if (moves.size == 1) {
        result.depth = 0;
        return result;
    }
    for (int depth = 1; depth <= limits.maxDepth; ++depth) {
        // Root: every move with its own window when noise must be added to exact scores,
        // principal variation search otherwise.
        int alpha = -kInfinity;
        int bestIndex = -1;
        for (int i = 0; i < moves.size; ++i) {
            const MorrisMove move = MorrisMove::decode(moves.moves[i]);
            Position child = root;
            child.apply(move);
            const std::size_t floor = irreversibleFloor_;
            if (move.isPlacement() || move.removes()) irreversibleFloor_ = path_.size();
            path_.push_back(child.hash());
            int score;
            if (limits.rootNoise > 0 || bestIndex < 0) {
                score = -negamax(child, depth - 1, -kInfinity, kInfinity, 1) + noise[i];
            } else {
                score = -negamax(child, depth - 1, -alpha - 1, -alpha, 1);
                if (score > alpha) score = -negamax(child, depth - 1, -kInfinity, -alpha, 1);
            }
            path_.pop_back();
            irreversibleFloor_ = floor;
            if (aborted_) break;
            if (bestIndex < 0 || score > alpha) {
                alpha = score;
                bestIndex = i;
            }
        }
        if (bestIndex >= 0) {
            // Even an interrupted iteration's best is sound: it beat the previous best move,
            // which is always searched first.
            result.best = MorrisMove::decode(moves.moves[bestIndex]);
            result.score = alpha;
            if (!aborted_) result.depth = depth;
            // The best move goes first for the next iteration.
            std::rotate(moves.moves.begin(), moves.moves.begin() + bestIndex,
                        moves.moves.begin() + bestIndex + 1);
            std::rotate(noise.begin(), noise.begin() + bestIndex, noise.begin() + bestIndex + 1);
        }
        if (aborted_) break;
        if (std::abs(alpha) >= kWinThreshold && kWinScore - std::abs(alpha) <= depth) break;
        // An iteration costs several times the previous one: do not start one that cannot end.
        if (std::chrono::steady_clock::now() - start > limits.timeLimit / 2) break;
    }
    result.nodes = nodes_;
    return result;
}

}  // namespace lt::morris
