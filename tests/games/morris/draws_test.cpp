// Draws (S6): threefold repetition and 50 phase-2 plies without a removal.
#include "test_support.h"

namespace lt::morris::test {
namespace {

const char* const kShuffle = "W:a1,c4,e4,g7 B:b6,d3,f2,e5 H:0,0 T:W";

TEST(MorrisDraws, ThirdOccurrenceOfAPositionIsADraw) {
    auto state = setUp(kShuffle, false);
    const char* const cycle[] = {"a1-a4", "b6-d6", "a4-a1", "d6-b6"};
    for (int round = 0; round < 2; ++round) {
        for (const char* move : cycle) {
            EXPECT_FALSE(state->isTerminal()) << "round " << round << " before " << move;
            play(*state, move);
        }
    }
    // The start position is back for the third time, with White to move.
    EXPECT_TRUE(state->isTerminal());
    EXPECT_TRUE(state->drawnByRepetition());
    EXPECT_EQ(state->ranking(), std::vector<int>({1, 1}));
    EXPECT_EQ(state->returns(), std::vector<double>({0.0, 0.0}));
}

TEST(MorrisDraws, PlacementOrRemovalForgetsEarlierPositions) {
    // A removal between the repetitions: the count starts again.
    auto state = setUp("W:a1,c4,e4,g7,d7 B:b6,d3,f2,e5 H:0,0 T:W", false);
    for (const char* move : {"a1-a4", "b6-d6", "a4-a1", "d6-b6"}) play(*state, move);
    EXPECT_EQ(state->reversibleHistory().size(), 5u);
    play(*state, "a1-a4");
    play(*state, "b6-d6");
    EXPECT_EQ(state->reversibleHistory().size(), 7u);
    play(*state, "a4-a7xd6");  // closes a7-d7-g7
    EXPECT_EQ(state->reversibleHistory().size(), 1u);
}

TEST(MorrisDraws, FiftyQuietPliesInPhaseTwoDraw) {
    auto state = setUp("W:a1,c4,e4,g7 B:b6,d3,f2,e5 H:0,0 T:W Q:48", false);
    play(*state, "a1-a4");
    EXPECT_FALSE(state->isTerminal());
    EXPECT_EQ(state->position().quietPlies(), 49);
    play(*state, "b6-d6");
    EXPECT_TRUE(state->isTerminal());
    EXPECT_FALSE(state->drawnByRepetition());
    EXPECT_EQ(state->ranking(), std::vector<int>({1, 1}));
}

TEST(MorrisDraws, RemovalResetsTheFiftyPlyCount) {
    auto state = setUp("W:a1,d1,g4,c4 B:b6,d3,f2,e5 H:0,0 T:W Q:49", false);
    play(*state, "g4-g1xb6");
    EXPECT_EQ(state->position().quietPlies(), 0);
    EXPECT_FALSE(state->isTerminal());
}

TEST(MorrisDraws, AWinOnTheFiftiethPlyIsStillAWin) {
    // The blocking move is the 50th quiet ply: blocking decides first.
    auto state = setUp("W:a4,d2,g4,b4,d6,f4 B:a1,d1,g1,b6 H:0,0 T:W Q:49", false);
    play(*state, "f4-f6");
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->ranking(), std::vector<int>({1, 2}));
}

}  // namespace
}  // namespace lt::morris::test
