#include "games/chess/position.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/chess/movegen.h"
#include "games/chess/placement_rules.h"
#include "games/chess/zobrist.h"

namespace lt::chess {

namespace {

constexpr std::string_view kPieceChars = " PNBRQK  pnbrqk";

// Castling rights that survive a move touching a square (king or rook leaving, rook captured).
constexpr std::array<int, 64> makeCastlingMasks() {
    std::array<int, 64> masks{};
    for (int& m : masks) m = AllCastling;
    masks[4] = AllCastling & ~(WhiteKingSide | WhiteQueenSide);
    masks[7] = AllCastling & ~WhiteKingSide;
    masks[0] = AllCastling & ~WhiteQueenSide;
    masks[60] = AllCastling & ~(BlackKingSide | BlackQueenSide);
    masks[63] = AllCastling & ~BlackKingSide;
    masks[56] = AllCastling & ~BlackQueenSide;
    return masks;
}
constexpr std::array<int, 64> kCastlingKeep = makeCastlingMasks();

[[noreturn]] void fenError(std::string_view field, std::string reason) {
    throw InputError(std::move(reason), 0, "FEN " + std::string(field));
}

// Non-negative decimal number of at most 6 digits, or -1.
int parseCount(std::string_view text) {
    if (text.empty() || text.size() > 6) return -1;
    int value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return -1;
        value = value * 10 + (c - '0');
    }
    return value;
}

}  // namespace

std::string squareName(Square s) {
    if (s < 0 || s >= 64) return "-";
    return {char('a' + fileOf(s)), char('1' + rankOf(s))};
}

Square parseSquare(std::string_view text) {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return kNoSquare;
    return makeSquare(text[0] - 'a', text[1] - '1');
}

Position::Position() {
    *this = fromFen(kStartFen);
}

Position Position::withoutHistory() const {
    Position copy{Blank{}};
    copy.board_ = board_;
    std::copy(std::begin(byType_), std::end(byType_), std::begin(copy.byType_));
    std::copy(std::begin(byColor_), std::end(byColor_), std::begin(copy.byColor_));
    copy.side_ = side_;
    copy.startSide_ = side_;
    copy.startFullmove_ = fullmoveNumber();
    copy.history_.reserve(8);
    copy.history_.push_back(st());
    return copy;
}

void Position::put(Piece p, Square s) {
    board_[s] = p;
    byType_[typeOf(p)] |= squareBit(s);
    byColor_[colorOf(p)] |= squareBit(s);
}

void Position::remove(Square s) {
    const Piece p = board_[s];
    byType_[typeOf(p)] ^= squareBit(s);
    byColor_[colorOf(p)] ^= squareBit(s);
    board_[s] = NoPiece;
}

void Position::relocate(Square from, Square to) {
    const Piece p = board_[from];
    const Bitboard change = squareBit(from) | squareBit(to);
    byType_[typeOf(p)] ^= change;
    byColor_[colorOf(p)] ^= change;
    board_[from] = NoPiece;
    board_[to] = p;
}

Bitboard Position::attackersTo(Square s, Bitboard occupancy) const {
    return (pawnAttacks(Black, s) & pieces(White, Pawn)) |
           (pawnAttacks(White, s) & pieces(Black, Pawn)) | (knightAttacks(s) & pieces(Knight)) |
           (kingAttacks(s) & pieces(King)) |
           (bishopAttacks(s, occupancy) & (pieces(Bishop) | pieces(Queen))) |
           (rookAttacks(s, occupancy) & (pieces(Rook) | pieces(Queen)));
}

bool Position::isAttacked(Square s, Color by, Bitboard occupancy) const {
    const Bitboard them = byColor_[by];
    return (pawnAttacks(~by, s) & them & byType_[Pawn]) ||
           (knightAttacks(s) & them & byType_[Knight]) || (kingAttacks(s) & them & byType_[King]) ||
           (bishopAttacks(s, occupancy) & them & (byType_[Bishop] | byType_[Queen])) ||
           (rookAttacks(s, occupancy) & them & (byType_[Rook] | byType_[Queen]));
}

Bitboard Position::pinnedPieces(Color c) const {
    const Square ksq = kingSquare(c);
    const Bitboard them = byColor_[~c];
    Bitboard snipers = ((rookAttacks(ksq, 0) & (byType_[Rook] | byType_[Queen])) |
                        (bishopAttacks(ksq, 0) & (byType_[Bishop] | byType_[Queen]))) &
                       them;
    const Bitboard occ = occupied();
    Bitboard pinned = 0;
    while (snipers) {
        const Bitboard blockers = between(ksq, popLowest(snipers)) & occ;
        if (blockers && !moreThanOne(blockers)) pinned |= blockers;
    }
    return pinned;
}

