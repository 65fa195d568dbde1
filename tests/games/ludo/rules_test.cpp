// Each rule and each house-rule option, on exact positions.
#include "framework/errors.h"
#include "test_support.h"

namespace lt::ludo::test {
namespace {

LudoSetup redOnly(std::array<int, kPawns> red, int die = 0, int players = 4) {
    LudoSetup setup;
    setup.numPlayers = players;
    setup.pawns.assign(players, {S, S, S, S});
    setup.pawns[kRed] = red;
    setup.die = die;
    return setup;
}

TEST(LudoRules, NewGameRedRollsFirstWithEveryPawnStabled) {
    auto state = game().newInitialState({}, 3);
    EXPECT_TRUE(state->isChanceNode());
    EXPECT_EQ(state->roller(), kRed);
    ASSERT_EQ(state->chanceOutcomes().size(), 6u);
    for (const auto& outcome : state->chanceOutcomes())
        EXPECT_DOUBLE_EQ(outcome.probability, 1.0 / 6);
    EXPECT_EQ(state->scores(), (std::vector<int>{0, 0, 0}));
}

TEST(LudoRules, TwoPlayersSitOppositeAndStartSquaresAreFourteenApart) {
    auto two = position(redOnly({S, S, S, S}, 0, 2));
    EXPECT_EQ(two->arm(1), 2);
    EXPECT_EQ(two->loopSquare(1, 0), 28);
    auto four = position({});
    for (PlayerId s = 0; s < 4; ++s) EXPECT_EQ(four->loopSquare(s, 0), 14 * s);
    EXPECT_EQ(four->loopSquare(kGreen, kFoot), 13);  // the foot is just before the start
}

TEST(LudoRules, PawnRightBehindAnotherCannotMove) {
    auto state = position(redOnly({10, 11, S, S}, 4));
    EXPECT_EQ(movesOf(*state), std::vector<LudoMove>{LudoMove::advance(1, 11, 15)});
}

TEST(LudoRules, NoOvertakingEvenWhenTheRollWouldCapture) {
    LudoSetup setup = redOnly({10, S, S, S}, 5);
    auto probe = position(setup);
    setup.pawns[kGreen][0] = seen(*probe, kGreen, 12);
    setup.pawns[kYellow][0] = seen(*probe, kYellow, 15);
    auto state = position(setup);
    EXPECT_EQ(movesOf(*state), std::vector<LudoMove>{LudoMove::advance(0, 10, 11)});
    EXPECT_EQ(state->captureBy(LudoMove::advance(0, 10, 11)), std::nullopt);
}

TEST(LudoRules, ExactArrivalIsCheckedBeforeBlocking) {
    // A blocker at 53 would stop a 5 at 52, but 51 + 5 overshoots the foot: no move (S9).
    LudoSetup setup = redOnly({51, S, S, S});
    auto probe = position(setup);
    setup.pawns[kGreen][0] = seen(*probe, kGreen, 53);
    auto state = position(setup);
    roll(*state, 5);
    EXPECT_EQ(state->roller(), kGreen);
    EXPECT_EQ(state->pawn(kRed, 0), 51);
}

TEST(LudoRules, OnASixThePlayerChoosesBetweenOutAndMoving) {
    auto state = position(redOnly({20, S, S, S}, 6));
    EXPECT_EQ(movesOf(*state),
              (std::vector<LudoMove>{LudoMove::out(1), LudoMove::advance(0, 20, 26)}));
    state->apply(LudoMove::advance(0, 20, 26).encode());
    EXPECT_EQ(state->roller(), kRed);
}

TEST(LudoRules, OutCapturesAnOpponentOnTheStartSquare) {
    LudoSetup setup = redOnly({S, S, S, S}, 6);
    auto probe = position(setup);
    setup.pawns[kYellow][1] = seen(*probe, kYellow, 0);
    auto state = position(setup);
    EXPECT_EQ(state->captureBy(LudoMove::out(0)), (PawnRef{kYellow, 1}));
    state->apply(LudoMove::out(0).encode());
    EXPECT_EQ(state->pawn(kRed, 0), 0);
    EXPECT_EQ(state->pawn(kYellow, 1), kStable);
}

TEST(LudoRules, UnusableSixStillGivesAnotherRoll) {
    auto stuck = position(redOnly({kFoot + 2, kCentre, kCentre, kCentre}, 0, 2));
    roll(*stuck, 6);
    EXPECT_TRUE(stuck->isChanceNode());
    EXPECT_EQ(stuck->roller(), kRed);
}

TEST(LudoRules, SixesHaveNoLimitByDefault) {
    auto state = position({});
    for (int i = 0; i < 4; ++i) {
        roll(*state, 6);
        state->apply(movesOf(*state).front().encode());
        EXPECT_EQ(state->roller(), kRed);
    }
    EXPECT_EQ(state->sixesInRow(), 4);
}

TEST(LudoRules, ThreeSixesOptionLosesTheThirdSix) {
    Options options;
    options.set("three-sixes", "true");
    const Rules rules = game().rulesFrom(options);
    auto state = position({}, rules);
    for (int i = 0; i < 2; ++i) {
        roll(*state, 6);
        state->apply(movesOf(*state).front().encode());
    }
    roll(*state, 6);
    EXPECT_EQ(state->roller(), kGreen);
    EXPECT_EQ(state->sixesInRow(), 0);
    EXPECT_EQ(state->pawn(kRed, 0), 6);  // out, then moved 6; the third 6 moved nothing
    EXPECT_EQ(state->pawn(kRed, 1), kStable);
}

TEST(LudoRules, OccupiedStepCannotBeEntered) {
    // The 3 that would take pawn 1 from step 2 to step 3 finds pawn 2 there.
    auto state = position(redOnly({kFoot + 2, kFoot + 3, 20, S}, 3));
    EXPECT_EQ(movesOf(*state), std::vector<LudoMove>{LudoMove::advance(2, 20, 23)});
}

TEST(LudoRules, SequentialStaircaseNeedsTheNextStepsNumber) {
    auto state = position(redOnly({kFoot + 2, 30, S, S}, 5));
    EXPECT_EQ(movesOf(*state), std::vector<LudoMove>{LudoMove::advance(1, 30, 35)});
}

TEST(LudoRules, JumpStaircaseOption) {
    Options options;
    options.set("staircase", "jump");
    const Rules rules = game().rulesFrom(options);
    EXPECT_EQ(rules.staircase, Staircase::Jump);
    auto fromFoot = position(redOnly({kFoot, S, S, S}, 4), rules);
    EXPECT_EQ(movesOf(*fromFoot), std::vector<LudoMove>{LudoMove::advance(0, kFoot, kFoot + 4)});
    auto fromTwo = position(redOnly({kFoot + 2, S, S, S}, 5), rules);
    EXPECT_EQ(movesOf(*fromTwo), std::vector<LudoMove>{LudoMove::advance(0, kFoot + 2, kFoot + 5)});
    // Lower or equal rolls do not climb; a pawn on the way blocks (no overtaking).
    auto low = position(redOnly({kFoot + 3, 20, S, S}, 2), rules);
    EXPECT_EQ(movesOf(*low), std::vector<LudoMove>{LudoMove::advance(1, 20, 22)});
    auto blocked = position(redOnly({kFoot, kFoot + 2, 20, S}, 4), rules);
    EXPECT_EQ(movesOf(*blocked), (std::vector<LudoMove>{LudoMove::advance(1, kFoot + 2, kFoot + 4),
                                                        LudoMove::advance(2, 20, 24)}));
}

TEST(LudoRules, FootIsAnOrdinarySquareForOtherColours) {
    // Green walks past Red's foot, and is blocked by a Red pawn waiting there.
    LudoSetup setup = redOnly({kFoot, S, S, S}, 0);
    auto probe = position(setup);
    const int greenAt = seen(*probe, kGreen, 52);
    setup.pawns[kGreen][0] = greenAt;
    setup.turn = kGreen;
    setup.die = 5;
    auto state = position(setup);
    EXPECT_EQ(movesOf(*state), std::vector<LudoMove>{LudoMove::advance(0, greenAt, greenAt + 2)});
    setup.die = 3;
    auto capture = position(setup);
    EXPECT_EQ(capture->captureBy(moveOfPawn(*capture, 0)), (PawnRef{kRed, 0}));
}

TEST(LudoRules, FinishedSeatsAreSkippedWhenPlayingOnForPlaces) {
    Options options;
    options.set("play-on", "true");
    const Rules rules = game().rulesFrom(options);
    LudoSetup setup;
    setup.numPlayers = 3;
    setup.pawns = {
        {kCentre, kCentre, kCentre, kFoot + 6}, {S, S, S, S}, {kCentre, kCentre, kCentre, kCentre}};
    setup.finishOrder = {2};
    setup.turn = kRed;
    setup.die = 6;
    auto state = position(setup, rules);
    state->apply(LudoMove::advance(3, kFoot + 6, kCentre).encode());
    ASSERT_TRUE(state->isTerminal());  // only Green is left: it takes last place
    EXPECT_EQ(state->ranking(), (std::vector<int>{2, 3, 1}));
    EXPECT_EQ(state->scores(), (std::vector<int>{4, 0, 4}));

    LudoSetup early = setup;
    early.numPlayers = 4;
    early.pawns.push_back({S, S, S, S});
    auto more = position(early, rules);
    more->apply(LudoMove::advance(3, kFoot + 6, kCentre).encode());
    EXPECT_FALSE(more->isTerminal());
    EXPECT_EQ(more->roller(), kGreen);  // no extra roll for a finished seat
    roll(*more, 3);
    EXPECT_EQ(more->roller(), kBlue);  // Yellow (finished) is skipped
}

TEST(LudoRules, BadOptionsAndPlayerCountsAreInputErrors) {
    EXPECT_THROW(game().newInitialState({}, 1), InputError);
    EXPECT_THROW(game().newInitialState({}, 5), InputError);
    Options bad;
    bad.set("staircase", "lift");
    EXPECT_THROW(game().newInitialState(bad, 4), InputError);
    Options unknown;
    unknown.set("bounce", "true");
    EXPECT_THROW(game().newInitialState(unknown, 4), InputError);
}

TEST(LudoRules, ImpossibleSetupsAreInputErrors) {
    EXPECT_THROW(position(redOnly({10, 10, S, S})), InputError);
    EXPECT_THROW(position(redOnly({kFoot + 1, kFoot + 1, S, S})), InputError);
    EXPECT_THROW(position(redOnly({70, S, S, S})), InputError);
    EXPECT_THROW(position(redOnly({S, S, S, S}, 5)), InputError);  // no move with this die
    LudoSetup home = redOnly({kCentre, kCentre, kCentre, kCentre});
    EXPECT_THROW(position(home), InputError);  // home but not marked finished
    home.finishOrder = {kRed};
    home.turn = kGreen;
    EXPECT_THROW(position(home), InputError);  // finished, yet the game would go on
}

TEST(LudoRules, IllegalMovesAreRejected) {
    auto state = position(redOnly({10, S, S, S}, 3));
    EXPECT_THROW(state->apply(LudoMove::advance(0, 10, 12).encode()), IllegalMove);
    EXPECT_THROW(state->apply(LudoMove::rollOf(3).encode()), IllegalMove);
    EXPECT_THROW(state->apply(0xFFFF'FFFF'FFFFull), IllegalMove);
}

}  // namespace
}  // namespace lt::ludo::test
