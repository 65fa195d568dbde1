// The rules of international draughts, including every worked example of the rules digest.
#include <gtest/gtest.h>

#include <algorithm>

#include "framework/errors.h"
#include "games/draughts/notation.h"
#include "games/draughts/position.h"

namespace lt::draughts {
namespace {

std::vector<std::string> moveTexts(const Position& position) {
    std::vector<std::string> texts;
    for (const Move& move : legalMoves(position)) texts.push_back(moveToText(position, move));
    std::sort(texts.begin(), texts.end());
    return texts;
}

TEST(DraughtsRules, InitialPositionHasNineMoves) {
    EXPECT_EQ(moveTexts(Position::initial()),
              (std::vector<std::string>{"31-26", "31-27", "32-27", "32-28", "33-28", "33-29",
                                        "34-29", "34-30", "35-30"}));
}

TEST(DraughtsRules, MaximumCaptureIsCompulsory) {
    const Position position = parseFen("W:W32:B27,28,17,K1");
    const MoveList moves = legalMoves(position);
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_EQ(moves[0].capturedSquares(), (std::vector<int>{17, 27}));
    EXPECT_EQ(moveToText(position, moves[0]), "32x12");
    EXPECT_EQ(parseMove(position, "32x21x12"), moves[0]);
}

TEST(DraughtsRules, AKingCountsAsOnePiece) {
    const Position position = parseFen("W:W32:BK27,28,19,K3");
    const MoveList moves = legalMoves(position);
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_EQ(moves[0].capturedSquares(), (std::vector<int>{19, 28}));
    EXPECT_EQ(moveToText(position, moves[0]), "32x14");
}

TEST(DraughtsRules, MenCaptureBackwards) {
    const Position position = parseFen("W:W23:B28,K5");
    EXPECT_EQ(moveTexts(position), (std::vector<std::string>{"23x32"}));
}

TEST(DraughtsRules, FlyingKingLandsOnAnySquareBeyond) {
    const Position position = parseFen("W:WK46:B28,1");
    EXPECT_EQ(moveTexts(position),
              (std::vector<std::string>{"46x10", "46x14", "46x19", "46x23", "46x5"}));
}

TEST(DraughtsRules, NoCrowningWhenPassingTheLastRowMidCapture) {
    Position position = parseFen("W:W13:B8,7,K50");
    const MoveList moves = legalMoves(position);
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_EQ(legalMoveDetails(position)[0].path, (std::vector<int>{13, 2, 11}));
    position.play(moves[0]);
    EXPECT_EQ(position.at(11), Piece::WhiteMan);
    EXPECT_EQ(toFen(position), "B:W11:BK50");
}

TEST(DraughtsRules, ManEndingOnTheLastRowIsCrowned) {
    Position position = parseFen("W:W6:BK50");
    position.play(parseMove(position, "6-1"));
    EXPECT_EQ(position.at(1), Piece::WhiteKing);
    Position black = parseFen("B:WK1:B45");
    black.play(parseMove(black, "45-50"));
    EXPECT_EQ(black.at(50), Piece::BlackKing);
}

TEST(DraughtsRules, BlockedSideHasNoMove) {
    EXPECT_TRUE(legalMoves(parseFen("B:W50:B45")).empty());
}

TEST(DraughtsRules, MenMoveOnlyForwardWithoutCapture) {
    EXPECT_EQ(moveTexts(parseFen("W:W28:B1")), (std::vector<std::string>{"28-22", "28-23"}));
    EXPECT_EQ(moveTexts(parseFen("B:W50:B28")), (std::vector<std::string>{"28-32", "28-33"}));
}

TEST(DraughtsRules, FlyingKingMovesAlongFreeDiagonals) {
    // From 28: 4 squares up-left, 5 up-right, 4 down-left (32..46), 4 down-right.
    const Position position = parseFen("W:WK28:B1");
    EXPECT_EQ(legalMoves(position).size(), 17u);
    const Position blocked = parseFen("W:WK28,32:B1");
    // A man on 32 closes the down-left diagonal (4 squares) and can itself step to 27 only.
    EXPECT_EQ(legalMoves(blocked).size(), 17u - 4u + 1u);
}

TEST(DraughtsRules, CapturedPiecesStayUntilTheEndTurkishStrike) {
    // Removing each piece at once would let the king take 4; the rules allow only 3 because
    // a captured piece still blocks the diagonal it lies on.
    const Position position = parseFen("W:WK9:B11,14,18,21,25,32");
    const MoveList moves = legalMoves(position);
    ASSERT_EQ(moves.size(), 2u);
    for (const Move& move : moves) EXPECT_EQ(move.captureCount(), 3);
}

TEST(DraughtsRules, EqualRoutesRemovingTheSamePiecesAreOneMove) {
    // The king can run its loop clockwise or anticlockwise: same start, end and captures.
    const Position position = parseFen("W:WK13,K37:B7,8,19,25,28,39,40");
    const MoveList moves = legalMoves(position);
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_EQ(moveToText(position, moves[0]), "13x13");
    const std::vector<MoveDetail> routes = moveRoutes(position);
    EXPECT_GT(routes.size(), 1u);
    EXPECT_EQ(legalMoveDetails(position).size(), 1u);
}

TEST(DraughtsRules, SameStartAndEndWithDifferentCapturesNeedTheRoute) {
    const Position position = parseFen("W:WK27,K39:B8,13,16,20,33,36,41,43");
    EXPECT_EQ(moveTexts(position), (std::vector<std::string>{"39x17x3x25x48", "39x22x9x25x48"}));
    EXPECT_EQ(parseMove(position, "39x22x9x25x48").capturedSquares().size(), 4u);
    EXPECT_THROW(parseMove(position, "39x48"), InputError);
    EXPECT_NE(parseMove(position, "39x22x48"), parseMove(position, "39x17x48"));
}

TEST(DraughtsRules, MoveCodeRoundTrip) {
    const Position position = parseFen("W:WK27,K39:B8,13,16,20,33,36,41,43");
    for (const Move& move : legalMoves(position)) EXPECT_EQ(Move::fromCode(move.code()), move);
}

TEST(DraughtsRules, HashIsIncremental) {
    Position position = Position::initial();
    position.play(parseMove(position, "32-28"));
    position.play(parseMove(position, "19-23"));
    position.play(parseMove(position, "28x19"));
    const Position rebuilt = parseFen(toFen(position));
    EXPECT_EQ(position.hash(), rebuilt.hash());
    EXPECT_EQ(position, rebuilt);
}

TEST(DraughtsRules, HashAfterMatchesPlay) {
    // A man capture, a crowning, and king moves and captures (with a king captured).
    for (const char* fen : {"W:W32,28,7:B19,23,K12", "W:WK27,K39:B8,13,16,20,33,36,41,K43",
                            "B:WK30,K17:B44,K22,K25"}) {
        const Position position = parseFen(fen);
        for (const Move& move : legalMoves(position)) {
            Position next = position;
            next.play(move);
            EXPECT_EQ(position.hashAfter(move), next.hash())
                << fen << ' ' << moveToText(position, move);
        }
    }
}

}  // namespace
}  // namespace lt::draughts
