// The nine test cases of the rules digest (shared/rules-digest/board-morris.md), one by one.
#include "test_support.h"

namespace lt::morris::test {
namespace {

using Texts = std::vector<std::string>;

// 1. Phase 1: White has a1 and d1 and places g1: a mill; White must remove a Black pawn that
// is not in a Black mill.
TEST(MorrisDigest, Case1PlacingClosesMillAndRemovesPawnOutsideMills) {
    auto state = setUp("W:a1,d1,f4,f6 B:a7,d7,g7,b4 H:5,5 T:W");
    EXPECT_EQ(legalStartingWith(*state, "g1"), Texts({"g1xb4"}));
    play(*state, "g1xb4");
    EXPECT_EQ(formatPosition(state->position()), "W:a1,d1,g1,f4,f6 B:a7,d7,g7 H:4,5 T:B Q:0");
}

// 2. Black has a mill b2-d2-f2 and a lone pawn on g7: White's mill may take g7 only.
TEST(MorrisDigest, Case2OnlyThePawnOutsideTheMillIsRemovable) {
    auto state = setUp("W:a1,d1,g4,c4 B:b2,d2,f2,g7 H:0,0 T:W");
    EXPECT_EQ(legalStartingWith(*state, "g4-g1"), Texts({"g4-g1xg7"}));
}

// 3. Every Black pawn is in a mill: White may remove any of them.
TEST(MorrisDigest, Case3AnyPawnWhenAllAreInMills) {
    auto state = setUp("W:a1,d1,g4,c4 B:b2,d2,f2,a7,d7,g7 H:0,0 T:W");
    EXPECT_EQ(legalStartingWith(*state, "g4-g1"),
              Texts({"g4-g1xa7", "g4-g1xb2", "g4-g1xd2", "g4-g1xd7", "g4-g1xf2", "g4-g1xg7"}));
}

// 4. Phase 2, classic board: a1 moves to d1 or a4, never to b2; with diagonals, b2 too.
TEST(MorrisDigest, Case4StepsFollowTheLines) {
    const std::string position = "W:a1,c4,e4,g7 B:b6,d3,f2,e5 H:0,0 T:W";
    EXPECT_EQ(legalStartingWith(*setUp(position, false), "a1-"), Texts({"a1-a4", "a1-d1"}));
    EXPECT_EQ(legalStartingWith(*setUp(position, true), "a1-"), Texts({"a1-a4", "a1-b2", "a1-d1"}));
}

// 5. White has exactly 3 pawns: any pawn flies to any empty point.
TEST(MorrisDigest, Case5ThreePawnsFly) {
    auto state = setUp("W:a1,c4,e4 B:b6,d3,f2,g7 H:0,0 T:W", false);
    EXPECT_TRUE(state->parseMove("a1-e5").has_value());
    // 3 pawns x 17 empty points, no mill closable (c4 and e4 share no line with a1).
    EXPECT_EQ(state->legalMoves().size(), 51u);
    EXPECT_EQ(legalStartingWith(*state, "a1-").size(), 17u);
}

// 6. A removal leaves Black with 2 pawns (board plus hand): White wins.
TEST(MorrisDigest, Case6TwoPawnsLeftLoses) {
    auto moving = setUp("W:a1,d1,g4,c4 B:b6,f6,g7 H:0,0 T:W", false);
    play(*moving, "g4-g1xb6");
    EXPECT_TRUE(moving->isTerminal());
    EXPECT_EQ(moving->ranking(), std::vector<int>({1, 2}));

    // During placement the pawns in hand count too: 2 on the board + 1 in hand, minus one.
    auto placing = setUp("W:a1,d1,f4,f6 B:b6,e3 H:5,1 T:W", false);
    play(*placing, "g1xb6");
    EXPECT_EQ(placing->position().remaining(1), 2);
    EXPECT_TRUE(placing->isTerminal());
    EXPECT_EQ(placing->ranking(), std::vector<int>({1, 2}));
}

// 7. Black to move in phase 2 with 4 or more pawns and no empty point next to any: Black loses.
TEST(MorrisDigest, Case7BlockedPlayerLoses) {
    auto state = setUp("W:a4,d2,g4,b4,d6,f4 B:a1,d1,g1,b6 H:0,0 T:W", false);
    EXPECT_FALSE(state->isTerminal());
    play(*state, "f4-f6");
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->ranking(), std::vector<int>({1, 2}));

    // With 3 pawns Black would fly, so it cannot be blocked.
    auto flying = setUp("W:a4,d2,g4,b4,d6,f4 B:a1,d1,g1 H:0,0 T:B", false);
    EXPECT_FALSE(flying->isTerminal());
}

// 8. With diagonals, a1-b2-c3 is a mill; on the classic board it is not.
TEST(MorrisDigest, Case8DiagonalMillOnlyWithTheOption) {
    const std::string position = "W:a1,b2 B:g7,d6 H:7,7 T:W";
    EXPECT_EQ(legalStartingWith(*setUp(position, true), "c3"), Texts({"c3xd6", "c3xg7"}));
    EXPECT_EQ(legalStartingWith(*setUp(position, false), "c3"), Texts({"c3"}));
}

// 9. Opening a mill and closing it again gives a new removal.
TEST(MorrisDigest, Case9ReopenedMillRemovesAgain) {
    auto state = setUp("W:a1,d1,g1,f4 B:b4,d6,e4,c5 H:0,0 T:W", false);
    play(*state, "d1-d2");
    play(*state, "b4-b6");
    EXPECT_EQ(legalStartingWith(*state, "d2-d1"),
              Texts({"d2-d1xb6", "d2-d1xc5", "d2-d1xd6", "d2-d1xe4"}));
    play(*state, "d2-d1xd6");
    EXPECT_EQ(state->position().remaining(1), 3);
}

}  // namespace
}  // namespace lt::morris::test
