#include "games/chess/engine/search.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <thread>

#include "games/chess/engine/evaluate.h"
#include "games/chess/movegen.h"

namespace lt::chess::engine {

namespace {

std::uint64_t mix(std::uint64_t x) {  // splitmix64 finaliser: cheap per-position randomness
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

bool isCapture(const Position& pos, Move m) {
    return m.kind() == MoveKind::EnPassant ||
           (m.kind() != MoveKind::Castling && pos.pieceOn(m.to()) != NoPiece);
}

PieceType capturedType(const Position& pos, Move m) {
    return m.kind() == MoveKind::EnPassant ? Pawn : typeOf(pos.pieceOn(m.to()));
}

// Mate scores are stored relative to the node, not the root.
int toTable(int score, int ply) {
    return score >= kMateBound ? score + ply : score <= -kMateBound ? score - ply : score;
}
int fromTable(int score, int ply) {
    return score >= kMateBound ? score - ply : score <= -kMateBound ? score + ply : score;
}

struct Reductions {
    int table[64][64];
    Reductions() {
        for (int d = 1; d < 64; ++d)
            for (int m = 1; m < 64; ++m)
                table[d][m] = static_cast<int>(0.75 + std::log(d) * std::log(m) / 2.25);
    }
};
const Reductions kReductions;

// Static exchange evaluation: whether the exchanges that `m` starts on its target square, each
// side recapturing with its least valuable piece while it pays, win at least `threshold`
// centipawns for the mover. Pins are ignored.
bool seeAtLeast(const Position& pos, Move m, int threshold) {
    if (m.kind() == MoveKind::Castling || m.kind() == MoveKind::Promotion) return 0 >= threshold;
    const Square from = m.from(), to = m.to();
    int swap = kPieceValue[capturedType(pos, m)] - threshold;
    if (swap < 0) return false;
    swap = kPieceValue[typeOf(pos.pieceOn(from))] - swap;
    if (swap <= 0) return true;
    Bitboard occupied = pos.occupied() ^ squareBit(from) ^ squareBit(to);
    if (m.kind() == MoveKind::EnPassant) occupied ^= squareBit(to - pawnPush(pos.sideToMove()));
    Color side = pos.sideToMove();
    Bitboard attackers = pos.attackersTo(to, occupied);
    const Bitboard diagonal = pos.pieces(Bishop) | pos.pieces(Queen);
    const Bitboard straight = pos.pieces(Rook) | pos.pieces(Queen);
    bool result = true;
    while (true) {
        side = ~side;
        attackers &= occupied;
        const Bitboard mine = attackers & pos.pieces(side);
        if (!mine) break;
        result = !result;
        PieceType type = Pawn;
        while (!(mine & pos.pieces(side, type))) type = PieceType(type + 1);
        if (type == King) return (attackers & ~pos.pieces(side)) ? !result : result;
        swap = kPieceValue[type] - swap;
        if (swap < static_cast<int>(result)) break;
        occupied ^= squareBit(lowestSquare(mine & pos.pieces(side, type)));
        if (type == Pawn || type == Bishop || type == Queen)
            attackers |= bishopAttacks(to, occupied) & diagonal;
        if (type == Rook || type == Queen) attackers |= rookAttacks(to, occupied) & straight;
    }
    return result;
}

// "stop" and the clock wait for depth 1, so the best move is a searched one, but no longer
// than this many nodes: depth 1 takes a few dozen in ordinary positions and millions in
// some with many queens (their quiescence searches).
constexpr std::uint64_t kNodesBeforeStop = 16384;

// History with gravity: a bonus or malus moves the value towards +-kHistoryMax, so old
// lessons fade and the values stay bounded.
constexpr int kHistoryMax = 16384;
void updateHistory(int& value, int bonus) {
    value += bonus - value * std::abs(bonus) / kHistoryMax;
}

bool hasNonPawnMaterial(const Position& pos, Color c) {
    return pos.pieces(c) & ~(pos.pieces(c, Pawn) | pos.pieces(c, King));
}

}  // namespace

std::string uciScore(int score) {
    if (score >= kMateBound) return "mate " + std::to_string((kMate - score + 1) / 2);
    if (score <= -kMateBound) return "mate -" + std::to_string((kMate + score) / 2);
    return "cp " + std::to_string(score);
}

Strength strengthForElo(int elo) {
    struct Row {
        int elo;
        Strength strength;
    };
    // depth, nodes, noise, blind %, blind radius, natural bonus, root spread
    static const Row kRows[] = {
        {800, {3, 0, 110, 50, 2, 55, 170}}, {1000, {3, 0, 65, 35, 2, 40, 100}},
        {1200, {3, 0, 50, 30, 3, 35, 80}},  {1400, {4, 0, 45, 25, 3, 25, 60}},
        {1600, {5, 0, 30, 15, 4, 15, 35}},  {1800, {6, 0, 25, 12, 4, 12, 28}},
        {2000, {12, 0, 5, 0, 8, 0, 5}},
    };
    if (elo > 2000) return {};
    const Row* chosen = &kRows[0];
    for (const Row& row : kRows)
        if (row.elo <= elo) chosen = &row;
    return chosen->strength;
}

void Searcher::setStrength(const Strength& strength, std::uint64_t seed) {
    strength_ = strength;
    seed_ = seed;
}

void Searcher::reset() {
    for (auto& k : killers_) k[0] = k[1] = Move();
    for (auto& piece : counter_)
        for (Move& m : piece) m = Move();
    for (auto& side : history_)
        for (auto& from : side)
            for (int& h : from) h = 0;
    continuation_.reset();
}

std::int16_t* Searcher::continuationAt(int ply, int back) {
    if (ply < back) return nullptr;
    const Piece piece = movedPiece_[ply - back];
    if (piece == NoPiece) return nullptr;
    return &continuation_[(pieceIndex(piece) * 64 + movedTo_[ply - back]) * kPieceKinds * 64];
}

int Searcher::quietScore(const Position& pos, Move move, int ply) {
    const std::size_t reply = pieceIndex(pos.pieceOn(move.from())) * 64 + move.to();
    int score = history_[pos.sideToMove()][move.from()][move.to()];
    if (const std::int16_t* table = continuationAt(ply, 1)) score += table[reply];
    if (const std::int16_t* table = continuationAt(ply, 2)) score += table[reply];
    return score;
}

void Searcher::updateQuietHistory(const Position& pos, Move move, int ply, int bonus) {
    updateHistory(history_[pos.sideToMove()][move.from()][move.to()], bonus);
    const std::size_t reply = pieceIndex(pos.pieceOn(move.from())) * 64 + move.to();
    for (const int back : {1, 2})
        if (std::int16_t* table = continuationAt(ply, back)) {
            int value = table[reply];
            updateHistory(value, bonus);
            table[reply] = static_cast<std::int16_t>(value);
        }
}

std::int64_t Searcher::elapsedMs() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
}

void Searcher::planTime(const SearchLimits& limits, Color side) {
    softMs_ = hardMs_ = 0;
    const auto clampTime = [](std::int64_t ms) {
        return std::clamp<std::int64_t>(ms, 0, kMaxTimeMs);
    };
    const std::int64_t overhead = clampTime(limits.overheadMs);
    if (limits.infinite) return;
    if (limits.moveTimeMs > 0) {
        softMs_ = hardMs_ = std::max<std::int64_t>(1, clampTime(limits.moveTimeMs) - overhead / 3);
        return;
    }
    if (limits.timeLeftMs[side] < 0) return;
    const std::int64_t left = clampTime(limits.timeLeftMs[side]);
    const std::int64_t increment = clampTime(limits.incrementMs[side]);
    const int movesToGo = limits.movesToGo > 0 ? std::min(limits.movesToGo, 40) : 30;
    // The time for the moves to go: the clock plus the increments still to come, less the
    // overhead of each of those moves (each costs it whatever the search takes).
    const std::int64_t budget =
        std::max<std::int64_t>(1, left + increment * (movesToGo - 1) - overhead * (movesToGo + 2));
    const std::int64_t usable = std::max<std::int64_t>(1, left - overhead);
    softMs_ = std::min(budget / movesToGo, usable);
    hardMs_ = std::min(usable / 2 + increment / 2, softMs_ * 4);
    if (limits.movesToGo == 1) hardMs_ = usable * 9 / 10;
    hardMs_ = std::clamp<std::int64_t>(hardMs_, 1, usable);
    softMs_ = std::clamp<std::int64_t>(softMs_, 1, hardMs_);
}

void Searcher::countNode() {
    ++nodes_;
    if ((nodes_ & 1023) == 0 && (completedDepth_ > 0 || nodes_ >= kNodesBeforeStop)) {
        if (stop_->load(std::memory_order_relaxed)) stopped_ = true;
        if (hardMs_ > 0 && elapsedMs() >= hardMs_) stopped_ = true;
    }
    if (nodeLimit_ && nodes_ >= nodeLimit_) stopped_ = true;
}

int Searcher::evaluateNoisy(const Position& pos) const {
    EvaluationSlot& slot = evaluations_[pos.key() & (kEvaluationSlots - 1)];
    if (!slot.used || slot.key != pos.key()) slot = {pos.key(), evaluate(pos, *pawns_), true};
    const int score = slot.score;
    if (!strength_.evalNoise) return score;
    const int span = 2 * strength_.evalNoise + 1;
    return score + static_cast<int>(mix(pos.key() ^ seed_) % span) - strength_.evalNoise;
}

bool Searcher::overlooks(const Position& pos, Move move) const {
    if (!strength_.blindPercent || pos.lastMove().isNone() || !isCapture(pos, move)) return false;
    if (distance(move.to(), pos.lastMove().to()) <= strength_.blindRadius) return false;
    return mix(pos.key() ^ (std::uint64_t{move.code()} << 48) ^ seed_) % 100 <
           static_cast<std::uint64_t>(strength_.blindPercent);
}

int Searcher::quiesce(Position& pos, int alpha, int beta, int ply) {
    countNode();
    pvLength_[ply] = ply;
    selDepth_ = std::max(selDepth_, ply);
    if (stopped_) return 0;
    if (pos.insufficientMaterial()) return 0;
    if (ply >= kMaxPly - 1) return evaluateNoisy(pos);
    const bool pvNode = beta - alpha > 1;
    Move tableMove;
    if (const TtEntry* entry = table_.probe(pos.key())) {
        tableMove = Move::fromCode(entry->move);
        const int score = fromTable(entry->score, ply);
        if (!pvNode &&
            (entry->bound == Bound::Exact || (entry->bound == Bound::Lower && score >= beta) ||
             (entry->bound == Bound::Upper && score <= alpha)))
            return score;
    }
    const int alphaAtStart = alpha;
    const bool inCheck = pos.inCheck();
    int best = -kInfinity;
    int standPat = 0;
    if (!inCheck) {
        standPat = best = evaluateNoisy(pos);
        if (standPat >= beta) return standPat;
        alpha = std::max(alpha, standPat);
    }
    MoveList list;
    generateMoves(pos, list, inCheck ? GenType::All : GenType::Tactical);
    if (inCheck && list.size == 0) return -kMate + ply;
    int keys[kMaxMoves];
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        keys[i] = m == tableMove
                      ? 1 << 30
                      : kPieceValue[capturedType(pos, m)] * 16 -
                            kPieceValue[typeOf(pos.pieceOn(m.from()))] / 16 +
                            (m.kind() == MoveKind::Promotion ? kPieceValue[m.promotion()] : 0);
    }
    Move bestMove;
    for (int i = 0; i < list.size; ++i) {
        int bestIndex = i;
        for (int j = i + 1; j < list.size; ++j)
            if (keys[j] > keys[bestIndex]) bestIndex = j;
        std::swap(list.moves[i], list.moves[bestIndex]);
        std::swap(keys[i], keys[bestIndex]);
        const Move m = list.moves[i];
        if (!inCheck) {
            if (m.kind() == MoveKind::Promotion && m.promotion() != Queen) continue;
            // Delta pruning: even winning this piece cannot lift the score to alpha.
            if (m.kind() != MoveKind::Promotion &&
                standPat + kPieceValue[capturedType(pos, m)] + 200 < alpha)
                continue;
            // A capture that loses material in the exchanges cannot help here.
            if (!seeAtLeast(pos, m, 0)) continue;
            if (overlooks(pos, m)) continue;
        }
        pos.makeMove(m);
        const int score = -quiesce(pos, -beta, -alpha, ply + 1);
        pos.unmakeMove();
        if (stopped_) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                bestMove = m;
                if (score >= beta) break;
            }
        }
    }
    // Stored at depth 0, below every search of alphaBeta: the table move and the bound help the
    // next visit of this capture sequence.
    if (best > -kInfinity)
        table_.store(pos.key(), toTable(best, ply), bestMove, 0,
                     best >= beta                    ? Bound::Lower
                     : best > alphaAtStart && pvNode ? Bound::Exact
                                                     : Bound::Upper);
    return best;
}

