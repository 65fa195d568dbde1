// The computer players: the expected-score table against a brute-force search through the
// game's own moves, the hand-computable corner, and each level's choices.
#include <gtest/gtest.h>

#include <map>
#include <tuple>

#include "games/dice_10000/ai/agent.h"
#include "test_support.h"

namespace lt::dice10000 {
namespace {
using test::dice;
using test::newGame;
using test::play;

// Expectimax over the real state machine, memoised on what the rest of the turn depends on.
// Totals from ExpectedScore::kCap on are banked, as the table assumes.
class BruteForce {
  public:
    double decision(const TenkState& state) {
        double best = 0;
        for (const TenkMove& move : state.legalTenkMoves()) {
            auto next = state.clone();
            next->apply(encode(move));
            const auto& after = static_cast<const TenkState&>(*next);
            double value;
            if (move.kind == MoveKind::KeepAndBank) {
                value = after.banked(state.seatToPlay()) - state.banked(state.seatToPlay());
            } else if (after.turnTotal() >= ai::ExpectedScore::kCap) {
                continue;
            } else {
                value = chance(after);
            }
            best = std::max(best, value);
        }
        return best;
    }

    double chance(const TenkState& state) {
        const auto key = std::make_tuple(state.turnTotal(), state.diceToThrow(),
                                         state.openSet().face, state.openSet().count);
        if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
        double value = 0;
        for (const auto& outcome : state.chanceOutcomes()) {
            auto next = state.clone();
            next->apply(outcome.move);
            const auto& after = static_cast<const TenkState&>(*next);
            if (after.seatToPlay() != state.seatToPlay()) continue;  // bust: 0
            value += outcome.probability * decision(after);
        }
        memo_[key] = value;
        return value;
    }

  private:
    std::map<std::tuple<int, int, int, int>, double> memo_;
};

TEST(TenkExpectedScore, OneDieJustBelowTheCapIsExact) {
    const ai::ExpectedScore table(TenkRules{});
    // A 1 (20,050) or a 5 (20,000) is banked at once, anything else busts.
    EXPECT_NEAR(table.rollValue(19950, 1, {}, true), (20050.0 + 20000.0) / 6, 1e-9);
}

TEST(TenkExpectedScore, MatchesBruteForceThroughTheGameMoves) {
    const TenkGame game;
    auto state = newGame(game);
    for (int i = 0; i < 4; ++i) {
        play(*state, "roll 1 1 1 1 1");
        play(*state, "keep 1 1 1 1 1 roll");
    }
    play(*state, "roll 5 5 5 5 5");
    play(*state, "keep 5 5 5 5 5 roll");
    play(*state, "roll 1 1 1 2 2");
    play(*state, "keep 1 1 1 roll");
    ASSERT_EQ(state->turnTotal(), 19000);
    ASSERT_EQ(state->openSet(), (OpenSet{1, 3}));

    const ai::ExpectedScore table(state->rules());
    BruteForce search;
    const double exact = search.chance(*state);
    EXPECT_NEAR(table.rollValue(19000, 2, OpenSet{1, 3}, false), exact, 1e-6);
    EXPECT_GT(exact, 19000 * 0.5);
}

TEST(TenkExpectedScore, ValuesOfATurn) {
    const ai::ExpectedScore table(TenkRules{});
    // Opened: a whole turn played for points is worth about 368; unopened, less (the 750
    // minimum must be reached first, or everything is lost).
    const double opened = table.rollValue(0, 5, {}, true);
    const double unopened = table.rollValue(0, 5, {}, false);
    EXPECT_NEAR(opened, 367.765, 0.001);
    EXPECT_LT(unopened, opened);
    EXPECT_GT(unopened, 200);
}

TEST(TenkAgent, EasyBanksFrom300OrWithTwoDiceLeft) {
    const TenkGame game;
    auto agent = game.makeAgent("easy");
    auto& easy = dynamic_cast<ai::TenkAgent&>(*agent);
    auto state = newGame(game);
    play(*state, "roll 1 1 1 5 5");
    play(*state, "keep 1 1 1 5 5 bank");  // seat 0 opened with 1,100
    play(*state, "roll 2 3 4 6 6");
    play(*state, "roll 1 1 2 3 4");
    EXPECT_EQ(notation(easy.decide(*state)), "keep 1 1 roll");  // 200, 3 dice left
    play(*state, "keep 1 1 roll");
    play(*state, "roll 5 2 3");
    EXPECT_EQ(notation(easy.decide(*state)), "keep 5 bank");  // 2 dice left
}

TEST(TenkAgent, EasyCannotBankBelowTheOpeningMinimum) {
    const TenkGame game;
    auto agent = game.makeAgent("easy");
    auto& easy = dynamic_cast<ai::TenkAgent&>(*agent);
    auto state = newGame(game);
    play(*state, "roll 5 5 5 2 3");
    EXPECT_EQ(notation(easy.decide(*state)), "keep 5 5 5 roll");
}

TEST(TenkAgent, MediumBanksASmallTotalWithOneDieAndThrowsHotDice) {
    const TenkGame game;
    auto agent = game.makeAgent("medium");
    auto& medium = dynamic_cast<ai::TenkAgent&>(*agent);
    auto state = newGame(game);
    play(*state, "roll 1 1 1 5 5");
    play(*state, "keep 1 1 1 5 5 bank");
    play(*state, "roll 2 3 4 6 6");
    play(*state, "roll 1 5 2 3 4");  // a straight: all five dice, hot dice
    EXPECT_EQ(notation(medium.decide(*state)), "keep 1 2 3 4 5 roll");
    play(*state, "keep 1 2 3 4 5 roll");
    play(*state, "roll 1 1 2 3 6");
    // 1,500 in hand: both 1s make 1,700 and the risk of three more dice is not worth it.
    EXPECT_EQ(notation(medium.decide(*state)), "keep 1 1 bank");
}

}  // namespace
}  // namespace lt::dice10000