bool Position::enPassantLegal(Square from) const {
    const Color us = side_;
    const Square to = st().enPassant;
    const Square captured = to - pawnPush(us);
    const Bitboard occ = (occupied() ^ squareBit(from) ^ squareBit(captured)) | squareBit(to);
    return !(attackersTo(kingSquare(us), occ) & byColor_[~us] & ~squareBit(captured));
}

bool Position::enPassantCapturable() const {
    Bitboard capturers = pawnAttacks(~side_, st().enPassant) & pieces(side_, Pawn);
    while (capturers)
        if (enPassantLegal(popLowest(capturers))) return true;
    return false;
}

int Position::fullmoveNumber() const {
    const int plies = gamePly() + (startSide_ == Black ? 1 : 0);
    return startFullmove_ + plies / 2;
}

std::uint64_t Position::computeKey() const {
    std::uint64_t key = 0;
    for (Square s = 0; s < 64; ++s)
        if (board_[s] != NoPiece) key ^= zobrist::keys.piece[board_[s]][s];
    key ^= zobrist::keys.castling[st().castling];
    if (side_ == Black) key ^= zobrist::keys.blackToMove;
    return key ^ st().enPassantKey;
}

void Position::makeMove(Move m) {
    history_.push_back(history_.back());  // the standard allows pushing an own element
    StateInfo& s = history_.back();
    std::uint64_t key = s.key ^ zobrist::keys.blackToMove ^ s.enPassantKey;
    s.rule50 += 1;
    s.pliesFromNull += 1;
    s.move = m;
    s.captured = NoPiece;
    s.enPassant = kNoSquare;
    s.enPassantKey = 0;

    const auto& z = zobrist::keys;
    const Color us = side_;
    const Square from = m.from(), to = m.to();
    const Piece piece = board_[from];

    if (m.kind() == MoveKind::Castling) {
        const bool kingSide = to > from;
        const Square rookFrom = kingSide ? from + 3 : from - 4;
        const Square rookTo = kingSide ? from + 1 : from - 1;
        const Piece rook = board_[rookFrom];
        relocate(from, to);
        relocate(rookFrom, rookTo);
        key ^= z.piece[piece][from] ^ z.piece[piece][to] ^ z.piece[rook][rookFrom] ^
               z.piece[rook][rookTo];
    } else {
        const Square capturedSquare = m.kind() == MoveKind::EnPassant ? to - pawnPush(us) : to;
        const Piece captured = board_[capturedSquare];
        if (captured != NoPiece) {
            remove(capturedSquare);
            key ^= z.piece[captured][capturedSquare];
            s.rule50 = 0;
            s.captured = captured;
        }
        relocate(from, to);
        key ^= z.piece[piece][from] ^ z.piece[piece][to];
        if (typeOf(piece) == Pawn) {
            s.rule50 = 0;
            if ((to ^ from) == 16) s.enPassant = from + pawnPush(us);
            if (m.kind() == MoveKind::Promotion) {
                const Piece promoted = makePiece(us, m.promotion());
                remove(to);
                put(promoted, to);
                key ^= z.piece[piece][to] ^ z.piece[promoted][to];
            }
        }
    }

    const int rights = s.castling & kCastlingKeep[from] & kCastlingKeep[to];
    if (rights != s.castling) {
        key ^= z.castling[s.castling] ^ z.castling[rights];
        s.castling = rights;
    }

    side_ = ~us;
    s.checkers = attackersTo(kingSquare(side_), occupied()) & byColor_[us];
    if (s.enPassant != kNoSquare && enPassantCapturable()) {
        s.enPassantKey = z.enPassantFile[fileOf(s.enPassant)];
        key ^= s.enPassantKey;
    }
    s.key = key;
}

void Position::unmakeMove() {
    const StateInfo& s = st();
    const Move m = s.move;
    side_ = ~side_;
    const Color us = side_;
    const Square from = m.from(), to = m.to();
    if (m.kind() == MoveKind::Castling) {
        const bool kingSide = to > from;
        relocate(to, from);
        relocate(kingSide ? from + 1 : from - 1, kingSide ? from + 3 : from - 4);
    } else {
        if (m.kind() == MoveKind::Promotion) {
            remove(to);
            put(makePiece(us, Pawn), to);
        }
        relocate(to, from);
        if (s.captured != NoPiece)
            put(s.captured, m.kind() == MoveKind::EnPassant ? to - pawnPush(us) : to);
    }
    history_.pop_back();
}

