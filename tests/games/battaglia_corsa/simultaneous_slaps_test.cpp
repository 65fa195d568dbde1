// Slaps in the same millisecond (digest A6): the player sitting closer clockwise after the one
// who turned the pair's second card wins, whichever slap the match hears first; the computers
// re-plan such a slap after another player's.
#include <gtest/gtest.h>

#include "games/battaglia_corsa/game.h"
#include "games/battaglia_corsa/reactions.h"
#include "games/battaglia_corsa/state.h"
#include "test_support.h"

namespace lt::battaglia_corsa {
namespace {

using test::card;
using test::cardsOf;

class SimultaneousSlaps : public ::testing::Test {
  protected:
    // A (seat 0) turns 7♣, B (seat 1) turns 7♦: B turned the second card, so C (seat 2) sits
    // closest after him, then A, and B himself last.
    SlapState pairTurnedByB() {
        SlapState state(game, 3);
        state.setPosition({cardsOf("7C 3C"), cardsOf("7D 3D"), cardsOf("4H 3H")}, {}, 0);
        state.apply(turnMove());
        state.apply(turnMove());
        return state;
    }
    SlapGame game;
};

TEST_F(SimultaneousSlaps, TheCloserSeatAfterTheTurnerTakesThePileFromAnEarlierHeardSlap) {
    SlapState state = pairTurnedByB();
    state.applyClaim(0, slapMove(2, 310));
    ASSERT_EQ(state.stacks()[0], cardsOf("3C 7C 7D"));
    // C slapped in the same millisecond and sits closer after B: the pile is his.
    ASSERT_TRUE(state.isLegalClaim(2, slapMove(2, 310)));
    state.applyClaim(2, slapMove(2, 310));
    EXPECT_EQ(state.lastEvent().kind, Event::Kind::SlapWon);
    EXPECT_EQ(state.lastEvent().player, 2);
    EXPECT_EQ(state.lastEvent().other, 0);
    EXPECT_EQ(state.lastEvent().count, 2);
    EXPECT_EQ(state.stacks()[0], cardsOf("3C"));
    EXPECT_EQ(state.stacks()[2], cardsOf("4H 3H 7C 7D"));
    EXPECT_EQ(state.currentActor(), 2);
    // Nobody takes it back now: A is farther, B turned the card.
    EXPECT_FALSE(state.isLegalClaim(0, slapMove(2, 310)));
    EXPECT_FALSE(state.isLegalClaim(1, slapMove(2, 310)));
}

TEST_F(SimultaneousSlaps, AFartherSeatInTheSameMillisecondFindsThePileGone) {
    SlapState state = pairTurnedByB();
    state.applyClaim(2, slapMove(2, 310));
    EXPECT_FALSE(state.isLegalClaim(0, slapMove(2, 310)));
    // The turner of the second card comes last of all.
    EXPECT_FALSE(state.isLegalClaim(1, slapMove(2, 310)));
    EXPECT_EQ(state.stacks()[2], cardsOf("4H 3H 7C 7D"));
}

TEST_F(SimultaneousSlaps, ALaterMillisecondLosesWhereverItSits) {
    SlapState state = pairTurnedByB();
    state.applyClaim(0, slapMove(2, 309));
    EXPECT_FALSE(state.isLegalClaim(2, slapMove(2, 310)));
    EXPECT_FALSE(state.isLegalClaim(2, slapMove(2, 308)));
}

TEST_F(SimultaneousSlaps, TheTieEndsWhenTheNextCardIsTurned) {
    SlapState state = pairTurnedByB();
    state.applyClaim(1, slapMove(2, 310));  // B, the turner, heard first
    state.apply(turnMove());                // B turns again
    EXPECT_FALSE(state.isLegalClaim(2, slapMove(2, 310)));
}

TEST_F(SimultaneousSlaps, AComputerClaimsTheTieAfterAFartherSeatsSlap) {
    // setPosition's pile was turned by the seat before the current one: seat 2 here, so seat 0
    // sits closest after him, then seat 1.
    for (int n = 0; n < 100000; ++n) {
        std::vector<int> pile;
        for (int i = 0; i <= n % 20; ++i) pile.push_back((n / 20 + 3 * i) % 52);
        const int first = n % 52;
        pile.push_back(first);
        pile.push_back((first + 13) % 52);
        SlapState state(game, 3);
        state.setPosition({cardsOf("3C 4C 5C"), cardsOf("3D 4D"), cardsOf("3H 4H")}, pile, 0);
        const auto closer = planSlap(state, 0, "hard");
        const auto farther = planSlap(state, 1, "hard");
        if (!closer || !farther || closer->move != farther->move) continue;
        state.applyClaim(1, farther->move);
        EXPECT_EQ(planSlap(state, 1, "hard"), std::nullopt);
        const auto tie = planSlap(state, 0, "hard");
        ASSERT_TRUE(tie);
        EXPECT_EQ(tie->move, closer->move);
        EXPECT_EQ(tie->delayMs, 0);
        state.applyClaim(0, tie->move);
        EXPECT_EQ(state.lastEvent().player, 0);
        EXPECT_EQ(state.lastEvent().other, 1);
        // And had seat 0 been heard first, seat 1 would plan nothing.
        return;
    }
    FAIL() << "no tie found";
}

}  // namespace
}  // namespace lt::battaglia_corsa
