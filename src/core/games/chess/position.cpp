#include "games/chess/position.h"

#include <algorithm>
#include <bit>
#include <cctype>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/chess/movegen.h"
#include "games/chess/placement_rules.h"
#include "games/chess/zobrist.h"

namespace lt::chess {

namespace {

constexpr std::string_view kPieceChars = " PNBRQK  pnbrqk";

// The bit number of a castling right: the index into Position::CastlingSetup.
int rightIndex(CastlingRight right) {
    return std::countr_zero(static_cast<unsigned>(right));
}

CastlingRight rightFor(Color c, bool kingSide) {
    return c == White ? (kingSide ? WhiteKingSide : WhiteQueenSide)
                      : (kingSide ? BlackKingSide : BlackQueenSide);
}

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
    copy.castling_ = castling_;
    copy.chess960_ = chess960_;
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
        // Lift both, then set both down: in Chess960 either may land where the other stood.
        const Square kingTo = castlingKingTo(m), rookTo = castlingRookTo(m);
        const Piece rook = board_[to];
        remove(from);
        remove(to);
        put(piece, kingTo);
        put(rook, rookTo);
        key ^= z.piece[piece][from] ^ z.piece[piece][kingTo] ^ z.piece[rook][to] ^
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

    const int rights = s.castling & castling_.keep[from] & castling_.keep[to];
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
        const Square kingTo = castlingKingTo(m), rookTo = castlingRookTo(m);
        const Piece king = board_[kingTo], rook = board_[rookTo];
        remove(kingTo);
        remove(rookTo);
        put(king, from);
        put(rook, to);
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

Square Position::castlingRook(CastlingRight right) const {
    return (st().castling & right) ? castling_.rook[rightIndex(right)] : kNoSquare;
}

Bitboard Position::castlingMustBeEmpty(CastlingRight right) const {
    return castling_.mustBeEmpty[rightIndex(right)];
}

Bitboard Position::castlingKingPath(CastlingRight right) const {
    return castling_.kingPath[rightIndex(right)];
}

void Position::addCastlingRight(Color c, Square rook) {
    const Square king = kingSquare(c);
    const CastlingRight right = rightFor(c, rook > king);
    const Move castling(king, rook, MoveKind::Castling);
    const Square kingTo = castlingKingTo(castling), rookTo = castlingRookTo(castling);
    const int i = rightIndex(right);
    castling_.rook[i] = rook;
    castling_.kingPath[i] = between(king, kingTo) | squareBit(kingTo);
    castling_.mustBeEmpty[i] = (castling_.kingPath[i] | between(rook, rookTo) | squareBit(rookTo)) &
                               ~(squareBit(king) | squareBit(rook));
    castling_.keep[king] &= ~(rightFor(c, true) | rightFor(c, false));
    castling_.keep[rook] &= ~right;
    st().castling |= right;
}

void Position::readCastling(std::string_view field) {
    castling_.keep.fill(AllCastling);
    if (field == "-") return;
    for (char c : field) {
        const Color color = std::isupper(static_cast<unsigned char>(c)) ? White : Black;
        const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        const int backRank = color == White ? 0 : 7;
        const Square king = kingSquare(color);
        const std::string quoted = std::string("'") + c + "'";
        Square rook = kNoSquare;
        if (letter == 'K' || letter == 'Q') {
            const bool kingSide = letter == 'K';
            if (!chess960_) {
                const Square standardKing = makeSquare(4, backRank);
                rook = makeSquare(kingSide ? 7 : 0, backRank);
                if (king != standardKing || board_[rook] != makePiece(color, Rook))
                    fenError("castling", quoted + " needs the king on " + squareName(standardKing) +
                                             " and a rook on " + squareName(rook));
            } else {
                if (rankOf(king) != backRank)
                    fenError("castling",
                             quoted + " needs the king on rank " + std::to_string(backRank + 1));
                // X-FEN: the outermost rook on that side of the king.
                for (int file = kingSide ? 7 : 0; file != fileOf(king); file += kingSide ? -1 : 1)
                    if (board_[makeSquare(file, backRank)] == makePiece(color, Rook)) {
                        rook = makeSquare(file, backRank);
                        break;
                    }
                if (rook == kNoSquare)
                    fenError("castling",
                             quoted + " needs a rook on the " + (kingSide ? "king" : "queen") +
                                 "'s side of the king on rank " + std::to_string(backRank + 1));
            }
        } else if (letter >= 'A' && letter <= 'H') {
            rook = makeSquare(letter - 'A', backRank);
            if (rankOf(king) != backRank || board_[rook] != makePiece(color, Rook) ||
                fileOf(king) == letter - 'A')
                fenError("castling", quoted + " needs the king on rank " +
                                         std::to_string(backRank + 1) + " and a rook on " +
                                         squareName(rook));
        } else {
            fenError("castling", std::string("unknown letter '") + c + "'");
        }
        if (st().castling & rightFor(color, rook > king))
            fenError("castling", quoted + " repeated");
        addCastlingRight(color, rook);
    }
}

Position Position::fromFen(std::string_view fen, bool chess960) {
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

    // 3. Castling rights: each needs its king and rook on their back rank (original squares
    // in standard chess). A file letter is Shredder-FEN or X-FEN: Chess960.
    pos.chess960_ = chess960 || std::any_of(fields[2].begin(), fields[2].end(), [](char c) {
                        const char letter =
                            static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
                        return letter >= 'A' && letter <= 'H';
                    });
    pos.readCastling(fields[2]);

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

std::string Position::fen(FenCastling letters) const {
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
    for (CastlingRight right : {WhiteKingSide, WhiteQueenSide, BlackKingSide, BlackQueenSide}) {
        if (!(rights & right)) continue;
        const bool white = right == WhiteKingSide || right == WhiteQueenSide;
        const bool kingSide = right == WhiteKingSide || right == BlackKingSide;
        const Square rook = castling_.rook[rightIndex(right)];
        // X-FEN names a rook by its file when another rook stands further out on its side.
        bool outermost = true;
        for (int file = fileOf(rook) + (kingSide ? 1 : -1); file >= 0 && file < 8;
             file += kingSide ? 1 : -1)
            outermost &= typeOf(board_[makeSquare(file, rankOf(rook))]) != Rook ||
                         colorOf(board_[makeSquare(file, rankOf(rook))]) != (white ? White : Black);
        char letter = kingSide ? 'K' : 'Q';
        if (chess960_ && (letters == FenCastling::Shredder || !outermost))
            letter = static_cast<char>('A' + fileOf(rook));
        out += white ? letter : static_cast<char>(std::tolower(letter));
    }
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
