// Hard's token policy: stakes read from the state, hand-computable prices of standing and
// busting, where it parts from the round-winning policy, and its values against a
// brute-force expectimax through the game's own state machine.
#include <gtest/gtest.h>

#include <map>

#include "games/dice_blackjack/ai/agent.h"
#include "games/dice_blackjack/ai/round_solver.h"
#include "games/dice_blackjack/ai/token_policy.h"
#include "test_support.h"

namespace lt::diceblackjack {
namespace {
using ai::RoundSolver;
using ai::RoundStakes;
using ai::TokenPolicy;
using test::newGame;
using test::playAll;

std::shared_ptr<const RoundSolver> sharedSolver() {
    static const auto instance = std::make_shared<const RoundSolver>();
    return instance;
}

RoundStakes lastAgainst(int best, bool tied = false) {
    RoundStakes stakes;
    stakes.followers = 0;
    stakes.best = best;
    stakes.bestTied = tied;
    stakes.pot = 0;
    stakes.payers = 1;
    stakes.tokens = 5;
    return stakes;
}

TEST(BjTokenPolicy, StakesReadFromTheState) {
    const BlackjackGame game;
    auto state = newGame(game, 4);
    playAll(*state, {"roll 6 6 5", "stop"});               // 17
    playAll(*state, {"roll 6 6 6", "again 1", "roll 6"});  // bust: the pot holds 1
    playAll(*state, {"roll 6 5 4", "again 1", "roll 2"});  // 17, still to decide
    const RoundStakes stakes = ai::stakesOf(*state);
    EXPECT_EQ(stakes.followers, 1);
    EXPECT_EQ(stakes.best, 17);
    EXPECT_FALSE(stakes.bestTied);
    EXPECT_EQ(stakes.pot, 1);
    EXPECT_EQ(stakes.payers, 3);
    EXPECT_EQ(stakes.tokens, 5);
    playAll(*state, {"stop"});
    EXPECT_TRUE(ai::stakesOf(*state).bestTied);
}

TEST(BjTokenPolicy, PricesOfTheLastTurn) {
    const TokenPolicy policy(sharedSolver());
    const RoundStakes stakes = lastAgainst(20);
    EXPECT_DOUBLE_EQ(policy.standValue(stakes, 21), 1.0);   // the other player's token
    EXPECT_DOUBLE_EQ(policy.standValue(stakes, 20), 0.0);   // a tie
    EXPECT_DOUBLE_EQ(policy.standValue(stakes, 19), -1.0);  // pay the winner
    EXPECT_DOUBLE_EQ(policy.bustValue(stakes), -2.0);       // the pot, then the winner
    RoundStakes withPot = stakes;
    withPot.pot = 3;
    EXPECT_DOUBLE_EQ(policy.standValue(withPot, 21), 4.0);
}

TEST(BjTokenPolicy, OnTwentyAgainstTwentyItTakesTheTie) {
    // One die from 20: a 1 wins one token (1/6), anything else costs two: -1.5 against 0.
    // The round-winning policy throws, since it only counts the 1/6 chance to win.
    const TokenPolicy policy(sharedSolver());
    const auto decision = policy.decide(lastAgainst(20), 20);
    EXPECT_EQ(decision.choice, 0);
    EXPECT_DOUBLE_EQ(decision.value, 0.0);
    EXPECT_EQ(sharedSolver()->bestChoice(0, 20, 20), 1);
}

TEST(BjTokenPolicy, OnNineteenBehindItPaysOneRatherThanRiskTwo) {
    // From 19: a 1 makes 20 (then the tie), a 2 wins, 3-6 bust: 1/6 - 8/6 = -7/6 < -1.
    const TokenPolicy policy(sharedSolver());
    const auto decision = policy.decide(lastAgainst(20), 19);
    EXPECT_EQ(decision.choice, 0);
    EXPECT_DOUBLE_EQ(decision.value, -1.0);
    // With a pot of three to win, the same throw is worth it: 4/6 - 8/6 = -2/3 > -1.
    RoundStakes rich = lastAgainst(20);
    rich.pot = 3;
    EXPECT_EQ(policy.decide(rich, 19).choice, 1);
    EXPECT_NEAR(policy.decide(rich, 19).value, -2.0 / 3, 1e-12);
}

TEST(BjTokenPolicy, BehindALowScoreItChasesWithSafeDice) {
    // Last, against 12, from 4: throwing on until past 12 wins for sure. Three dice could
    // make 22 (1 in 216); two dice are as safe as one, so it throws two.
    const TokenPolicy policy(sharedSolver());
    const auto decision = policy.decide(lastAgainst(12), 4);
    EXPECT_EQ(decision.choice, 2);
    EXPECT_DOUBLE_EQ(decision.value, 1.0);
}

// Expectimax through the real state: `me` maximises the tokens it holds when round 1 is
// settled; the others play the round-winning policy (the model TokenPolicy assumes).
class TokenBruteForce {
  public:
    explicit TokenBruteForce(PlayerId me) : me_(me) {}

    double value(const BlackjackState& state) {
        if (state.lastRound().number == 1) return state.tokens(me_);
        const std::string key = state.toString();
        if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
        double result = 0;
        if (state.isChanceNode()) {
            for (const auto& outcome : state.chanceOutcomes())
                result += outcome.probability * after(state, outcome.move);
        } else if (state.seatToPlay() == me_) {
            result = -1e9;
            for (Move move : state.legalMoves()) result = std::max(result, after(state, move));
        } else {
            const auto stakes = ai::stakesOf(state);
            const int choice = sharedSolver()->bestChoice(stakes.followers, stakes.best,
                                                          state.roundScore(state.seatToPlay()));
            result = after(state, encode(choice == 0 ? BjMove::stop() : BjMove::again(choice)));
        }
        memo_[key] = result;
        return result;
    }

  private:
    double after(const BlackjackState& state, Move move) {
        auto next = state.clone();
        next->apply(move);
        return value(static_cast<const BlackjackState&>(*next));
    }

    PlayerId me_;
    std::map<std::string, double> memo_;
};

TEST(BjTokenPolicy, MatchesBruteForceForTheFirstOfThree) {
    const BlackjackGame game;
    auto state = newGame(game, 3);
    playAll(*state, {"roll 6 5 4"});
    const TokenPolicy policy(sharedSolver());
    const double exact = TokenBruteForce(0).value(*state) - state->tokens(0);
    EXPECT_NEAR(policy.decide(ai::stakesOf(*state), 15).value, exact, 1e-9);
}

TEST(BjTokenPolicy, MatchesBruteForceForTheSecondOfThreeWithAPot) {
    const BlackjackGame game;
    auto state = newGame(game, 3);
    playAll(*state, {"roll 6 6 6", "again 3", "roll 2 2 2"});  // seat 0 busts: pot 1
    playAll(*state, {"roll 2 3 4"});                           // seat 1 on 9
    const TokenPolicy policy(sharedSolver());
    const double exact = TokenBruteForce(1).value(*state) - state->tokens(1);
    EXPECT_NEAR(policy.decide(ai::stakesOf(*state), 9).value, exact, 1e-9);
}

}  // namespace
}  // namespace lt::diceblackjack
