// A chess position with its history: bitboards plus a square-indexed board, incremental
// Zobrist key, make/unmake, and the FIDE end-of-game tests. The public API used by the
// game wrapper, the engine, the CLI and (later) a board view.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "games/chess/bitboard.h"
#include "games/chess/types.h"

namespace lt::chess {

inline constexpr std::string_view kStartFen =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

enum class GameStatus {
    Ongoing,
    Checkmate,  // the side to move is mated
    Stalemate,
    ThreefoldRepetition,  // automatic, as the digest proposes (S6)
    FiftyMoveRule,        // 100 plies without capture or pawn move, automatic
    InsufficientMaterial,
};

// How a Chess960 FEN names its castling rights: X-FEN writes K/Q for the outermost rook on
// that side and the rook's file letter otherwise (as lichess does), Shredder-FEN always the
// file letter (HAha). A standard game always writes KQkq.
enum class FenCastling { XFen, Shredder };

class Position {
  public:
    Position();  // the standard initial position
    // Throws InputError naming the FEN field and the reason. With `chess960`, castling
    // rights may belong to any king and rook on the back rank (X-FEN's K/Q name the
    // outermost rook on that side); file letters (Shredder-FEN, X-FEN) make any FEN Chess960.
    static Position fromFen(std::string_view fen, bool chess960 = false);
    std::string fen(FenCastling letters = FenCastling::XFen) const;
    // Whether castling follows the Chess960 rule (and UCI writes it as king takes rook).
    bool isChess960() const { return chess960_; }
    // The rook that castles for `right`, or kNoSquare when that right is gone.
    Square castlingRook(CastlingRight right) const;
    // The squares that must be empty for that castling: those the king and the rook cross
    // or land on, but for the king and that rook themselves.
    Bitboard castlingMustBeEmpty(CastlingRight right) const;
    // The squares the king crosses and lands on, which no enemy piece may attack.
    Bitboard castlingKingPath(CastlingRight right) const;
    // The same position without the moves that led to it (cheap to copy; repetitions
    // before it are forgotten).
    Position withoutHistory() const;

    Color sideToMove() const { return side_; }
    Piece pieceOn(Square s) const { return board_[s]; }
    Bitboard occupied() const { return byColor_[White] | byColor_[Black]; }
    Bitboard pieces(Color c) const { return byColor_[c]; }
    Bitboard pieces(PieceType t) const { return byType_[t]; }
    Bitboard pieces(Color c, PieceType t) const { return byColor_[c] & byType_[t]; }
    Square kingSquare(Color c) const { return lowestSquare(pieces(c, King)); }

    int castlingRights() const { return st().castling; }
    // The square behind a pawn that has just advanced two squares (FEN field 4), or kNoSquare.
    Square enPassantSquare() const { return st().enPassant; }
    int halfmoveClock() const { return st().rule50; }
    int fullmoveNumber() const;
    // Plies played since this position was set up (from FEN or the start).
    int gamePly() const { return static_cast<int>(history_.size()) - 1; }
    std::uint64_t key() const { return st().key; }

    Bitboard checkers() const { return st().checkers; }
    bool inCheck() const { return st().checkers != 0; }
    // Pieces of `c` attacking `s` given `occupancy`.
    Bitboard attackersTo(Square s, Bitboard occupancy) const;
    bool isAttacked(Square s, Color by, Bitboard occupancy) const;
    // Pieces of either colour that are the only blocker between king `c` and an enemy slider.
    Bitboard pinnedPieces(Color c) const;

    // Play a legal move (the caller guarantees legality), and take it back.
    void makeMove(Move move);
    void unmakeMove();
    // Pass the turn (search only, never in check).
    void makeNullMove();
    void unmakeNullMove();
    // The move that led here, or none at the root of the history.
    Move lastMove() const { return st().move; }
    // Every move played since the position was set up (null moves excluded), oldest first.
    std::vector<Move> movesPlayed() const;
    Piece lastCaptured() const { return st().captured; }

    // Whether the current position occurred at least `count` times in total, counting
    // this one; positions are equal when pieces, side, castling and en passant all agree.
    bool repeated(int count) const;
    // Kings alone, a lone minor piece, or bishops all on squares of one colour.
    bool insufficientMaterial() const;
    // The end of game per FIDE with automatic draws (needs the legal moves).
    GameStatus status() const;

    // Whether `move` is legal here (any 16-bit code is accepted).
    bool isLegal(Move move) const;
    // Whether a pseudo-legal en passant capture from `from` leaves the own king safe.
    bool enPassantLegal(Square from) const;

    // Diagram with ranks 8..1, '.' for empty squares, followed by the FEN.
    std::string toString() const;

  private:
    struct Blank {};
    explicit Position(Blank) {}

    struct StateInfo {
        std::uint64_t key = 0;
        Bitboard checkers = 0;
        int castling = 0;
        Square enPassant = kNoSquare;
        int rule50 = 0;
        int pliesFromNull = 0;
        std::uint64_t enPassantKey = 0;  // the part of `key` owed to en passant, or 0
        Piece captured = NoPiece;
        Move move;
    };
    const StateInfo& st() const { return history_.back(); }
    StateInfo& st() { return history_.back(); }

    void put(Piece p, Square s);
    void remove(Square s);
    void relocate(Square from, Square to);
    std::uint64_t computeKey() const;
    // Grants `c` the castling right with the rook on `rook` (its king stands on the back rank).
    void addCastlingRight(Color c, Square rook);
    // Reads FEN field 3 into st().castling.
    void readCastling(std::string_view field);

    // What each castling right needs, set from the FEN (index: the right's bit number).
    struct CastlingSetup {
        Square rook[4] = {kNoSquare, kNoSquare, kNoSquare, kNoSquare};
        Bitboard mustBeEmpty[4] = {};         // between king, rook and their destinations
        Bitboard kingPath[4] = {};            // the squares the king crosses and lands on
        std::array<std::uint8_t, 64> keep{};  // rights that survive a move touching a square
    };
    // Whether the side to move could capture en passant on st().enPassant (affects the key).
    bool enPassantCapturable() const;

    CastlingSetup castling_;
    bool chess960_ = false;
    std::array<Piece, 64> board_{};
    Bitboard byType_[7]{};
    Bitboard byColor_[2]{};
    Color side_ = White;
    int startFullmove_ = 1;
    Color startSide_ = White;
    std::vector<StateInfo> history_;
};

// "e4" for square 28.
std::string squareName(Square s);
// Parses "e4"; kNoSquare when not a square name.
Square parseSquare(std::string_view text);

}  // namespace lt::chess
