// The rules beyond the digest's cases: drops are final, the race's time limit, what the claim
// window asks of the match, and the notation a saved game stores.
#include <gtest/gtest.h>

#include "framework/errors.h"
#include "framework/match.h"
#include "games/rectangle_race/game.h"
#include "games/rectangle_race/state.h"

namespace lt::rectangle_race {
namespace {

class RectangleRules : public ::testing::Test {
  protected:
    RaceGame game;
};

TEST_F(RectangleRules, TheFirstSeatTurnsUpEachCardAndTheRevealHappensByItself) {
    RaceState state(game, 3);
    EXPECT_EQ(state.roller(), 0);
    state.apply(dealMove(5));
    EXPECT_EQ(state.roller(), std::nullopt);
    state.apply(revealMove());
    EXPECT_EQ(state.roller(), 0);
}

TEST_F(RectangleRules, ADropIsFinal) {
    RaceState state(game, 3);
    state.apply(dealMove(5));
    state.applyClaim(0, dropMove(placeOf(0, 1), 1000));
    EXPECT_TRUE(state.claimMoves(0).empty());
    EXPECT_FALSE(state.isLegalClaim(0, dropMove(placeOf(4, 2), 1200)));
}

TEST_F(RectangleRules, DropsAfterTheLimitAndOnTheEmptyCellAreRefused) {
    RaceState state(game, 3);
    state.apply(dealMove(5));
    EXPECT_TRUE(state.isLegalClaim(0, dropMove(placeOf(0, 1), kLastStampMs)));
    EXPECT_FALSE(state.isLegalClaim(0, dropMove(placeOf(0, 1), kLastStampMs + 1)));
    EXPECT_FALSE(state.isLegalClaim(0, dropMove(placeOf(5, 6), 1000)));
}

TEST_F(RectangleRules, TheWindowIsWhatIsLeftOfTheRaceAndClosesWhenAllPawnsAreDown) {
    RaceState state(game, 2);
    EXPECT_EQ(state.claimWindowMs(), 0);
    state.apply(dealMove(5));
    EXPECT_EQ(state.claimWindowMs(), kLastStampMs);
    state.applyClaim(1, dropMove(placeOf(0, 1), 3000));
    EXPECT_EQ(state.claimWindowMs(), kLastStampMs - 3000);
    state.applyClaim(0, dropMove(placeOf(0, 2), 3500));
    EXPECT_EQ(state.claimWindowMs(), 0);
}

TEST_F(RectangleRules, NotationRoundTripsWithStamps) {
    RaceState state(game, 3);
    state.apply(dealMove(22));
    const Move drop = dropMove(placeOf(3, 4), 1830);
    EXPECT_EQ(state.moveToString(drop), "blue 4 @1830");
    EXPECT_EQ(state.parseMove("blue 4 @1830", 1), drop);
    EXPECT_EQ(state.parseMove("purple 6 @1830", 1), std::nullopt);
    EXPECT_EQ(state.parseMove("blue 4 @99999999", 1), std::nullopt);
    EXPECT_EQ(state.moveToString(revealMove(7)), "reveal +7");
}

TEST_F(RectangleRules, AReplayEndsTheSameWay) {
    Match match(game, {}, std::vector<SeatSpec>(3), 42);
    match.playChance();
    const int card = static_cast<const RaceState&>(match.state()).card();
    match.claim(2, dropMove(placeOf(rectangleOfCard(card)), 2222));
    match.claim(0, dropMove(placeOf(rectangleOfCard(card)), 1111));
    match.playChance();
    EXPECT_EQ(match.state().scores(), (std::vector<int>{1, 0, 1}));
    const auto& last = static_cast<const RaceState&>(match.state()).lastEvent();
    EXPECT_EQ(last.right, (std::vector<PlayerId>{0, 2}));
}

TEST_F(RectangleRules, RejectsTooManyOrTooFewSeats) {
    EXPECT_THROW(game.newInitialState({}, 1), InputError);
    EXPECT_THROW(game.newInitialState({}, 7), InputError);
    EXPECT_NO_THROW(game.newInitialState({}, 6));
}

}  // namespace
}  // namespace lt::rectangle_race