int Searcher::alphaBeta(Position& pos, int alpha, int beta, int depth, int ply, bool allowNull) {
    const bool pvNode = beta - alpha > 1;
    const bool root = ply == 0;
    pvLength_[ply] = ply;
    if (stopped_) return 0;
    if (!root) {
        if (pos.halfmoveClock() >= 100 || pos.insufficientMaterial() || pos.repeated(2)) return 0;
        alpha = std::max(alpha, -kMate + ply);
        beta = std::min(beta, kMate - ply - 1);
        if (alpha >= beta) return alpha;
    }
    const bool inCheck = pos.inCheck();
    if (inCheck) ++depth;  // check extension
    if (depth <= 0) return quiesce(pos, alpha, beta, ply);
    if (ply >= kMaxPly - 1) return evaluateNoisy(pos);
    countNode();
    selDepth_ = std::max(selDepth_, ply);

    // A search that leaves out one move (the singular test below) neither uses nor fills the
    // table: its result is not this position's.
    const Move excluded = excluded_[ply];
    Move tableMove;
    Bound tableBound = Bound::None;
    int tableScore = 0;
    int tableDepth = 0;
    if (const TtEntry* entry = excluded.isNone() ? table_.probe(pos.key()) : nullptr) {
        tableMove = Move::fromCode(entry->move);
        const int score = fromTable(entry->score, ply);
        tableBound = entry->bound;
        tableScore = score;
        tableDepth = entry->depth;
        if (!pvNode && entry->depth >= depth &&
            (entry->bound == Bound::Exact || (entry->bound == Bound::Lower && score >= beta) ||
             (entry->bound == Bound::Upper && score <= alpha)))
            return score;
    }
    // Internal iterative reduction: without a table move, this node was never searched to
    // any depth; a shallower search is cheaper and fills the table for the next iteration.
    if (tableMove.isNone() && excluded.isNone() && depth >= 4 && !inCheck) --depth;

    const Color us = pos.sideToMove();
    const int staticEval = inCheck ? -kInfinity : evaluateNoisy(pos);
    staticEval_[ply] = staticEval;
    // The table's score, where its bound says it is nearer the truth, is a better guess than
    // the static evaluation for the pruning below.
    int eval = staticEval;
    if (!inCheck && tableBound != Bound::None && std::abs(tableScore) < kMateBound &&
        ((tableBound == Bound::Lower && tableScore > eval) ||
         (tableBound == Bound::Upper && tableScore < eval) || tableBound == Bound::Exact))
        eval = tableScore;
    // Improving: better than two plies ago, our previous turn; pruning is more careful then.
    const bool improving = !inCheck && ply >= 2 && staticEval > staticEval_[ply - 2];
    if (!pvNode && !inCheck && excluded.isNone()) {
        // Reverse futility: far above beta near the horizon.
        if (depth <= 6 && eval - 80 * (depth - improving) >= beta && std::abs(beta) < kMateBound)
            return eval;
        // Razoring: far below alpha near the horizon, only captures can help.
        if (depth <= 3 && eval + 200 * depth < alpha && std::abs(alpha) < kMateBound) {
            const int score = quiesce(pos, alpha, alpha + 1, ply);
            if (stopped_) return 0;
            if (score <= alpha) return score;
        }
        // Null move: if passing still fails high, a real move will too (not in pawn endings,
        // where zugzwang is common).
        if (allowNull && depth >= 3 && eval >= beta && hasNonPawnMaterial(pos, us)) {
            const int reduction = 3 + depth / 6 + std::min(2, (eval - beta) / 200);
            movedPiece_[ply] = NoPiece;
            pos.makeNullMove();
            const int score =
                -alphaBeta(pos, -beta, -beta + 1, depth - 1 - reduction, ply + 1, false);
            pos.unmakeNullMove();
            if (stopped_) return 0;
            if (score >= beta) return score >= kMateBound ? beta : score;
        }
        // ProbCut: a capture that beats beta by a margin in a search four plies shallower
        // will beat beta in the full one.
        const int probBeta = beta + 200;
        if (depth >= 5 && std::abs(beta) < kMateBound) {
            MoveList captures;
            generateMoves(pos, captures, GenType::Tactical);
            for (const Move m : captures) {
                if (!seeAtLeast(pos, m, probBeta - staticEval) || overlooks(pos, m)) continue;
                movedPiece_[ply] = pos.pieceOn(m.from());
                movedTo_[ply] = m.to();
                pos.makeMove(m);
                int score = -quiesce(pos, -probBeta, -probBeta + 1, ply + 1);
                if (score >= probBeta)
                    score = -alphaBeta(pos, -probBeta, -probBeta + 1, depth - 4, ply + 1, true);
                pos.unmakeMove();
                if (stopped_) return 0;
                if (score >= probBeta) return score;
            }
        }
    }

    MoveList list;
    generateMoves(pos, list);
    if (list.size == 0) return inCheck ? -kMate + ply : 0;
    const Move last = pos.lastMove();
    const Move counter = last.isNone() || pos.pieceOn(last.to()) == NoPiece
                             ? Move()
                             : counter_[pos.pieceOn(last.to())][last.to()];
    int keys[kMaxMoves];
    for (int i = 0; i < list.size; ++i) {
        const Move m = list.moves[i];
        if (m == tableMove) {
            keys[i] = 1 << 30;
        } else if (isCapture(pos, m) || m.kind() == MoveKind::Promotion) {
            const int order =
                kPieceValue[capturedType(pos, m)] * 16 -
                kPieceValue[typeOf(pos.pieceOn(m.from()))] / 16 +
                (m.kind() == MoveKind::Promotion ? kPieceValue[m.promotion()] * 16 : 0);
            // Captures that lose material in the exchanges come after the quiet moves.
            keys[i] = (seeAtLeast(pos, m, 0) ? (1 << 28) : -(1 << 28)) + order;
        } else if (m == killers_[ply][0]) {
            keys[i] = (1 << 27) + 2;
        } else if (m == killers_[ply][1]) {
            keys[i] = (1 << 27) + 1;
        } else if (m == counter) {
            keys[i] = 1 << 27;
        } else {
            keys[i] = quietScore(pos, m, ply);
        }
    }

    int best = -kInfinity;
    Move bestMove;
    Bound bound = Bound::Upper;
    int searched = 0;
    Move quietsTried[64];
    int quietCount = 0;
    for (int i = 0; i < list.size; ++i) {
        int bestIndex = i;
        for (int j = i + 1; j < list.size; ++j)
            if (keys[j] > keys[bestIndex]) bestIndex = j;
        std::swap(list.moves[i], list.moves[bestIndex]);
        std::swap(keys[i], keys[bestIndex]);
        const Move m = list.moves[i];
        if (m == excluded) continue;
        const bool quiet = !isCapture(pos, m) && m.kind() != MoveKind::Promotion;
        if (!(searched == 0 && i == list.size - 1) && overlooks(pos, m)) continue;
        // Near the horizon, a capture that loses much in the exchanges is not worth a search.
        if (!pvNode && !inCheck && !quiet && searched > 0 && depth <= 4 && best > -kMateBound &&
            keys[i] < 0 && !seeAtLeast(pos, m, -100 * depth))
            continue;

        // Near the horizon, a quiet move onto a square where it is lost in the exchanges.
        if (!pvNode && !inCheck && quiet && searched > 0 && depth <= 6 && best > -kMateBound &&
            !seeAtLeast(pos, m, -60 * depth))
            continue;

        // Singular extension: when the table's move beats a bound far below its score and every
        // other move fails to, it is the only good move here and is searched a ply deeper. When
        // another move beats beta too, this node will (multi-cut).
        int extension = 0;
        if (!root && m == tableMove && searched == 0 && excluded.isNone() && depth >= 8 &&
            tableBound != Bound::Upper && tableDepth >= depth - 3 &&
            std::abs(tableScore) < kMateBound) {
            const int singularBeta = tableScore - 2 * depth;
            excluded_[ply] = m;
            const int score =
                alphaBeta(pos, singularBeta - 1, singularBeta, (depth - 1) / 2, ply, false);
            excluded_[ply] = Move();
            pvLength_[ply] = ply;
            if (stopped_) return 0;
            if (score < singularBeta)
                extension = 1;
            else if (singularBeta >= beta)
                return singularBeta;
            else if (tableScore >= beta)
                extension = -1;  // not singular, and likely to fail high anyway
        }

        movedPiece_[ply] = pos.pieceOn(m.from());
        movedTo_[ply] = m.to();
        pos.makeMove(m);
        const bool givesCheck = pos.inCheck();
        // Near the horizon, quiet moves far below alpha (futility) or late in the ordering
        // (late move pruning) are not worth a search.
        if (!pvNode && !inCheck && quiet && !givesCheck && searched > 0 && depth <= 4 &&
            best > -kMateBound &&
            (staticEval + 100 + 100 * depth <= alpha ||
             searched >= (3 + depth * depth) * (improving ? 2 : 1))) {
            pos.unmakeMove();
            continue;
        }
        ++searched;
        if (quiet && quietCount < 64) quietsTried[quietCount++] = m;
        int score;
        if (searched == 1) {
            score = -alphaBeta(pos, -beta, -alpha, depth - 1 + extension, ply + 1, true);
        } else {
            int reduction = 0;
            if (depth >= 3 && searched > 2 + pvNode && quiet && !inCheck && !givesCheck) {
                reduction = kReductions.table[std::min(depth, 63)][std::min(searched, 63)];
                if (pvNode) --reduction;
                if (!improving) ++reduction;
                if (keys[i] >= (1 << 27))
                    --reduction;  // killers and the countermove
                else
                    reduction -= keys[i] / 16000;  // histories: good moves less, bad more
                reduction = std::clamp(reduction, 0, depth - 2);
            }
            score = -alphaBeta(pos, -alpha - 1, -alpha, depth - 1 - reduction, ply + 1, true);
            if (score > alpha && reduction > 0)
                score = -alphaBeta(pos, -alpha - 1, -alpha, depth - 1, ply + 1, true);
            if (score > alpha && score < beta)
                score = -alphaBeta(pos, -beta, -alpha, depth - 1, ply + 1, true);
        }
        pos.unmakeMove();
        if (stopped_) return 0;

        if (score > best) {
            best = score;
            bestMove = m;
            if (score > alpha) {
                alpha = score;
                bound = Bound::Exact;
                pv_[ply][ply] = m;
                for (int k = ply + 1; k < pvLength_[ply + 1]; ++k) pv_[ply][k] = pv_[ply + 1][k];
                pvLength_[ply] = std::max(pvLength_[ply + 1], ply + 1);
                if (root) rootBest_ = m;
                if (score >= beta) {
                    bound = Bound::Lower;
                    if (quiet) {
                        if (killers_[ply][0] != m) {
                            killers_[ply][1] = killers_[ply][0];
                            killers_[ply][0] = m;
                        }
                        if (!last.isNone() && pos.pieceOn(last.to()) != NoPiece)
                            counter_[pos.pieceOn(last.to())][last.to()] = m;
                        // The cut move gains, the quiet moves tried before it lose.
                        const int bonus = std::min(depth * depth * 16, 1600);
                        for (int q = 0; q < quietCount; ++q)
                            updateQuietHistory(pos, quietsTried[q], ply,
                                               quietsTried[q] == m ? bonus : -bonus);
                    }
                    break;
                }
            }
        }
    }
    if (!excluded.isNone()) return searched == 0 ? alpha : best;
    table_.store(pos.key(), toTable(best, ply), bestMove, depth, bound);
    return best;
}

