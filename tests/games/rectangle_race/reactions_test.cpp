// The computers' drops (rules digest §5.5): their times by level, re-planning gives the same
// drop, a full choice costs a moment and the next place, and the levels' accuracy.
#include <gtest/gtest.h>

#include "framework/rng.h"
#include "games/rectangle_race/game.h"
#include "games/rectangle_race/race_simulation.h"
#include "games/rectangle_race/reactions.h"

namespace lt::rectangle_race {
namespace {

class RectangleReactions : public ::testing::Test {
  protected:
    RaceGame game;
};

// Over the 35 cards: the median drop time of each level (1.2 s + the level's median after the
// card settles), and how often it picks the right place on empty boards.
TEST_F(RectangleReactions, TimesAndAccuracyByLevel) {
    struct Expect {
        const char* level;
        int medianMs;
        double minRight, maxRight;
    };
    for (const Expect& e : {Expect{"easy", 3500, 0.45, 0.65}, Expect{"medium", 3000, 0.78, 0.93},
                            Expect{"hard", 2600, 0.97, 1.0}}) {
        std::vector<int> times;
        int right = 0;
        for (int first = 1; first <= 20; ++first) {
            RaceState state(game, 6);
            state.apply(dealMove(first));
            state.apply(revealMove());
            for (int card = 1; card <= kCards; ++card) {
                if (card == first) continue;
                RaceState race = state;
                race.apply(dealMove(card));
                const auto plan = planDrop(race, 0, e.level);
                ASSERT_TRUE(plan);
                times.push_back(dropStamp(plan->move));
                right += dropPlace(plan->move) == placeOf(rectangleOfCard(card));
            }
        }
        std::sort(times.begin(), times.end());
        const int median = times[times.size() / 2];
        EXPECT_NEAR(median, e.medianMs, 200) << e.level;
        const double share = static_cast<double>(right) / static_cast<double>(times.size());
        EXPECT_GE(share, e.minRight) << e.level;
        EXPECT_LE(share, e.maxRight) << e.level;
    }
}

TEST_F(RectangleReactions, ReplanningAfterAnotherDropGivesTheSameDrop) {
    RaceState state(game, 4);
    state.apply(dealMove(22));
    const auto before = planDrop(state, 3, "medium");
    ASSERT_TRUE(before);
    state.applyClaim(0, dropMove(placeOf(0, 1), 800));
    const auto after = planDrop(state, 3, "medium");
    ASSERT_TRUE(after);
    EXPECT_EQ(after->move, before->move);
    EXPECT_EQ(after->delayMs, before->delayMs - 800);
}

TEST_F(RectangleReactions, AFullChoiceCostsAMomentAndTakesTheNextPlace) {
    RaceState state(game, 2);
    state.apply(dealMove(22));
    const auto free = planDrop(state, 1, "hard");
    ASSERT_TRUE(free);
    const int chosen = dropPlace(free->move);
    state.applyClaim(0, dropMove(chosen, 600));
    const auto next = planDrop(state, 1, "hard");
    ASSERT_TRUE(next);
    EXPECT_NE(dropPlace(next->move), chosen);
    EXPECT_GE(dropStamp(next->move), dropStamp(free->move) + 300);
    EXPECT_LE(dropStamp(next->move), dropStamp(free->move) + 600);
}

TEST_F(RectangleReactions, HardWinsMoreCardsThanEasyInASimulatedGame) {
    int hard = 0, easy = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        RaceState state(game, 2);
        Rng rng(seed);
        while (!state.isTerminal()) {
            const auto outcomes = state.chanceOutcomes();
            state.apply(outcomes[rng.below(outcomes.size())].move);
            runRace(state, {"hard", "easy"});
        }
        hard += state.scores()[0];
        easy += state.scores()[1];
    }
    EXPECT_GT(hard, 2 * easy);
}

}  // namespace
}  // namespace lt::rectangle_race
