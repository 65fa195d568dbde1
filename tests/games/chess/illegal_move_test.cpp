// Why a tried move is illegal: each reason from a position where it is the only one.
#include <gtest/gtest.h>

#include <string_view>

#include "games/chess/chess.h"
#include "games/chess/illegal_move.h"

namespace lt::chess {
namespace {

IllegalReason why(std::string_view fen, std::string_view from, std::string_view to) {
    const Position pos = Position::fromFen(fen);
    const Square f = parseSquare(from), t = parseSquare(to);
    for (Move m : legalMoves(pos)) EXPECT_FALSE(m.from() == f && m.to() == t) << "legal";
    return whyIllegal(pos, f, t);
}

constexpr std::string_view kStart = kStartFen;

TEST(ChessIllegalMove, PiecesThatNeverMoveThatWay) {
    EXPECT_EQ(why(kStart, "e2", "e5"), IllegalReason::NotHowThePieceMoves);
    EXPECT_EQ(why(kStart, "g1", "g3"), IllegalReason::NotHowThePieceMoves);
    const std::string_view afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1";
    EXPECT_EQ(why(afterE4, "f1", "f3"), IllegalReason::NotHowThePieceMoves);
}

TEST(ChessIllegalMove, APieceInTheWay) {
    EXPECT_EQ(why(kStart, "f1", "c4"), IllegalReason::PathBlocked);
    EXPECT_EQ(why(kStart, "a1", "a3"), IllegalReason::PathBlocked);
    EXPECT_EQ(why("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2", "e4"), IllegalReason::PathBlocked);
}

TEST(ChessIllegalMove, PawnRules) {
    EXPECT_EQ(why("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2", "e3"),
              IllegalReason::PawnCannotCaptureAhead);
    EXPECT_EQ(why(kStart, "e2", "d3"), IllegalReason::PawnDiagonalOnlyToTake);
    EXPECT_EQ(why("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3", "e5"),
              IllegalReason::PawnTwoStepsFromStartOnly);
    // The example, e4-e6.
    EXPECT_EQ(why("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1", "e4", "e6"),
              IllegalReason::PawnTwoStepsFromStartOnly);
}

TEST(ChessIllegalMove, TheOwnKing) {
    // The knight on e2 is pinned by the rook on e8.
    EXPECT_EQ(why("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1", "e2", "c3"),
              IllegalReason::KingWouldBeInCheck);
    // The king may not step next to the other king.
    EXPECT_EQ(why("8/8/8/3k4/8/3K4/8/8 w - - 0 1", "d3", "d4"), IllegalReason::KingWouldBeInCheck);
    // In check from the rook on e8: a knight move elsewhere does not answer it.
    EXPECT_EQ(why("4r1k1/8/8/8/8/8/1N6/4K3 w - - 0 1", "b2", "c4"),
              IllegalReason::KingStaysInCheck);
}

TEST(ChessIllegalMove, Castling) {
    EXPECT_EQ(why("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "e1", "g1"),
              IllegalReason::CastlingRightLost);
    EXPECT_EQ(why("4k3/8/8/8/8/8/8/R3K1NR w KQ - 0 1", "e1", "g1"), IllegalReason::CastlingBlocked);
    EXPECT_EQ(why("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1", "g1"),
              IllegalReason::CastlingOutOfCheck);
    EXPECT_EQ(why("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1", "g1"),
              IllegalReason::CastlingThroughCheck);
    EXPECT_EQ(why("2r3k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1", "c1"),
              IllegalReason::CastlingThroughCheck);
}

}  // namespace
}  // namespace lt::chess