int Searcher::naturalness(const Position& pos, Move move) const {
    const PieceType type = typeOf(pos.pieceOn(move.from()));
    const Color us = pos.sideToMove();
    int natural = 0;
    if (!pos.lastMove().isNone() && move.to() == pos.lastMove().to()) natural += 3;  // recapture
    if (move.kind() == MoveKind::Castling) natural += 3;
    if ((type == Knight || type == Bishop) && relativeRank(us, move.from()) == 0) natural += 2;
    if (type == Pawn && (fileOf(move.to()) == 3 || fileOf(move.to()) == 4) &&
        relativeRank(us, move.from()) == 1)
        natural += 2;
    if (type == King && move.kind() != MoveKind::Castling && pos.fullmoveNumber() < 30)
        natural -= 2;
    if (type == Queen && pos.fullmoveNumber() < 8) natural -= 1;
    if (type == Pawn && (fileOf(move.to()) == 0 || fileOf(move.to()) == 7)) natural -= 1;
    return natural * strength_.naturalBonus / 3;
}

Move Searcher::chooseHumanMove(Position& pos, int depth) {
    // Score every root move with a full window, then prefer natural moves among those that
    // look nearly as good: the kind of choice a club player makes.
    MoveList list;
    generateMoves(pos, list);
    struct Candidate {
        Move move;
        int score;
    };
    std::vector<Candidate> candidates;
    for (Move m : list) {
        if (list.size > 1 && overlooks(pos, m)) continue;
        pos.makeMove(m);
        const int score = -alphaBeta(pos, -kInfinity, kInfinity, std::max(0, depth - 1), 1, true);
        pos.unmakeMove();
        // Out of time: a choice among some of the moves could be absurd; keep the search's.
        if (stopped_) return Move();
        candidates.push_back({m, score});
    }
    if (candidates.empty()) return Move();
    int top = -kInfinity;
    for (const auto& c : candidates) top = std::max(top, c.score);
    Move chosen;
    int chosenValue = -kInfinity;
    for (const auto& c : candidates) {
        if (c.score < top - strength_.rootSpread) continue;
        const int jitter = strength_.rootSpread
                               ? static_cast<int>(mix(seed_ ^ pos.key() ^ c.move.code()) %
                                                  (strength_.rootSpread + 1))
                               : 0;
        const int value = c.score + naturalness(pos, c.move) + jitter;
        if (value > chosenValue) {
            chosenValue = value;
            chosen = c.move;
        }
    }
    return chosen;
}

