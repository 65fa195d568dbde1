// Turns of 10 000 played through the state by notation: the worked examples, hot dice, busts,
// the opening minimum, the end of the game, options and the notation itself.
#include <gtest/gtest.h>

#include <cmath>

#include "framework/errors.h"
#include "test_support.h"

namespace lt::dice10000 {
namespace {
using test::dice;
using test::newGame;
using test::play;

TEST(TenkState, StartsWithSeat0ThrowingFiveDice) {
    const TenkGame game;
    const auto state = newGame(game, 3);
    EXPECT_TRUE(state->isChanceNode());
    EXPECT_EQ(state->roller(), 0);
    const auto outcomes = state->chanceOutcomes();
    EXPECT_EQ(outcomes.size(), 252u);
    double sum = 0;
    for (const auto& o : outcomes) sum += o.probability;
    EXPECT_NEAR(sum, 1.0, 1e-12);
    EXPECT_EQ(state->scores(), (std::vector<int>{0, 0, 0}));
}

TEST(TenkState, PlayerCountsAndOptions) {
    const TenkGame game;
    EXPECT_THROW(game.newInitialState({}, 1), InputError);
    EXPECT_THROW(game.newInitialState({}, 5), InputError);
    EXPECT_NO_THROW(game.newInitialState({}, 4));
    EXPECT_THROW(game.newInitialState(test::option("opening", "500"), 2), InputError);
    EXPECT_EQ(game.rulesFor({}).openingMinimum, 750);
    EXPECT_FALSE(game.rulesFor({}).mustKeepAllScoring);
}

TEST(TenkState, WorkedExampleReadAsTheDigestSays) {
    const TenkGame game;
    auto state = newGame(game);
    play(*state, "roll 6 6 6 4 3");                       // digest test 1
    EXPECT_FALSE(state->parseMove("keep 6 6 6 4 roll"));  // the 4 scores nothing
    play(*state, "keep 6 6 6 roll");
    EXPECT_EQ(state->turnTotal(), 600);
    EXPECT_EQ(state->diceToThrow(), 2);
    play(*state, "roll 6 1");  // digest test 2: four 6s (1,200) + 100
    play(*state, "keep 1 6 roll");
    EXPECT_EQ(state->turnTotal(), 1300);
    EXPECT_EQ(state->diceToThrow(), 5);  // hot dice
    EXPECT_EQ(state->openSet(), OpenSet{});
    play(*state, "roll 3 3 4 2 6");  // digest test 3: bust, 1,300 lost
    EXPECT_EQ(state->banked(0), 0);
    EXPECT_EQ(state->lostToBust(), 1300);
    EXPECT_EQ(state->seatToPlay(), 1);
    EXPECT_TRUE(state->isChanceNode());
}

TEST(TenkState, SinglesCollectedOverThrowsAreNotAThreeOfAKind) {
    const TenkGame game;
    auto state = newGame(game);
    play(*state, "roll 1 2 3 4 6");  // digest test 7
    play(*state, "keep 1 roll");
    play(*state, "roll 1 1 3 2");
    play(*state, "keep 1 1 roll");
    EXPECT_EQ(state->turnTotal(), 300);
    EXPECT_EQ(state->diceToThrow(), 2);
}

TEST(TenkState, HotDiceAfterAStraightAndBankingIt) {
    const TenkGame game;
    auto state = newGame(game);
    play(*state, "roll 2 3 4 5 6");
    play(*state, "keep 2 3 4 5 6 roll");
    EXPECT_EQ(state->turnTotal(), 1500);
    EXPECT_EQ(state->diceToThrow(), 5);
    play(*state, "roll 5 5 5 5 5");
    play(*state, "keep 5 5 5 5 5 bank");  // hot dice may also be banked
    EXPECT_EQ(state->banked(0), 3500);
    EXPECT_EQ(state->seatToPlay(), 1);
}

TEST(TenkState, NoExtensionAfterHotDice) {
    const TenkGame game;
    auto state = newGame(game);
    play(*state, "roll 2 2 2 1 5");
    play(*state, "keep 1 2 2 2 5 roll");  // hot dice close the three 2s (S4)
    EXPECT_EQ(state->turnTotal(), 350);
    play(*state, "roll 2 3 4 6 6");  // a 2 no longer scores: bust
    EXPECT_EQ(state->seatToPlay(), 1);
    EXPECT_EQ(state->lostToBust(), 350);
}

TEST(TenkState, OpeningMinimum) {
    const TenkGame game;
    auto state = newGame(game);
    play(*state, "roll 1 1 5 5 5");
    EXPECT_FALSE(state->parseMove("keep 1 1 5 5 5 bank"));  // 700 < 750: digest test 8
    play(*state, "keep 1 1 5 5 5 roll");
    EXPECT_EQ(state->turnTotal(), 700);
    play(*state, "roll 5 2 3 3 6");
    play(*state, "keep 5 bank");  // 750 may be banked
    EXPECT_EQ(state->banked(0), 750);

    // Seat 1, not opened: 600 with one die left must be thrown on; the die extends the 5s.
    play(*state, "roll 5 5 5 2 3");
    play(*state, "keep 5 5 5 roll");
    play(*state, "roll 1 3");
    EXPECT_FALSE(state->parseMove("keep 1 bank"));
    play(*state, "keep 1 roll");
    EXPECT_EQ(state->turnTotal(), 600);
    play(*state, "roll 5");  // four 5s: 1,000 - 500
    play(*state, "keep 5 bank");
    EXPECT_EQ(state->banked(1), 1100);

    // Once opened, any total may be banked.
    play(*state, "roll 1 2 3 4 6");
    play(*state, "keep 1 bank");
    EXPECT_EQ(state->banked(0), 850);
}

TEST(TenkState, OpeningMinimumOf1000) {
    const TenkGame game;
    auto state = newGame(game, 2, test::option("opening", "1000"));
    play(*state, "roll 4 4 4 1 5");
    EXPECT_FALSE(state->parseMove("keep 1 4 4 4 5 bank"));  // 550
    play(*state, "keep 1 4 4 4 5 roll");
    play(*state, "roll 1 5 2 3 3");
    EXPECT_FALSE(state->parseMove("keep 1 5 bank"));  // 700
    play(*state, "keep 1 5 roll");
    play(*state, "roll 1 1 1");
    play(*state, "keep 1 1 1 bank");  // 1,700
    EXPECT_EQ(state->banked(0), 1700);
}

TEST(TenkState, ReachingTenThousandWinsAtOnce) {
    const TenkGame game;
    auto state = newGame(game, 3);
    // Seat 0 banks 2,400 four times (9,600), the others bust every turn.
    for (int round = 0; round < 4; ++round) {
        play(*state, "roll 6 6 6 6 6");
        play(*state, "keep 6 6 6 6 6 bank");
        play(*state, "roll 2 3 4 6 6");
        play(*state, "roll 2 3 4 6 6");
    }
    EXPECT_EQ(state->banked(0), 9600);
    play(*state, "roll 4 4 4 5 2");  // digest test 10: 450 more
    play(*state, "keep 4 4 4 5 bank");
    EXPECT_EQ(state->banked(0), 10050);
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->ranking(), (std::vector<int>{1, 2, 2}));
    EXPECT_TRUE(state->legalMoves().empty());
    EXPECT_EQ(state->returns()[0], 1.0);
}

TEST(TenkState, RankingOfTheLosersFollowsTheirScores) {
    const TenkGame game;
    auto state = newGame(game, 3);
    play(*state, "roll 2 3 4 6 6");
    play(*state, "roll 1 1 1 1 1");
    play(*state, "keep 1 1 1 1 1 bank");  // seat 1: 4,000
    play(*state, "roll 2 3 4 6 6");
    play(*state, "roll 1 1 1 1 1");
    play(*state, "keep 1 1 1 1 1 roll");
    play(*state, "roll 1 1 1 1 1");
    play(*state, "keep 1 1 1 1 1 roll");
    play(*state, "roll 1 1 1 1 1");
    play(*state, "keep 1 1 1 1 1 bank");  // seat 0: 12,000
    EXPECT_EQ(state->ranking(), (std::vector<int>{1, 2, 3}));
}

TEST(TenkState, KeepAllScoringOption) {
    const TenkGame game;
    auto state = newGame(game, 2, test::option("keep-all-scoring", "true"));
    play(*state, "roll 1 5 5 2 3");
    EXPECT_FALSE(state->parseMove("keep 1 roll"));
    const auto moves = state->legalTenkMoves();
    ASSERT_EQ(moves.size(), 1u);  // keep 1 5 5 and roll (200 cannot open)
    EXPECT_EQ(notation(moves[0]), "keep 1 5 5 roll");
}

TEST(TenkState, NotationRoundTripsForEveryMove) {
    const TenkGame game;
    auto state = newGame(game);
    for (const auto& outcome : state->chanceOutcomes()) {
        const std::string text = state->moveToString(outcome.move);
        EXPECT_EQ(state->parseMove(text), outcome.move) << text;
    }
    play(*state, "roll 1 1 5 5 5");
    const auto moves = state->legalMoves();
    EXPECT_EQ(moves.size(), 11u);  // every non-empty part of 1 1 5 5 5; none reaches 750
    for (Move move : moves) {
        const std::string text = state->moveToString(move);
        EXPECT_EQ(state->parseMove(text), move) << text;
        EXPECT_EQ(encode(decode(move)), move);
    }
    EXPECT_EQ(state->parseMove("  KEEP 5 1 5 5 1   Roll "),
              encode(TenkMove::keepAndRoll(dice({1, 1, 5, 5, 5}))));
}

TEST(TenkState, BadInputIsRejectedNotCrashing) {
    const TenkGame game;
    auto state = newGame(game);
    EXPECT_FALSE(state->parseMove(""));
    EXPECT_FALSE(state->parseMove("roll"));
    EXPECT_FALSE(state->parseMove("roll 1 2 3 4 7"));
    EXPECT_FALSE(state->parseMove("roll 1 2 3 4 5 6"));
    EXPECT_FALSE(state->parseMove("roll 1 2 3"));   // five dice are thrown
    EXPECT_FALSE(state->parseMove("keep 1 roll"));  // nothing thrown yet
    EXPECT_FALSE(parseNotation("keep 1 stay"));
    EXPECT_THROW(decode(3), IllegalMove);
    EXPECT_THROW(decode(0), IllegalMove);
    EXPECT_THROW(state->apply(encode(TenkMove::throwOf(dice({1, 2})))), IllegalMove);
}

}  // namespace
}  // namespace lt::dice10000