void Position::makeNullMove() {
    StateInfo next = st();
    next.key ^= zobrist::keys.blackToMove ^ next.enPassantKey;
    next.enPassantKey = 0;
    next.enPassant = kNoSquare;
    next.rule50 += 1;
    next.pliesFromNull = 0;
    next.captured = NoPiece;
    next.move = Move();
    next.checkers = 0;
    history_.push_back(next);
    side_ = ~side_;
}

void Position::unmakeNullMove() {
    history_.pop_back();
    side_ = ~side_;
}

std::vector<Move> Position::movesPlayed() const {
    std::vector<Move> moves;
    for (std::size_t i = 1; i < history_.size(); ++i)
        if (!history_[i].move.isNone()) moves.push_back(history_[i].move);
    return moves;
}

bool Position::repeated(int count) const {
    const int end = std::min(st().rule50, st().pliesFromNull);
    const int last = static_cast<int>(history_.size()) - 1;
    int seen = 1;
    for (int back = 4; back <= end && back <= last; back += 2) {
        if (history_[last - back].key == st().key && ++seen >= count) return true;
    }
    return seen >= count;
}

bool Position::insufficientMaterial() const {
    if (byType_[Pawn] | byType_[Rook] | byType_[Queen]) return false;
    const Bitboard minors = byType_[Knight] | byType_[Bishop];
    if (!moreThanOne(minors)) return true;
    // Only bishops, all on one square colour: no mate is possible (FIDE 5.2.2 dead position).
    if (byType_[Knight]) return false;
    return !(byType_[Bishop] & kDarkSquares) || !(byType_[Bishop] & ~kDarkSquares);
}

GameStatus Position::status() const {
    MoveList list;
    generateMoves(*this, list);
    if (list.size == 0) return inCheck() ? GameStatus::Checkmate : GameStatus::Stalemate;
    if (insufficientMaterial()) return GameStatus::InsufficientMaterial;
    if (st().rule50 >= 100) return GameStatus::FiftyMoveRule;
    if (repeated(3)) return GameStatus::ThreefoldRepetition;
    return GameStatus::Ongoing;
}

bool Position::isLegal(Move move) const {
    MoveList list;
    generateMoves(*this, list);
    return list.contains(move);
}