SearchResult Searcher::search(Position& pos, const SearchLimits& limits,
                              const std::atomic<bool>& stop,
                              const std::function<void(const SearchInfo&)>& onInfo) {
    start_ = Clock::now();
    if (!continuation_) continuation_ = std::make_unique<std::int16_t[]>(kContinuationSize);
    if (!evaluations_) evaluations_ = std::make_unique<EvaluationSlot[]>(kEvaluationSlots);
    if (!pawns_) pawns_ = std::make_unique<PawnCache>();
    stop_ = &stop;
    stopped_ = false;
    completedDepth_ = 0;
    nodes_ = 0;
    rootBest_ = Move();
    planTime(limits, pos.sideToMove());
    nodeLimit_ = limits.nodes;
    if (strength_.maxNodes && (!nodeLimit_ || strength_.maxNodes < nodeLimit_))
        nodeLimit_ = strength_.maxNodes;
    int maxDepth = limits.depth > 0 ? std::min(limits.depth, kMaxPly - 1) : kMaxPly - 1;
    maxDepth = std::min(maxDepth, strength_.maxDepth);
    table_.newSearch();

    SearchResult result;
    MoveList rootMoves;
    generateMoves(pos, rootMoves);
    if (rootMoves.size == 0) return result;
    result.best = rootMoves.moves[0];

    int previous = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        selDepth_ = 0;
        // Aspiration window around the last score, widened on failure.
        int delta = depth >= 4 ? 40 : kInfinity;
        int alpha = std::max(-kInfinity, previous - delta);
        int beta = std::min(kInfinity, previous + delta);
        int score = 0;
        while (true) {
            rootBest_ = Move();  // only a move that raised alpha in this very search counts
            score = alphaBeta(pos, alpha, beta, depth, 0, false);
            if (stopped_) break;
            if (score <= alpha) {
                alpha = std::max(-kInfinity, alpha - delta);
                delta *= 2;
            } else if (score >= beta) {
                beta = std::min(kInfinity, beta + delta);
                delta *= 2;
            } else {
                break;
            }
        }
        if (stopped_) {
            // A move that already beat the previous best in this iteration is trusted.
            if (!rootBest_.isNone() && depth > 1) result.best = rootBest_;
            break;
        }
        previous = score;
        completedDepth_ = depth;
        result.best = pv_[0][0];
        result.ponder = pvLength_[0] > 1 ? pv_[0][1] : Move();
        result.score = score;
        result.depth = depth;
        if (onInfo) {
            SearchInfo info;
            info.depth = depth;
            info.selDepth = selDepth_;
            info.score = score;
            info.nodes = nodes_;
            info.timeMs = elapsedMs();
            info.pv.assign(&pv_[0][0], &pv_[0][0] + pvLength_[0]);
            onInfo(info);
        }
        if (std::abs(score) >= kMateBound && depth > (kMate - std::abs(score)) + 2 &&
            !limits.infinite)
            break;  // a mate found: deeper search will not change it
        if (softMs_ > 0 && limits.moveTimeMs == 0 && elapsedMs() > softMs_ / 2) break;
    }
    if (strength_.limited() && !stopped_) {
        const Move human = chooseHumanMove(pos, result.depth);
        if (!human.isNone() && human != result.best) {
            result.best = human;
            result.ponder = Move();
        }
    }
    // `go infinite` must wait for "stop" before answering (UCI).
    while (limits.infinite && !stop.load())
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    result.nodes = nodes_;
    return result;
}

}  // namespace lt::chess::engine
