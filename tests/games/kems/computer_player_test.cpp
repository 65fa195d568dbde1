// The computers' claims (rules digest §5.4-§5.6), planned from their view only.
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/view.h"
#include "games/kems/computer_player.h"
#include "games/kems/simulation.h"
#include "games/kems/view.h"

namespace lt::kems {
namespace {

using test::claim;
using test::exchangeTable;

using test::kEar;
using test::kNod;
using test::kWink;

std::optional<PlannedClaim> planOf(const KemsState& state, PlayerId seat, const char* level) {
    const KemsView view(state.game(), state.table(), seat);
    return planClaimFor(view.table(), seat, level);
}

class KemsComputer : public ::testing::Test {
  protected:
    KemsGame game_;
};

TEST_F(KemsComputer, SignalsFourOfAKindWithinTwoAndAHalfSeconds) {
    KemsState state(game_,
                    exchangeTable({"9S 9H 9D 9C", "2S 3S 4S 5S", "QS QH QD 7C", "6S 6H 8S 8H"},
                                  "KC QC AS AH", kEar, kNod));
    claim(state, 0, "done @500");  // holding four of a kind, it wants no market card
    const auto plan = planOf(state, 0, "medium");
    ASSERT_TRUE(plan);
    EXPECT_EQ(plan->move, gestureMove(kEar, 500 + plan->delayMs));
    EXPECT_GE(500 + plan->delayMs, 800);
    EXPECT_LE(500 + plan->delayMs, 2500);
}

TEST_F(KemsComputer, CallsKemsWhenThePartnerSignals) {
    KemsState state(game_,
                    exchangeTable({"9S 9H 9D 9C", "2S 3S 4S 5S", "QS QH QD 7C", "6S 6H 8S 8H"},
                                  "KC 5C AS AH", kEar, kNod));
    claim(state, 2, "done @500");  // no market card helps its three Queens
    claim(state, 0, "gesture ear @1000");
    const auto plan = planOf(state, 2, "hard");
    ASSERT_TRUE(plan);
    EXPECT_EQ(plan->move, kemsMove(1000 + plan->delayMs));
    EXPECT_GE(plan->delayMs, 600);
    EXPECT_LE(plan->delayMs, 1800);
    // The same plan when asked again after someone else's claim (the match re-plans).
    claim(state, 1, "gesture wink @1100");
    const auto again = planOf(state, 2, "hard");
    ASSERT_TRUE(again);
    EXPECT_EQ(again->move, plan->move);
}

TEST_F(KemsComputer, CallsDoubleKemsHoldingFourOfAKindToo) {
    KemsState state(game_,
                    exchangeTable({"9S 9H 9D 9C", "2S 3S 4S 5S", "QS QH QD QC", "6S 6H 8S 8H"},
                                  "KC 7C AS AH", kEar, kNod));
    claim(state, 2, "done @500");
    claim(state, 0, "gesture ear @1000");
    const auto plan = planOf(state, 2, "hard");
    ASSERT_TRUE(plan);
    EXPECT_EQ(plan->move, doubleKemsMove(1000 + plan->delayMs));
}

TEST_F(KemsComputer, TakesACardOfItsBestRank) {
    KemsState state(game_,
                    exchangeTable({"9S 9H 2D 5C", "2S 3S 4S 5S", "QS QH QD 7C", "6S 6H 8S 8H"},
                                  "KC 9C AS AH", kEar, kNod));
    Skill skill = skillFor("medium");
    const auto swap = bestSwap(state.table(), 0, skill);
    ASSERT_TRUE(swap);
    EXPECT_EQ(swap->first, 1);                                // the 9♣
    EXPECT_NE(state.table().hands[0][swap->second] % 13, 8);  // not a 9
}

// Its plan depends on its view only: other hands and the opponents' signal change nothing.
TEST_F(KemsComputer, NeverReadsAHiddenHand) {
    KemsState a(game_, exchangeTable({"9S 9H 2D 5C", "2S 3S 4S 5S", "QS QH QD 7C", "6S 6H 8S 8H"},
                                     "KC 9C AS AH", kEar, kNod));
    KemsState b(game_, exchangeTable({"9S 9H 2D 5C", "8S 3S 4S 6S", "QS QH QD QC", "7C 6H 2S 8H"},
                                     "KC 9C AS AH", kEar, kWink));
    for (const char* level : {"easy", "medium", "hard"}) {
        const auto planA = planOf(a, 0, level);
        const auto planB = planOf(b, 0, level);
        ASSERT_TRUE(planA && planB);
        EXPECT_EQ(planA->move, planB->move) << level;
        EXPECT_EQ(planA->delayMs, planB->delayMs) << level;
    }
}

TEST_F(KemsComputer, IdleGesturesAreNeverTheTeamsSignal) {
    for (int signal = 0; signal < 8; ++signal) {
        KemsState state(game_,
                        exchangeTable({"9S 9H 9D 9C", "2S 3S 4S 5S", "QS QH QD 7C", "6S 6H 8S 8H"},
                                      "KC QC AS AH", kEar, signal));
        std::array<std::string, kSeats> levels{"hard", "hard", "hard", "hard"};
        runExchange(state, levels);
        for (const Event& e : state.table().events)
            if (e.kind == Event::Kind::Gesture && teamOf(e.seat) == 1) {
                EXPECT_NE(e.gesture, signal);
            }
    }
}

TEST_F(KemsComputer, WholeGamesEndWithAWinner) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        auto state = game_.newInitialState(Options{}, 4);
        auto& kems = static_cast<KemsState&>(*state);
        Rng rng(seed);
        playOut(kems, {"easy", "hard", "medium", "hard"}, rng);
        ASSERT_TRUE(kems.isTerminal()) << seed;
        EXPECT_TRUE(kems.table().scores[0] >= 5 || kems.table().scores[1] >= 5 ||
                    kems.table().clockMs >= kems.table().limitMs)
            << seed;
    }
}

}  // namespace
}  // namespace lt::kems
