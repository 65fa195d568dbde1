// The turn policies and computer players: the expected miles of a turn checked against an
// independent count over every ordered throw, the exact re-throw decisions, Easy's habit, and
// Hard playing for the win where Medium plays for miles.
#include <gtest/gtest.h>

#include <map>

#include "framework/view.h"
#include "games/ship_captain_crew/ai/agent.h"
#include "games/ship_captain_crew/ai/turn_policy.h"
#include "games/ship_captain_crew/ai/win_table.h"
#include "test_support.h"

namespace lt::shipcaptaincrew::test {
namespace {

using ai::Level;
using ai::TurnPolicy;

// Expected miles without cargo re-throws, by walking every ordered throw of the remaining dice
// and applying the rule die by die: a 6 if no ship, a 5 once the ship is in, a 4 once the
// captain is in (independent of the multiset code under test).
double plainExpectedMiles(int held, int throwsLeft) {
    static std::map<std::pair<int, int>, double> memo;
    if (auto known = memo.find({held, throwsLeft}); known != memo.end()) return known->second;
    const int n = 5 - held;
    int cases = 1;
    for (int i = 0; i < n; ++i) cases *= 6;
    double total = 0;
    for (int code = 0; code < cases; ++code) {
        std::vector<int> faces;
        for (int i = 0, c = code; i < n; ++i, c /= 6) faces.push_back(c % 6 + 1);
        int aboard = held;
        std::vector<bool> used(n, false);
        for (int need = 6 - aboard; aboard < 3; ++aboard, --need) {
            int found = -1;
            for (int i = 0; i < n && found < 0; ++i)
                if (!used[i] && faces[i] == need) found = i;
            if (found < 0) break;
            used[found] = true;
        }
        if (aboard == 3) {
            int cargo = 0;
            for (int i = 0; i < n; ++i)
                if (!used[i]) cargo += faces[i];
            total += cargo;
        } else if (throwsLeft > 1) {
            total += plainExpectedMiles(aboard, throwsLeft - 1);
        }
    }
    return memo[{held, throwsLeft}] = total / cases;
}

TEST(SccTurnPolicy, PlainTurnMatchesAnIndependentCount) {
    const TurnPolicy plain(ai::milesUtility(), false);
    EXPECT_NEAR(plain.startValue(), plainExpectedMiles(0, 3), 1e-12);
    EXPECT_NEAR(plain.valueBeforeThrow(Crew::Captain, 1), plainExpectedMiles(2, 1), 1e-12);
    double sum = 0, mean = 0;
    for (int m = 0; m <= ai::kMaxMiles; ++m)
        sum += plain.distribution()[m], mean += m * plain.distribution()[m];
    EXPECT_NEAR(sum, 1.0, 1e-12);
    EXPECT_NEAR(mean, plain.startValue(), 1e-12);
    EXPECT_EQ(plain.distribution()[1], 0.0);
}

TEST(SccTurnPolicy, ExpectedMilesOfATurn) {
    const TurnPolicy plain(ai::milesUtility(), false);
    const TurnPolicy best(ai::milesUtility(), true);
    EXPECT_NEAR(plain.startValue(), 3.483727795776, 1e-9);
    EXPECT_NEAR(best.startValue(), 4.316351145399, 1e-9);
    // Chance of sailing at all: the same with or without re-throws.
    EXPECT_NEAR(1 - best.distribution()[0], 1 - plain.distribution()[0], 1e-12);
    EXPECT_NEAR(1 - best.distribution()[0], 0.539975107999, 1e-9);
}

TEST(SccTurnPolicy, ExpectedMilesOfTheLevelsBelowHard) {
    // Exact values of each habit, checked against an independent brute-force expectimax over
    // every ordered throw: Easy's timid habit < Medium's rule of thumb < Hard's optimum.
    const TurnPolicy easy = TurnPolicy::following(
        ai::milesUtility(),
        [](int low, int high, int /*throwsLeft*/) { return ai::timidMove(low, high); });
    const TurnPolicy medium = TurnPolicy::following(
        ai::milesUtility(),
        [](int low, int high, int /*throwsLeft*/) { return ai::thresholdMove(low, high); });
    EXPECT_NEAR(easy.startValue(), 3.734704606348, 1e-9);
    EXPECT_NEAR(medium.startValue(), 4.062074473429, 1e-9);
    double mean = 0;
    for (int m = 0; m <= ai::kMaxMiles; ++m) mean += m * medium.distribution()[m];
    EXPECT_NEAR(mean, medium.startValue(), 1e-12);
    // The habits follow their rule, not the best choice.
    EXPECT_EQ(medium.bestMove(5, 1, 2), SccMove::reroll(dice({5, 1})));
    EXPECT_EQ(easy.bestMove(3, 1, 1), SccMove::reroll(dice({1})));
    EXPECT_EQ(easy.bestMove(4, 1, 1), SccMove::stop());
}

TEST(SccTurnPolicy, RethrowDecisionsForTheMostMiles) {
    const TurnPolicy best(ai::milesUtility(), true);
    // One throw left: a die is worth throwing again when it shows 3 or less (3.5 on average).
    EXPECT_EQ(best.bestMove(3, 6, 1), SccMove::reroll(dice({3})));
    EXPECT_EQ(best.bestMove(4, 6, 1), SccMove::stop());
    EXPECT_EQ(best.bestMove(4, 5, 1), SccMove::stop());
    EXPECT_EQ(best.bestMove(3, 4, 1), SccMove::reroll(dice({3})));
    EXPECT_EQ(best.bestMove(1, 1, 1), SccMove::reroll(dice({1, 1})));
    EXPECT_EQ(best.bestMove(2, 3, 1), SccMove::reroll(dice({2, 3})));
    EXPECT_NEAR(best.cargoValue(3, 6, 1), 9.5, 1e-12);
    EXPECT_NEAR(best.cargoValue(1, 1, 1), 7.0, 1e-12);
    // Two throws left: a die is worth 4.25 (throw, then keep 4-6 or throw again), so a 4 goes
    // back into the cup too.
    EXPECT_EQ(best.bestMove(4, 6, 2), SccMove::reroll(dice({4})));
    EXPECT_EQ(best.bestMove(5, 6, 2), SccMove::stop());
    EXPECT_NEAR(best.cargoValue(4, 6, 2), 6 + 4.25, 1e-12);
    EXPECT_EQ(best.bestMove(6, 6, 2), SccMove::stop());
    EXPECT_EQ(best.bestMove(6, 6, 0), SccMove::stop());
}

TEST(SccWinTable, ValuesForTwoPlayers) {
    const ai::WinTable table(2 * kRounds, true);
    // The last turn, level: anything but a failed turn wins.
    const TurnPolicy best(ai::milesUtility(), true);
    EXPECT_NEAR(table.startOfTurn(1, 0), 1 - best.distribution()[0] / 2, 1e-12);
    EXPECT_NEAR(table.startOfTurn(1, -13), 0.0, 1e-12);
    EXPECT_NEAR(table.startOfTurn(1, 1), 1.0, 1e-12);
    EXPECT_NEAR(table.startOfTurn(2 * kRounds, 0), 0.499030635214, 1e-9);
    for (int lead = -30; lead < 30; ++lead)
        EXPECT_LE(table.startOfTurn(7, lead), table.startOfTurn(7, lead + 1) + 1e-12);
}

class SccAgentTest : public ::testing::Test {
  protected:
    SccGame game_;

