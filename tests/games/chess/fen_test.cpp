#include <gtest/gtest.h>

#include "framework/errors.h"
#include "games/chess/movegen.h"
#include "games/chess/position.h"

namespace lt::chess {
namespace {

TEST(ChessFen, RoundTrips) {
    for (std::string_view fen : {
             kStartFen,
             std::string_view(
                 "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
             std::string_view("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"),
             std::string_view("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
             std::string_view("8/8/8/8/8/8/8/K6k b - - 99 150"),
             std::string_view("r3k3/8/8/8/8/8/8/4K2R w Kq - 12 40"),
         }) {
        EXPECT_EQ(Position::fromFen(fen).fen(), fen);
    }
}

TEST(ChessFen, MissingCountersDefaultToZeroAndOne) {
    EXPECT_EQ(Position::fromFen("8/8/8/8/8/8/8/K6k w - -").fen(), "8/8/8/8/8/8/8/K6k w - - 0 1");
}

TEST(ChessFen, StartPositionIsTheDefault) {
    EXPECT_EQ(Position().fen(), kStartFen);
    EXPECT_EQ(Position().key(), Position::fromFen(kStartFen).key());
}

std::string errorOf(std::string_view fen) {
    try {
        Position::fromFen(fen);
    } catch (const InputError& e) {
        return e.what();
    }
    return "no error";
}

TEST(ChessFen, BadFenNamesTheFieldAndTheReason) {
    EXPECT_EQ(errorOf(""),
              "FEN : expected at least 4 fields (placement, side, castling, en passant), got 0");
    EXPECT_EQ(errorOf("rnbqkbnr/pppppppp/8/7/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
              "FEN piece placement: rank 5 has 7 squares, not 8");
    EXPECT_EQ(errorOf("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra"),
              "FEN : more than 6 fields");
    EXPECT_EQ(errorOf("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
              "FEN piece placement: '9' is neither a piece letter nor a count 1-8");
    EXPECT_EQ(errorOf("rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
              "FEN piece placement: rank 7 has 7 squares, not 8");
    EXPECT_EQ(errorOf("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"),
              "FEN piece placement: expected 8 ranks of 8 squares separated by '/'");
    EXPECT_EQ(errorOf("rnbqkbnr/pppppppp/8/5p3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
              "FEN piece placement: rank 5 has more than 8 squares");
    EXPECT_EQ(errorOf("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"),
              "FEN piece placement: 'X' is neither a piece letter nor a count 1-8");
    EXPECT_EQ(errorOf("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w kq - 0 1"),
              "FEN piece placement: White has 0 kings instead of 1");
    EXPECT_EQ(errorOf("P3k3/8/8/8/8/8/8/4K3 w - - 0 1"),
              "FEN piece placement: a pawn stands on a8");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/4K2R x - - 0 1"),
              "FEN side to move: expected 'w' or 'b', got 'x'");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/4K2R w Q - 0 1"),
              "FEN castling: 'Q' needs the king on e1 and a rook on a1");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/4K2R w KK - 0 1"), "FEN castling: 'K' repeated");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/4K2R w Z - 0 1"), "FEN castling: unknown letter 'Z'");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/4K2R w - e9 0 1"),
              "FEN en passant: 'e9' is not a square or '-'");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/4K2R w - e3 0 1"), "FEN en passant: e3 is not on rank 6");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/4K2R w - e6 0 1"),
              "FEN en passant: no pawn can have just passed over e6");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/4K2R w - - x 1"), "FEN halfmove clock: 'x' is not a count");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/4K2R w - - 0 0"),
              "FEN fullmove number: '0' is not a positive move number");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/4K2R w - - 0 99999999999"),
              "FEN fullmove number: '99999999999' is not a positive move number");
    EXPECT_EQ(errorOf("4k2R/8/8/8/8/8/8/4K3 w - - 0 1"),
              "FEN piece placement: the side not to move is in check");
}

