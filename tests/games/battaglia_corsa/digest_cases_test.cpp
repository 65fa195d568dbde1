// The test cases of the rules digest (../shared/rules-digest/cards-ratscrew.md, section 7), one
// test each. Seats: A is 0, B 1, C 2.
#include <gtest/gtest.h>

#include "games/battaglia_corsa/game.h"
#include "games/battaglia_corsa/state.h"
#include "test_support.h"

namespace lt::battaglia_corsa {
namespace {

using test::card;
using test::cardsOf;

class SlapDigestCases : public ::testing::Test {
  protected:
    SlapState position(int players, std::vector<std::string> stacks, PlayerId current = 0) {
        SlapState state(game, players);
        std::vector<std::vector<int>> codes;
        for (const auto& names : stacks) codes.push_back(cardsOf(names));
        state.setPosition(std::move(codes), {}, current);
        return state;
    }
    void turnCards(SlapState& state, int count) {
        for (int i = 0; i < count; ++i) state.apply(turnMove());
    }
    SlapGame game;
};

// 1. Dealing to 3 players from seat 1 (dealer seat 0): 18, 17, 17.
TEST_F(SlapDigestCases, Case1Deal) {
    SlapState state(game, 3);
    EXPECT_EQ(state.stackSize(1), 18);
    EXPECT_EQ(state.stackSize(2), 17);
    EXPECT_EQ(state.stackSize(0), 17);
    EXPECT_EQ(state.currentActor(), 1);
    EXPECT_EQ(dealCounts(5), (std::vector<int>{10, 11, 11, 10, 10}));
    EXPECT_EQ(dealCounts(6), (std::vector<int>{8, 9, 9, 9, 9, 8}));
}

// 2. A turns Q♠; B turns 4♦ and 9♣: A wins the 3 cards and turns next.
TEST_F(SlapDigestCases, Case2ChallengeWon) {
    SlapState state = position(2, {"QS 2C", "4D 9C 5H"});
    turnCards(state, 1);
    EXPECT_EQ(state.challenger(), 0);
    EXPECT_EQ(state.owed(), 2);
    EXPECT_EQ(state.currentActor(), 1);
    turnCards(state, 2);
    EXPECT_EQ(state.phase(), Phase::Take);
    EXPECT_EQ(state.legalMoves(), std::vector<Move>{takeMove()});
    EXPECT_EQ(state.currentActor(), 0);
    state.apply(takeMove());
    EXPECT_EQ(state.lastEvent().kind, Event::Kind::Took);
    EXPECT_EQ(state.lastEvent().count, 3);
    EXPECT_EQ(state.stacks()[0], cardsOf("2C QS 4D 9C"));
    EXPECT_EQ(state.currentActor(), 0);
}

// 3. A turns J♥; B answers K♣; C turns 2♠ 5♦ 7♥: B wins the pile.
TEST_F(SlapDigestCases, Case3ChallengePassedOn) {
    SlapState state = position(3, {"JH 3C", "KC 3D", "2S 5D 7H 3H"});
    turnCards(state, 2);
    EXPECT_EQ(state.challenger(), 1);
    EXPECT_EQ(state.owed(), 3);
    EXPECT_EQ(state.currentActor(), 2);
    turnCards(state, 3);
    EXPECT_EQ(state.currentActor(), 1);
    state.apply(takeMove());
    EXPECT_EQ(state.stacks()[1], cardsOf("3D JH KC 2S 5D 7H"));
}

// 4. A turns 7♣, B 7♦: the first slapper wins the pile; a later slap finds it gone.
TEST_F(SlapDigestCases, Case4SlapByTwo) {
    SlapState state = position(3, {"7C 3C", "7D 3D", "4H 3H"});
    turnCards(state, 2);
    ASSERT_TRUE(state.pairOnTop());
    state.applyClaim(2, slapMove(2, 310));
    EXPECT_EQ(state.lastEvent().kind, Event::Kind::SlapWon);
    EXPECT_EQ(state.stacks()[2], cardsOf("4H 3H 7C 7D"));
    EXPECT_EQ(state.currentActor(), 2);
    EXPECT_FALSE(state.isLegalClaim(0, slapMove(2, 330)));
}

// 5. A turns K♠; B turns 5♠ then 5♥: a slap ends the pile and cancels B's challenge (A7).
TEST_F(SlapDigestCases, Case5SlapInsideChallenge) {
    SlapState state = position(3, {"KS 3C", "5S 5H 9D 3D", "4H 3H"});
    turnCards(state, 3);
    ASSERT_TRUE(state.pairOnTop());
    EXPECT_EQ(state.owed(), 1);
    state.applyClaim(2, slapMove(3, 400));
    EXPECT_EQ(state.challenger(), -1);
    EXPECT_EQ(state.owed(), 0);
    EXPECT_EQ(state.currentActor(), 2);
    EXPECT_EQ(state.stackSize(2), 5);
}

// 6. A turns A♠: B just takes his normal turn; aces set no challenge.
TEST_F(SlapDigestCases, Case6AcesArePlain) {
    SlapState state = position(3, {"AS 3C", "4D 3D", "4H 3H"});
    turnCards(state, 1);
    EXPECT_EQ(state.challenger(), -1);
    EXPECT_EQ(state.currentActor(), 1);
    turnCards(state, 1);
    EXPECT_EQ(state.currentActor(), 2);
}

// 7. A turns Q♣, B answers Q♥: a new challenge for C and a pair to slap.
TEST_F(SlapDigestCases, Case7CourtPair) {
    SlapState state = position(3, {"QC 3C", "QH 3D", "4H 3H"});
    turnCards(state, 2);
    EXPECT_EQ(state.challenger(), 1);
    EXPECT_EQ(state.owed(), 2);
    EXPECT_EQ(state.currentActor(), 2);
    EXPECT_TRUE(state.pairOnTop());
    state.applyClaim(0, slapMove(2, 450));
    EXPECT_EQ(state.stacks()[0], cardsOf("3C QC QH"));
    EXPECT_EQ(state.currentActor(), 0);
}

// 8. B must turn 3 for a King but holds one card, a 6: A wins the pile; B is out (A4).
TEST_F(SlapDigestCases, Case8RunningOutInChallenge) {
    SlapState state = position(3, {"KS 3C", "6D", "4H 3H"});
    turnCards(state, 2);
    EXPECT_EQ(state.phase(), Phase::Take);
    EXPECT_EQ(state.currentActor(), 0);
    EXPECT_EQ(state.outOrder(), std::vector<PlayerId>{1});
    state.apply(takeMove());
    EXPECT_EQ(state.stacks()[0], cardsOf("3C KS 6D"));
    // B is skipped from now on.
    turnCards(state, 1);
    EXPECT_EQ(state.currentActor(), 2);
}

// 9. When one player holds all 52 cards, he wins.
TEST_F(SlapDigestCases, Case9End) {
    std::vector<int> rest;
    for (int code = 0; code < 52; ++code)
        if (code != card("3C")) rest.push_back(code);
    SlapState state(game, 2);
    state.setPosition({{card("3C")}, rest}, {}, 0);
    state.apply(turnMove());
    EXPECT_TRUE(state.isTerminal());
    EXPECT_EQ(state.winner(), 1);
    EXPECT_EQ(state.stackSize(1), 52);
    EXPECT_EQ(state.ranking(), (std::vector<int>{2, 1}));
}

}  // namespace
}  // namespace lt::battaglia_corsa