Position Position::fromFen(std::string_view fen) {
    std::vector<std::string_view> fields;
    for (std::size_t i = 0; i < fen.size();) {
        while (i < fen.size() && std::isspace(static_cast<unsigned char>(fen[i]))) ++i;
        const std::size_t start = i;
        while (i < fen.size() && !std::isspace(static_cast<unsigned char>(fen[i]))) ++i;
        if (i > start) fields.push_back(fen.substr(start, i - start));
    }
    if (fields.size() < 4)
        fenError("", "expected at least 4 fields (placement, side, castling, en passant), got " +
                         std::to_string(fields.size()));
    if (fields.size() > 6) fenError("", "more than 6 fields");

    Position pos{Blank{}};
    pos.history_.reserve(256);
    pos.history_.push_back({});
    StateInfo& s = pos.history_.back();

    // 1. Piece placement, rank 8 first.
    const std::string_view placement = fields[0];
    int rank = 7, file = 0;
    bool afterCount = false;  // "44" is no rank: a count follows a piece or starts a rank
    for (char c : placement) {
        const bool isCount = c >= '1' && c <= '8';
        if (isCount && afterCount)
            fenError("piece placement", "rank " + std::to_string(rank + 1) +
                                            " has two counts of empty squares in a row");
        afterCount = isCount;
        if (c == '/') {
            if (file != 8)
                fenError("piece placement", "rank " + std::to_string(rank + 1) + " has " +
                                                std::to_string(file) + " squares, not 8");
            if (--rank < 0) fenError("piece placement", "more than 8 ranks");
            file = 0;
        } else if (isCount) {
            file += c - '0';
            if (file > 8)
                fenError("piece placement",
                         "rank " + std::to_string(rank + 1) + " has more than 8 squares");
        } else {
            const auto index = kPieceChars.find(c);
            if (c == ' ' || index == std::string_view::npos)
                fenError("piece placement",
                         std::string("'") + c + "' is neither a piece letter nor a count 1-8");
            if (file >= 8)
                fenError("piece placement",
                         "rank " + std::to_string(rank + 1) + " has more than 8 squares");
            pos.put(Piece(index), makeSquare(file, rank));
            ++file;
        }
    }
    if (rank != 0 || file != 8)
        fenError("piece placement", "expected 8 ranks of 8 squares separated by '/'");

    // 2. Side to move.
    if (fields[1] == "w") {
        pos.side_ = White;
    } else if (fields[1] == "b") {
        pos.side_ = Black;
    } else {
        fenError("side to move", fmt::format("expected 'w' or 'b', got '{}'", fields[1]));
    }
    if (const std::string reason = unreachableReason(pos); !reason.empty())
        fenError("piece placement", reason);

    // 3. Castling rights: each needs its king and rook on their original squares.
    if (fields[2] != "-") {
        for (char c : fields[2]) {
            int right = 0;
            Square king = 4, rook = 0;
            Color color = White;
            switch (c) {
                case 'K':
                    right = WhiteKingSide, king = 4, rook = 7, color = White;
                    break;
                case 'Q':
                    right = WhiteQueenSide, king = 4, rook = 0, color = White;
                    break;
                case 'k':
                    right = BlackKingSide, king = 60, rook = 63, color = Black;
                    break;
                case 'q':
                    right = BlackQueenSide, king = 60, rook = 56, color = Black;
                    break;
                default:
                    fenError("castling", std::string("unknown letter '") + c + "'");
            }
            if (s.castling & right) fenError("castling", std::string("'") + c + "' repeated");
            if (pos.board_[king] != makePiece(color, King) ||
                pos.board_[rook] != makePiece(color, Rook))
                fenError("castling", std::string("'") + c + "' needs the king on " +
                                         squareName(king) + " and a rook on " + squareName(rook));
            s.castling |= right;
        }
    }

    // 4. En passant target square.
    if (fields[3] != "-") {
        const Square ep = parseSquare(fields[3]);
        if (ep == kNoSquare)
            fenError("en passant", fmt::format("'{}' is not a square or '-'", fields[3]));
        const Color mover = ~pos.side_;  // the side that just advanced two squares
        if (relativeRank(mover, ep) != 2)
            fenError("en passant",
                     squareName(ep) + " is not on rank " + std::string(mover == White ? "3" : "6"));
        const Square pawn = ep + pawnPush(mover), origin = ep - pawnPush(mover);
        if (pos.board_[pawn] != makePiece(mover, Pawn) || pos.board_[ep] != NoPiece ||
            pos.board_[origin] != NoPiece)
            fenError("en passant", "no pawn can have just passed over " + squareName(ep));
        s.enPassant = ep;
    }

    // 5-6. Move counters (optional; 0 and 1 by default).
    if (fields.size() >= 5) {
        s.rule50 = parseCount(fields[4]);
        if (s.rule50 < 0) fenError("halfmove clock", fmt::format("'{}' is not a count", fields[4]));
    }
    if (fields.size() >= 6) {
        pos.startFullmove_ = parseCount(fields[5]);
        if (pos.startFullmove_ < 1)
            fenError("fullmove number",
                     fmt::format("'{}' is not a positive move number", fields[5]));
    }
    pos.startSide_ = pos.side_;

    s.checkers =
        pos.attackersTo(pos.kingSquare(pos.side_), pos.occupied()) & pos.byColor_[~pos.side_];
    if (s.enPassant != kNoSquare && pos.enPassantCapturable())
        s.enPassantKey = zobrist::keys.enPassantFile[fileOf(s.enPassant)];
    s.key = pos.computeKey();
    return pos;
}

std::string Position::fen() const {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = board_[makeSquare(file, rank)];
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            out += kPieceChars[p];
        }
        if (empty) out += char('0' + empty);
        if (rank) out += '/';
    }
    out += side_ == White ? " w " : " b ";
    const int rights = st().castling;
    if (!rights) out += '-';
    if (rights & WhiteKingSide) out += 'K';
    if (rights & WhiteQueenSide) out += 'Q';
    if (rights & BlackKingSide) out += 'k';
    if (rights & BlackQueenSide) out += 'q';
    out += ' ';
    out += st().enPassant == kNoSquare ? "-" : squareName(st().enPassant);
    out += ' ' + std::to_string(st().rule50) + ' ' + std::to_string(fullmoveNumber());
    return out;
}

std::string Position::toString() const {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        out += char('1' + rank);
        for (int file = 0; file < 8; ++file) {
            const Piece p = board_[makeSquare(file, rank)];
            out += ' ';
            out += p == NoPiece ? '.' : kPieceChars[p];
        }
        out += '\n';
    }
    out += "  a b c d e f g h\n";
    return out + fen() + '\n';
}

}  // namespace lt::chess
