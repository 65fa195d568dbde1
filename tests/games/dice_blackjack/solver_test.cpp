// The exact round-winning policy: hand-computable corners, the tie and bust tie-breaks, and
// the solver's values against a brute-force expectimax through the game's own state machine.
#include <gtest/gtest.h>

#include <map>

#include "games/dice_blackjack/ai/agent.h"
#include "games/dice_blackjack/ai/round_solver.h"
#include "test_support.h"

namespace lt::diceblackjack {
namespace {
using ai::Outlook;
using ai::RoundSolver;
using test::newGame;
using test::playAll;

const RoundSolver& solver() {
    static const RoundSolver instance;
    return instance;
}

TEST(BjSolver, LastToPlayStandsAsSoonAsAhead) {
    for (int best = 0; best <= 20; ++best)
        for (int score = std::max(3, best + 1); score <= kTarget; ++score) {
            EXPECT_EQ(solver().bestChoice(0, best, score), 0) << best << " " << score;
            EXPECT_DOUBLE_EQ(solver().value(0, best, score).win, 1.0);
        }
}

TEST(BjSolver, LastToPlayChasesByOneDieNearTheTop) {
    // From 20 against 20: only a 1 wins. From 19: a 2 wins, a 1 leads to 20 and 1/6 more.
    EXPECT_EQ(solver().bestChoice(0, 20, 20), 1);
    EXPECT_NEAR(solver().value(0, 20, 20).win, 1.0 / 6, 1e-15);
    EXPECT_NEAR(solver().value(0, 20, 19).win, 1.0 / 6 + 1.0 / 36, 1e-15);
    // From 16 against 20, one die is strictly better than two (which cannot stop at 21 only).
    const Outlook one = solver().throwValue(0, 20, 16, 1);
    const Outlook two = solver().throwValue(0, 20, 16, 2);
    EXPECT_TRUE(ai::better(one, two));
    EXPECT_EQ(solver().bestChoice(0, 20, 16), 1);
}

TEST(BjSolver, AgainstTwentyOneOnlyATieIsLeft) {
    // Nothing wins; standing on 21 ties; from 20 a 1 ties, so the policy throws.
    EXPECT_DOUBLE_EQ(solver().value(0, 21, 21).tie, 1.0);
    EXPECT_EQ(solver().bestChoice(0, 21, 21), 0);
    EXPECT_EQ(solver().bestChoice(0, 21, 20), 1);
    EXPECT_NEAR(solver().value(0, 21, 20).tie, 1.0 / 6, 1e-15);
    EXPECT_DOUBLE_EQ(solver().value(0, 21, 20).win, 0.0);
}

TEST(BjSolver, EqualThrowsTakeMoreDice) {
    // From 3 against 20, three dice never bust and every score they reach is thrown on anyway.
    EXPECT_EQ(solver().bestChoice(0, 20, 3), 3);
    const Outlook three = solver().throwValue(0, 20, 3, 3);
    const Outlook one = solver().throwValue(0, 20, 3, 1);
    EXPECT_NEAR(three.win, one.win, 1e-12);
    // Throwing one die is never worse than throwing more (it keeps the option to stop).
    for (int followers = 0; followers <= RoundSolver::kMaxFollowers; ++followers)
        for (int best = 0; best <= kTarget; ++best)
            for (int score = 3; score <= kTarget; ++score)
                for (int dice = 2; dice <= 3; ++dice)
                    EXPECT_FALSE(ai::better(solver().throwValue(followers, best, score, dice),
                                            solver().throwValue(followers, best, score, 1)));
}

TEST(BjSolver, EndDistributionsAreDistributions) {
    for (int followers = 0; followers <= RoundSolver::kMaxFollowers; ++followers)
        for (int best = 0; best <= kTarget; ++best) {
            double total = 0;
            for (double p : solver().ends(followers, best)) total += p;
            EXPECT_NEAR(total, 1.0, 1e-12);
            // Nobody stands on a score that cannot win or tie.
            for (int score = 3; score < best; ++score)
                EXPECT_EQ(solver().ends(followers, best)[score], 0.0);
        }
}

TEST(BjSolver, WithPlayersToComeItStandsHigher) {
    // Ahead on 15 against nobody: last to play, stand; with players to come, throw on.
    EXPECT_EQ(solver().bestChoice(0, 0, 15), 0);
    EXPECT_EQ(solver().bestChoice(1, 0, 15), 1);
    EXPECT_EQ(solver().bestChoice(3, 0, 15), 1);
    EXPECT_EQ(solver().bestChoice(1, 0, 20), 0);
    EXPECT_EQ(solver().bestChoice(3, 0, 21), 0);
}

// Expectimax through the real state: `me` maximises its chance of winning round 1 alone, the
// others play the solver's policy. Memoised on the state's text.
class BruteForce {
  public:
    explicit BruteForce(PlayerId me) : me_(me) {}

    double value(const BlackjackState& state) {
        if (state.lastRound().number == 1 || state.isTerminal())
            return state.lastRound().winner == me_ ? 1.0 : 0.0;
        const std::string key = state.toString();
        if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
        double result = 0;
        if (state.isChanceNode()) {
            for (const auto& outcome : state.chanceOutcomes())
                result += outcome.probability * after(state, outcome.move);
        } else if (state.seatToPlay() == me_) {
            for (Move move : state.legalMoves()) result = std::max(result, after(state, move));
        } else {
            const auto stakes = ai::stakesOf(state);
            const int choice = solver().bestChoice(stakes.followers, stakes.best,
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

TEST(BjSolver, MatchesBruteForceInATwoPlayerRound) {
    const BlackjackGame game;
    const auto first = newGame(game, 2);
    EXPECT_NEAR(BruteForce(0).value(*first), solver().turnValue(1, 0).win, 1e-12);
    EXPECT_NEAR(
        BruteForce(1).value(*first),
        1 - solver().turnValue(1, 0).win - solver().turnValue(1, 0).tie -
            solver().ends(1, 0)[RoundSolver::kBust] * solver().ends(0, 0)[RoundSolver::kBust],
        1e-12);
    // The figure itself: the first of two players wins 44.19% of the rounds.
    EXPECT_NEAR(solver().turnValue(1, 0).win, 0.441905, 1e-6);
}

TEST(BjSolver, MatchesBruteForceForTheSecondOfThreeAfterAStand) {
    const BlackjackGame game;
    auto state = newGame(game, 3);
    playAll(*state, {"roll 6 6 5", "stop"});  // seat 0 stands on 17
    EXPECT_NEAR(BruteForce(1).value(*state), solver().turnValue(1, 17).win, 1e-12);
}

}  // namespace
}  // namespace lt::diceblackjack
