// Moves typed at the board: SAN, its lenient spellings and UCI coordinates, and the reason an
// entry names no move (ambiguous, illegal, castling not allowed, promotion missing).
#include <gtest/gtest.h>

#include <string_view>

#include "games/chess/chess.h"
#include "games/chess/typed_move.h"

namespace lt::chess {
namespace {

using Verdict = TypedMove::Verdict;

TypedMove read(std::string_view fen, std::string_view text, bool chess960 = false) {
    return readTypedMove(Position::fromFen(fen, chess960), text);
}

// The UCI text of the move an entry plays, or "-" when it plays none.
std::string played(std::string_view fen, std::string_view text, bool chess960 = false) {
    const TypedMove typed = read(fen, text, chess960);
    return typed.verdict == Verdict::Legal ? toUci(typed.move, chess960) : "-";
}

TEST(ChessTypedMove, SanAndItsLenientSpellings) {
    EXPECT_EQ(played(kStartFen, "e4"), "e2e4");
    EXPECT_EQ(played(kStartFen, "Nf3"), "g1f3");
    EXPECT_EQ(played(kStartFen, "nf3"), "g1f3");
    EXPECT_EQ(played(kStartFen, "Nf3+"), "g1f3");
    EXPECT_EQ(played(kStartFen, " Ng1-f3 "), "g1f3");
    EXPECT_EQ(played(kStartFen, "e2e4"), "e2e4");
    EXPECT_EQ(played(kStartFen, "e2-e4"), "e2e4");
    EXPECT_EQ(played(kStartFen, "g1f3"), "g1f3");
    const std::string_view open = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    EXPECT_EQ(played(open, "exd5"), "e4d5");
    EXPECT_EQ(played(open, "ed5"), "e4d5");
    EXPECT_EQ(played(open, "e4d5"), "e4d5");
}

TEST(ChessTypedMove, TheBFileBeforeTheBishop) {
    const std::string_view fen = "4k3/8/8/4B3/8/2n5/1P6/4K3 w - - 0 1";
    EXPECT_EQ(played(fen, "bxc3"), "b2c3");
    EXPECT_EQ(played(fen, "Bxc3"), "e5c3");
    EXPECT_EQ(played(fen, "bd6"), "e5d6");  // no pawn goes there: the bishop
    EXPECT_EQ(played(fen, "b4"), "b2b4");
}

TEST(ChessTypedMove, AmbiguousEntriesNameTheCandidates) {
    const std::string_view fen = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
    const TypedMove typed = read(fen, "Nd2");
    ASSERT_EQ(typed.verdict, Verdict::Ambiguous);
    ASSERT_EQ(typed.candidates.size(), 2u);
    EXPECT_EQ(toUci(typed.candidates[0]) + " " + toUci(typed.candidates[1]), "b1d2 f3d2");
    EXPECT_EQ(played(fen, "Nbd2"), "b1d2");
    EXPECT_EQ(played(fen, "nfd2"), "f3d2");
    EXPECT_EQ(played(fen, "N3d2"), "f3d2");
}

TEST(ChessTypedMove, Promotion) {
    const std::string_view fen = "4k3/P7/8/8/8/8/4P3/4K3 w - - 0 1";
    const Move queen(parseSquare("a7"), parseSquare("a8"), MoveKind::Promotion, Queen);
    EXPECT_EQ(read(fen, "a8=Q").move, queen);
    EXPECT_EQ(read(fen, "a8Q").move, queen);
    EXPECT_EQ(read(fen, "a8q").move, queen);
    EXPECT_EQ(read(fen, "a8=q+").move, queen);
    EXPECT_EQ(played(fen, "a8=N"), "a7a8n");
    EXPECT_EQ(played(fen, "a7a8r"), "a7a8r");
    const TypedMove missing = read(fen, "a8");
    EXPECT_EQ(missing.verdict, Verdict::PromotionMissing);
    EXPECT_EQ(squareName(missing.to), "a8");
    EXPECT_EQ(read(fen, "a7a8").verdict, Verdict::PromotionMissing);
    EXPECT_EQ(read(fen, "e3=Q").verdict, Verdict::NotPromoting);
    EXPECT_EQ(read(fen, "a8=K").verdict, Verdict::Unreadable);
}

TEST(ChessTypedMove, Castling) {
    const std::string_view fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    for (std::string_view text : {"O-O", "0-0", "o-o", "OO", "O-O+", "e1g1"})
        EXPECT_EQ(played(fen, text), "e1g1") << text;
    for (std::string_view text : {"O-O-O", "0-0-0", "o-o-o"})
        EXPECT_EQ(played(fen, text), "e1c1") << text;
    const TypedMove lost = read("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "O-O");
    EXPECT_EQ(lost.verdict, Verdict::CastlingNotAllowed);
    EXPECT_TRUE(lost.kingSide);
}

TEST(ChessTypedMove, Chess960CastlingIsTheKingTakingItsRook) {
    // King b1, rooks a1 and h1: O-O puts the king on g1, O-O-O moves it one square right.
    const std::string_view fen = "4k3/8/8/8/8/8/8/RK5R w HA - 0 1";
    const TypedMove shortSide = read(fen, "O-O", true);
    ASSERT_EQ(shortSide.verdict, Verdict::Legal);
    EXPECT_EQ(shortSide.move, Move(parseSquare("b1"), parseSquare("h1"), MoveKind::Castling));
    EXPECT_EQ(played(fen, "O-O-O", true), "b1a1");
    EXPECT_EQ(played(fen, "b1h1", true), "b1h1");
    EXPECT_EQ(played(fen, "b1g1", true), "b1h1");  // onto the king's square
    EXPECT_EQ(played(fen, "b1c1", true), "b1c1");  // a king's step stays a king's step
}

TEST(ChessTypedMove, WhyAnEntryPlaysNothing) {
    const TypedMove farPawn = read(kStartFen, "e5");
    EXPECT_EQ(farPawn.verdict, Verdict::Illegal);
    EXPECT_EQ(squareName(farPawn.from), "e2");
    EXPECT_EQ(farPawn.reason, IllegalReason::NotHowThePieceMoves);

    const TypedMove pinned = read("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "Nf4");
    EXPECT_EQ(pinned.verdict, Verdict::Illegal);
    EXPECT_EQ(pinned.reason, IllegalReason::KingWouldBeInCheck);

    const TypedMove twoKnights = read(kStartFen, "Nd4");
    EXPECT_EQ(twoKnights.verdict, Verdict::NoPieceCanGo);
    EXPECT_EQ(twoKnights.piece, Knight);
    EXPECT_EQ(squareName(twoKnights.to), "d4");

    EXPECT_EQ(read(kStartFen, "Ke2").verdict, Verdict::NoPieceCanGo);  // its own pawn is there
    const TypedMove empty = read(kStartFen, "e3e4");
    EXPECT_EQ(empty.verdict, Verdict::NoOwnPiece);
    EXPECT_EQ(squareName(empty.from), "e3");
    EXPECT_EQ(read(kStartFen, "O-O").verdict, Verdict::CastlingNotAllowed);
    for (std::string_view text : {"", "N", "h", "xyz", "Nf9", "e2e4e5"})
        EXPECT_EQ(read(kStartFen, text).verdict, Verdict::Unreadable) << text;
}

}  // namespace
}  // namespace lt::chess
