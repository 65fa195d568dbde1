// The evaluation's terms: exact counts on set positions.
#include <gtest/gtest.h>

#include <map>

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

}  // namespace
}  // namespace lt::draughts::eval
