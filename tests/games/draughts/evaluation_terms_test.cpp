// The evaluation's terms and patterns: exact counts on set positions, the windows' layout and
// the colour mirror that keeps the evaluation symmetric.
#include <gtest/gtest.h>

#include <map>

#include "games/draughts/evaluation_patterns.h"
#include "games/draughts/evaluation_terms.h"
#include "games/draughts/notation.h"

namespace lt::draughts::eval {
namespace {

struct RecordingSink {
    std::map<int, int> counts;
    void add(int term, int count) {
        if (count != 0) counts[term] += count;
    }
};

std::map<int, int> termsOf(const char* fen, Side side) {
    RecordingSink sink;
    collectSideTerms(parseFen(fen), side, sink);
    return sink.counts;
}

TEST(DraughtsEvaluationTerms, CountsMenFormationsAndSteps) {
    // White men on 32 and 37 (37 backs 32 up), 38 beside 37; Black has one man on 1.
    const auto white = termsOf("W:W32,37,38:B1", Side::White);
    EXPECT_EQ(white.at(kManOnSquare + 31), 1);
    EXPECT_EQ(white.at(kManOnSquare + 36), 1);
    EXPECT_EQ(white.at(kManOnSquare + 37), 1);
    EXPECT_EQ(white.at(kBackedMan), 1);  // 32, backed by 37 and 38
    EXPECT_EQ(white.at(kSupportedMan), 1);
    // 32 steps to 27 or 28; 37 only to 31 (32 is taken); 38 only to 33.
    EXPECT_EQ(white.at(kFreeStep), 4);
    EXPECT_EQ(white.count(kBlockedMan), 0u);
    // Columns 3, 2 and 4: all three on the left half.
    EXPECT_EQ(white.at(kWingImbalance), 3);
    // White's men stand in the cone of Black's man on 1: it is no runaway.
    const auto black = termsOf("W:W32,37,38:B1", Side::Black);
    EXPECT_EQ(black.at(kManOnSquare + 49), 1);  // square 1 seen from Black's side is 50
    EXPECT_EQ(black.count(kRunawayMan), 0u);
}

TEST(DraughtsEvaluationTerms, RunawayManByAdvanceAndTurn) {
    // White's man on 28 (four rows from its own back row) has no Black piece in its cone.
    const auto toMove = termsOf("W:W28:B45", Side::White);
    EXPECT_EQ(toMove.at(kRunawayMan + 10 + 4), 1);
    const auto waiting = termsOf("B:W28:B45", Side::White);
    EXPECT_EQ(waiting.at(kRunawayMan + 4), 1);
    // A Black king can still catch it: no runaway.
    EXPECT_EQ(termsOf("W:W28:BK45", Side::White).count(kRunawayMan + 10 + 4), 0u);
    // Black's man on 45, on the edge, could only step to 50, where a White man stands.
    const auto blocked = termsOf("W:W50:B45", Side::Black);
    EXPECT_EQ(blocked.at(kBlockedMan), 1);
}

TEST(DraughtsEvaluationPatterns, WindowsOfTheInitialPosition) {
    const Position start = Position::initial();
    // Window 0 holds squares 1, 2, 6, 7, 11, 12, 16, 17: all Black (digit 2 everywhere).
    EXPECT_EQ(windowConfiguration(start, 0), 6560);
    // Window 15 holds 34, 35, 39, 40, 44, 45, 49, 50: all White.
    EXPECT_EQ(windowConfiguration(start, 15), 3280);
    // Window 5 (rows 2..5, columns 2..5): 12, 13, 17, 18 Black (digits 0..3), 22, 23 and
    // 27, 28 empty.
    EXPECT_EQ(windowConfiguration(start, 5), 2 * (1 + 3 + 9 + 27));
    EXPECT_EQ(mirroredConfiguration(6560), 3280);
}

TEST(DraughtsEvaluationPatterns, EverySquareIsInAWindow) {
    int covered = 0;
    for (int s = 1; s <= kSquareCount; ++s) {
        Position one;
        one.set(s, Piece::WhiteMan);
        bool seen = false;
        for (int w = 0; w < kWindowCount; ++w) seen = seen || windowConfiguration(one, w) != 0;
        covered += seen;
    }
    EXPECT_EQ(covered, kSquareCount);
}

TEST(DraughtsEvaluationPatterns, MirrorMapsTheTurnedBoard) {
    // Turning a position round and swapping colours turns window w's configuration into
    // the mirror of window 15 - w's.
    const Position position = parseFen("W:W21,28,32,33,37,41,K48:B3,12,17,19,23,K30");
    Position turned;
    for (int s = 1; s <= kSquareCount; ++s) {
        const Piece piece = position.at(s);
        const Piece swapped = piece == Piece::WhiteMan    ? Piece::BlackMan
                              : piece == Piece::WhiteKing ? Piece::BlackKing
                              : piece == Piece::BlackMan  ? Piece::WhiteMan
                              : piece == Piece::BlackKing ? Piece::WhiteKing
                                                          : Piece::None;
        turned.set(kSquareCount + 1 - s, swapped);
    }
    for (int w = 0; w < kWindowCount; ++w) {
        EXPECT_EQ(windowConfiguration(turned, kWindowCount - 1 - w),
                  mirroredConfiguration(windowConfiguration(position, w)))
            << w;
        EXPECT_EQ(mirroredConfiguration(mirroredConfiguration(w * 400)), w * 400);
    }
}

}  // namespace
}  // namespace lt::draughts::eval
