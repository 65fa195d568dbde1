// Which dice join the crew: 6, then 5, then 4, one of each, in order within a throw or over
// several throws (rules 2-4, S2).
#include <gtest/gtest.h>

#include "games/ship_captain_crew/crew.h"
#include "test_support.h"

namespace lt::shipcaptaincrew::test {
namespace {

TEST(SccCrew, AllThreeInOneThrowLeaveTheCargo) {
    const Boarding b = board(Crew::None, dice({6, 5, 4, 3, 2}));
    EXPECT_EQ(b.crew, Crew::Complete);
    EXPECT_EQ(b.setAside, dice({6, 5, 4}));
    EXPECT_EQ(b.others, dice({3, 2}));
}

TEST(SccCrew, NoShipNothingIsKept) {
    const Boarding b = board(Crew::None, dice({5, 4, 3, 3, 2}));
    EXPECT_EQ(b.crew, Crew::None);
    EXPECT_EQ(b.setAside, DiceCounts{});
    EXPECT_EQ(b.others, dice({5, 4, 3, 3, 2}));
}

TEST(SccCrew, CrewWithoutCaptainIsThrownAgain) {
    const Boarding b = board(Crew::None, dice({6, 4, 4, 1, 2}));
    EXPECT_EQ(b.crew, Crew::Ship);
    EXPECT_EQ(b.setAside, dice({6}));
    EXPECT_EQ(b.others, dice({4, 4, 1, 2}));
}

TEST(SccCrew, OnlyOneDieOfEachValueJoins) {
    const Boarding b = board(Crew::Ship, dice({5, 5, 2, 1}));
    EXPECT_EQ(b.crew, Crew::Captain);
    EXPECT_EQ(b.others, dice({5, 2, 1}));
    // Extra sixes become cargo when the crew completes in the same throw (test case 6).
    const Boarding sixes = board(Crew::None, dice({6, 5, 4, 6, 6}));
    EXPECT_EQ(sixes.crew, Crew::Complete);
    EXPECT_EQ(sixes.others, dice({6, 6}));
}

TEST(SccCrew, EarlierMembersCountForLaterOnes) {
    EXPECT_EQ(board(Crew::Ship, dice({5, 4, 6, 3})).crew, Crew::Complete);
    EXPECT_EQ(board(Crew::Ship, dice({5, 4, 6, 3})).others, dice({6, 3}));
    EXPECT_EQ(board(Crew::Captain, dice({4, 6, 6})).others, dice({6, 6}));
    EXPECT_EQ(board(Crew::Captain, dice({3, 3, 2})).crew, Crew::Captain);
    // A 6 or 5 is not needed again once aboard.
    EXPECT_EQ(board(Crew::Captain, dice({6, 5, 1})).crew, Crew::Captain);
}

TEST(SccCrew, FacesNeededInOrder) {
    EXPECT_EQ(faceNeeded(Crew::None), 6);
    EXPECT_EQ(faceNeeded(Crew::Ship), 5);
    EXPECT_EQ(faceNeeded(Crew::Captain), 4);
    EXPECT_EQ(faceNeeded(Crew::Complete), 0);
}

TEST(SccDice, ThrowsAreMultisetsWithTheirProbabilities) {
    for (int n = 1; n <= kDiceCount; ++n) {
        double sum = 0;
        for (const Throw& t : throwsOf(n)) sum += t.probability;
        EXPECT_NEAR(sum, 1.0, 1e-12);
    }
    EXPECT_EQ(throwsOf(5).size(), 252u);
    EXPECT_EQ(throwsOf(3).size(), 56u);
    EXPECT_EQ(facesText(dice({2, 6, 4, 5, 3})), "6 5 4 3 2");
}

}  // namespace
}  // namespace lt::shipcaptaincrew::test