TEST(ChessFen, RanksNeedOneCountPerRunOfEmptySquares) {
    EXPECT_EQ(errorOf("rnbqkbnr/pppppppp/8/44/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
              "FEN piece placement: rank 5 has two counts of empty squares in a row");
    EXPECT_EQ(errorOf("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ11NR w KQkq - 0 1"),
              "FEN piece placement: rank 1 has two counts of empty squares in a row");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/4K125 w - - 0 1"),
              "FEN piece placement: rank 1 has two counts of empty squares in a row");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/4K4 w - - 0 1"),
              "FEN piece placement: rank 1 has more than 8 squares");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/3K3 w - - 0 1"),
              "FEN piece placement: expected 8 ranks of 8 squares separated by '/'");
    EXPECT_EQ(Position::fromFen("4k3/8/8/8/8/8/8/1R2K2R w - - 0 1").fen(),
              "4k3/8/8/8/8/8/8/1R2K2R w - - 0 1");
}

TEST(ChessFen, RefusesPlacementsNoGameCanReach) {
    // 263 legal moves, far beyond the 218 of the richest reachable position.
    EXPECT_EQ(errorOf("QQQQQQnk/Q4Qnn/Q5QQ/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1"),
              "FEN piece placement: White has 27 pieces; a side has at most 16");
    EXPECT_EQ(errorOf("rnbqkbnr/pppppppp/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"),
              "FEN piece placement: Black has 24 pieces; a side has at most 16");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1"),
              "FEN piece placement: White has 9 pawns; a side has at most 8");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1"),
              "FEN piece placement: White has 1 piece beyond the initial set (1 queen, 2 rooks, 2 "
              "knights, 1 bishop per square colour) but no pawn missing");
    EXPECT_EQ(errorOf("nnnnk3/ppppppp1/8/8/8/8/8/4K3 w - - 0 1"),
              "FEN piece placement: Black has 2 pieces beyond the initial set (1 queen, 2 rooks, 2 "
              "knights, 1 bishop per square colour) but only 1 pawn missing");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/PPPPPPPP/B1B1K3 w - - 0 1"),
              "FEN piece placement: White has 1 piece beyond the initial set (1 queen, 2 rooks, 2 "
              "knights, 1 bishop per square colour) but no pawn missing");
    EXPECT_EQ(errorOf("qqqrrrrk/pppppp2/8/8/8/8/8/4K3 w - - 0 1"),
              "FEN piece placement: Black has 4 pieces beyond the initial set (1 queen, 2 rooks, 2 "
              "knights, 1 bishop per square colour) but only 2 pawns missing");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/4K2P w - - 0 1"),
              "FEN piece placement: a pawn stands on h1");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/8 w - - 0 1"),
              "FEN piece placement: White has 0 kings instead of 1");
    EXPECT_EQ(errorOf("4k2k/8/8/8/8/8/8/4K3 w - - 0 1"),
              "FEN piece placement: Black has 2 kings instead of 1");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/r3K2r b - - 0 1"),
              "FEN piece placement: the side not to move is in check");
    // The limits themselves are allowed: 8 promoted pieces with no pawn left, bishops of one
    // colour from promotions, the whole initial army.
    EXPECT_NO_THROW(Position::fromFen("7k/6pp/8/8/8/8/QQQQQQQQ/Q3K3 w - - 0 1"));
    EXPECT_NO_THROW(Position::fromFen("4k3/8/8/8/8/8/1PPPPPPP/B1B1K3 w - - 0 1"));
    EXPECT_NO_THROW(Position::fromFen(kStartFen));
}

TEST(ChessMoveList, HoldsTheMostMovesAReachablePositionHas) {
    // The record: 218 legal moves (Petrovic, 1964).
    const Position pos = Position::fromFen("R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1");
    EXPECT_EQ(legalMoves(pos).size(), 218u);
    static_assert(kMaxMoves >= 218);
}

TEST(ChessFen, ErrorCarriesTheField) {
    try {
        Position::fromFen("4k3/8/8/8/8/8/8/4K2R w - - -1 1");
        FAIL();
    } catch (const InputError& e) {
        EXPECT_EQ(e.field(), "FEN halfmove clock");
        EXPECT_EQ(e.reason(), "'-1' is not a count");
    }
}

}  // namespace
}  // namespace lt::chess