    SccMove decide(const std::string& level, const SccState& state) {
        auto agent = game_.makeAgent(level);
        FullView view(state.seatToPlay(), state.clone());
        std::atomic<bool> stop{false};
        Rng rng(1);
        return decode(agent->chooseMove(view, stop, rng));
    }
};

TEST_F(SccAgentTest, EachLevelHasItsOwnRuleForTheCargo) {
    // 6 + 1: Easy and Medium sail, Hard throws the 1 again.
    auto state = newGame(game_);
    play(*state, "roll 6 5 4 6 1");
    EXPECT_EQ(decide("easy", *state), SccMove::stop());
    EXPECT_EQ(decide("medium", *state), SccMove::stop());
    EXPECT_EQ(decide("hard", *state), SccMove::reroll(dice({1})));
    // 5 + 1: Easy sails, Medium throws both cargo dice, Hard the 1 only.
    state = newGame(game_);
    play(*state, "roll 6 5 4 5 1");
    EXPECT_EQ(decide("easy", *state), SccMove::stop());
    EXPECT_EQ(decide("medium", *state), SccMove::reroll(dice({5, 1})));
    EXPECT_EQ(decide("hard", *state), SccMove::reroll(dice({1})));
    // 3 + 1: Easy throws the lower die only, Medium both.
    state = newGame(game_);
    play(*state, "roll 6 5 4 3 1");
    EXPECT_EQ(decide("easy", *state), SccMove::reroll(dice({1})));
    EXPECT_EQ(decide("medium", *state), SccMove::reroll(dice({3, 1})));
}

TEST_F(SccAgentTest, HardPlaysForTheWinOnTheLastTurn) {
    auto state = newGame(game_);
    // Nine rounds of 10 miles a turn each; then Anna sails 10 again.
    for (int turn = 0; turn < 2 * kRounds - 1; ++turn) {
        play(*state, "roll 6 5 4 6 4");
        play(*state, "stop");
    }
    // Bruno trails 90 to 100 with one turn left; 9 miles lose for sure.
    play(*state, "roll 1 1 1 1 1");
    play(*state, "roll 6 5 4 5 4");  // one throw left
    EXPECT_EQ(decide("medium", *state), SccMove::stop());
    const SccMove hard = decide("hard", *state);
    EXPECT_NE(hard, SccMove::stop());
    EXPECT_EQ(hard, SccMove::reroll(dice({4})));
}

TEST_F(SccAgentTest, HardInALastRoundOfThreePlayers) {
    auto state = newGame(game_, 3);
    for (int turn = 0; turn < 3 * kRounds - 1; ++turn) {
        play(*state, "roll 6 5 4 6 4");
        play(*state, "stop");
    }
    // The third player has 90 against 100 and 100: 9 miles lose; the 4 goes back in the cup
    // (a 6 wins, a 5 shares the win).
    play(*state, "roll 1 1 1 1 1");
    play(*state, "roll 6 5 4 5 4");  // one throw left
    EXPECT_EQ(decide("medium", *state), SccMove::stop());
    EXPECT_EQ(decide("hard", *state), SccMove::reroll(dice({4})));
}

TEST_F(SccAgentTest, EveryLevelPlaysLegalMoves) {
    for (const auto& level : game_.levels()) {
        auto state = newGame(game_, 2);
        Rng rng(42);
        while (!state->isTerminal()) {
            if (state->isChanceNode()) {
                const auto outcomes = state->chanceOutcomes();
                state->apply(outcomes[rng.below(outcomes.size())].move);
                continue;
            }
            const SccMove move = decide(level.id, *state);
            ASSERT_TRUE(state->isLegal(move)) << level.id;
            state->apply(encode(move));
        }
        EXPECT_EQ(state->log(0).size(), static_cast<std::size_t>(kRounds));
    }
}

}  // namespace
}  // namespace lt::shipcaptaincrew::test
