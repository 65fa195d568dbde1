// The ten test cases of the rules digest, one test each, with the exact positions.
#include "test_support.h"

namespace lt::ludo::test {
namespace {

TEST(LudoDigestCases, Case01_AllInStableRollFivePassesTheTurn) {
    auto state = position({});
    roll(*state, 5);
    EXPECT_TRUE(state->isChanceNode());
    EXPECT_EQ(state->roller(), kGreen);
    for (int i = 0; i < kPawns; ++i) EXPECT_EQ(state->pawn(kRed, i), kStable);
}

TEST(LudoDigestCases, Case02_SixBringsAPawnOutThenFourMovesIt) {
    auto state = position({});
    roll(*state, 6);
    ASSERT_EQ(state->currentActor(), kRed);
    EXPECT_EQ(movesOf(*state), std::vector<LudoMove>{LudoMove::out(0)});
    state->apply(LudoMove::out(0).encode());
    EXPECT_EQ(state->pawn(kRed, 0), 0);
    EXPECT_EQ(state->roller(), kRed);  // the 6 gives another roll
    roll(*state, 4);
    EXPECT_EQ(movesOf(*state), std::vector<LudoMove>{LudoMove::advance(0, 0, 4)});
    state->apply(LudoMove::advance(0, 0, 4).encode());
    EXPECT_EQ(state->pawn(kRed, 0), 4);
    EXPECT_EQ(state->roller(), kGreen);  // no further roll
}

TEST(LudoDigestCases, Case03_PawnThreeAheadStopsAMoveOfFiveJustBehindIt) {
    LudoSetup setup;
    setup.pawns = {{10, S, S, S}, {S, S, S, S}, {S, S, S, S}, {S, S, S, S}};
    auto probe = position(setup);
    setup.pawns[kGreen][0] = seen(*probe, kGreen, 13);
    setup.die = 5;
    auto state = position(setup);
    EXPECT_EQ(movesOf(*state), std::vector<LudoMove>{LudoMove::advance(0, 10, 12)});
    state->apply(LudoMove::advance(0, 10, 12).encode());
    EXPECT_EQ(state->pawn(kRed, 0), 12);
    EXPECT_EQ(state->pawn(kGreen, 0), seen(*state, kGreen, 13));  // nothing captured
}

TEST(LudoDigestCases, Case04_ExactLandingOnAnOpponentCapturesIt) {
    LudoSetup setup;
    setup.pawns = {{10, S, S, S}, {S, S, S, S}, {S, S, S, S}, {S, S, S, S}};
    auto probe = position(setup);
    setup.pawns[kBlue][2] = seen(*probe, kBlue, 13);
    setup.die = 3;
    auto state = position(setup);
    const LudoMove capture = LudoMove::advance(0, 10, 13);
    EXPECT_EQ(movesOf(*state), std::vector<LudoMove>{capture});
    EXPECT_EQ(state->captureBy(capture), (PawnRef{kBlue, 2}));
    state->apply(capture.encode());
    EXPECT_EQ(state->pawn(kRed, 0), 13);
    EXPECT_EQ(state->pawn(kBlue, 2), kStable);
}

TEST(LudoDigestCases, Case05_ExactLandingOnOwnPawnStopsJustBehind) {
    LudoSetup setup;
    setup.pawns = {{10, 13, S, S}, {S, S, S, S}, {S, S, S, S}, {S, S, S, S}};
    setup.die = 3;
    auto state = position(setup);
    EXPECT_EQ(moveOfPawn(*state, 0), LudoMove::advance(0, 10, 12));
    state->apply(LudoMove::advance(0, 10, 12).encode());
    EXPECT_EQ(state->pawn(kRed, 0), 12);
    EXPECT_EQ(state->pawn(kRed, 1), 13);
}

TEST(LudoDigestCases, Case06_ExactArrivalAtTheFoot) {
    LudoSetup setup;
    setup.pawns = {{52, S, S, S}, {S, S, S, S}, {S, S, S, S}, {S, S, S, S}};
    auto four = position(setup);
    roll(*four, 4);  // would pass the foot: no move at all, so the turn passes
    EXPECT_EQ(four->roller(), kGreen);
    EXPECT_EQ(four->pawn(kRed, 0), 52);

    setup.die = 3;
    auto three = position(setup);
    EXPECT_EQ(movesOf(*three), std::vector<LudoMove>{LudoMove::advance(0, 52, kFoot)});
    three->apply(LudoMove::advance(0, 52, kFoot).encode());
    EXPECT_EQ(three->pawn(kRed, 0), kFoot);
}

TEST(LudoDigestCases, Case07_TheStaircaseNeedsExactRolls) {
    LudoSetup setup;
    setup.pawns = {{kFoot, S, S, S}, {S, S, S, S}, {S, S, S, S}, {S, S, S, S}};
    auto two = position(setup);
    roll(*two, 2);
    EXPECT_EQ(two->roller(), kGreen);  // may not climb with a 2
    EXPECT_EQ(two->pawn(kRed, 0), kFoot);

    setup.die = 1;
    auto one = position(setup);
    one->apply(moveOfPawn(*one, 0).encode());
    EXPECT_EQ(one->pawn(kRed, 0), kFoot + 1);

    setup.pawns[kRed][0] = kFoot + 5;
    setup.die = 6;
    auto fromFive = position(setup);
    EXPECT_EQ(moveOfPawn(*fromFive, 0), LudoMove::advance(0, kFoot + 5, kFoot + 6));
    fromFive->apply(LudoMove::advance(0, kFoot + 5, kFoot + 6).encode());
    EXPECT_EQ(fromFive->roller(), kRed);  // a 6: roll again

    fromFive->apply(LudoMove::rollOf(6).encode());
    fromFive->apply(LudoMove::advance(0, kFoot + 6, kCentre).encode());
    EXPECT_EQ(fromFive->pawn(kRed, 0), kCentre);
    EXPECT_EQ(fromFive->pawnsHome(kRed), 1);
    EXPECT_EQ(fromFive->roller(), kRed);
}

TEST(LudoDigestCases, Case08_LastPawnHomeWinsAtOnce) {
    LudoSetup setup;
    setup.pawns = {
        {kCentre, kCentre, kCentre, kFoot + 6}, {S, 3, S, S}, {S, S, S, S}, {S, S, S, S}};
    setup.die = 6;
    auto state = position(setup);
    state->apply(LudoMove::advance(3, kFoot + 6, kCentre).encode());
    ASSERT_TRUE(state->isTerminal());
    EXPECT_EQ(state->ranking(), (std::vector<int>{1, 2, 2, 2}));
    EXPECT_EQ(state->scores(), (std::vector<int>{4, 0, 0, 0}));
    EXPECT_EQ(state->returns(), (std::vector<double>{1.0, -1.0 / 3, -1.0 / 3, -1.0 / 3}));
}

TEST(LudoDigestCases, Case09_CaptureOnTheFootButNeverBeyondIt) {
    LudoSetup setup;
    setup.pawns = {{54, S, S, S}, {S, S, S, S}, {S, S, S, S}, {S, S, S, S}};
    auto probe = position(setup);
    setup.pawns[kBlue][0] = seen(*probe, kBlue, kFoot);
    setup.die = 1;
    auto one = position(setup);
    one->apply(LudoMove::advance(0, 54, kFoot).encode());
    EXPECT_EQ(one->pawn(kRed, 0), kFoot);
    EXPECT_EQ(one->pawn(kBlue, 0), kStable);

    setup.die = 0;
    auto two = position(setup);
    roll(*two, 2);
    EXPECT_EQ(two->roller(), kGreen);  // illegal for the only pawn: the turn passes
    EXPECT_EQ(two->pawn(kRed, 0), 54);
}

TEST(LudoDigestCases, Case10_OwnPawnOnTheStartSquareKeepsTheOthersInTheStable) {
    LudoSetup setup;
    setup.pawns = {{0, S, S, S}, {S, S, S, S}, {S, S, S, S}, {S, S, S, S}};
    setup.die = 6;
    auto state = position(setup);
    EXPECT_EQ(movesOf(*state), std::vector<LudoMove>{LudoMove::advance(0, 0, 6)});
    state->apply(LudoMove::advance(0, 0, 6).encode());
    EXPECT_EQ(state->roller(), kRed);
}

}  // namespace
}  // namespace lt::ludo::test
