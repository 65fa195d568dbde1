// Recto Verso rules beyond the digest's cases: the pictograms' steps, the 2-player Skip, the
// memory of seen sides, our round limit, notation.
#include <gtest/gtest.h>

#include <algorithm>

#include "arrange.h"
#include "framework/errors.h"
#include "games/recto_verso/moves.h"
#include "games/recto_verso/view.h"

namespace lt::recto_verso {
namespace {

using namespace fixture;

class RectoVersoRules : public ::testing::Test {
  protected:
    RectoVersoGame game;
};

// A3: after Anna's Skip, Ben may not play his Skip (7a) or Reverse (34a, 11a) fronts.
TEST_F(RectoVersoRules, TwoPlayerSkipForbidsSkipAndReverseForOneTurn) {
    auto state = arrange(game, {{"3a 1a 2a 4a 5a 6a", "7a 34a 8a 9a 10a 11a"}});
    play(state, "play 1");
    play(state, "take 1");
    ASSERT_EQ(state.currentActor(), ben);
    EXPECT_EQ(legalTexts(state), (std::vector<std::string>{"play 3", "play 4", "play 5"}));
    play(state, "play 3");
    play(state, "take 1");
    EXPECT_EQ(state.table().restricted, kNobody);
}

TEST_F(RectoVersoRules, TwoPlayerSkipIsLiftedWhenEveryCardIsSkipOrReverse) {
    auto state = arrange(game, {{"3a 1a 2a 4a 5a 6a", "7a 34a 11a 21b 25b 26a"}});
    play(state, "play 1");
    play(state, "take 1");
    EXPECT_EQ(legalTexts(state).size(), 6u);
}

// A6: three different middle cards turned over, then a card taken.
TEST_F(RectoVersoRules, FlipThreeTurnsThreeDifferentMiddleCards) {
    auto state = arrange(game, {{"1a 2a 3a 4a 5a 6a", "7a 8a 9a 10a 11a 12a"}, "13a 14a 15a"});
    play(state, "play 1");  // Fox / Flip 3
    EXPECT_EQ(state.table().step, Step::FlipMiddle);
    play(state, "flip middle 1");
    const auto again = legalTexts(state);
    EXPECT_EQ(std::count(again.begin(), again.end(), "flip middle 1"), 0);
    play(state, "flip middle 2");
    play(state, "flip middle 3");
    EXPECT_EQ(state.table().step, Step::Take);
    EXPECT_EQ(state.middle()[0], (Placed{12, 1}));
    EXPECT_EQ(state.middle()[2], (Placed{14, 1}));
    EXPECT_EQ(state.middle().back(), (Placed{0, 0}));  // the card played, still as it was
}

// A7: Flip 1 on Ben's card: Ben now sees the side Anna saw.
TEST_F(RectoVersoRules, FlipOneOnAnOpponentsCard) {
    auto state = arrange(game, {{"4a 1a 2a 3a 5a 6a", "7a 8a 9a 10a 11a 12a"}});
    play(state, "play 1");  // Fox / Flip 1
    EXPECT_EQ(state.table().step, Step::FlipHand);
    play(state, "flip hand 2 card 1");
    EXPECT_EQ(state.fronts(ben).front(), (Face{Animal::Flamingo, Symbol::Magnifier}));
    EXPECT_EQ(state.table().step, Step::Take);
    // Anna has now seen both sides of card 7 and remembers it.
    EXPECT_TRUE(state.knows(anna, 6));
    EXPECT_TRUE(state.knows(ben, 6));
}

TEST_F(RectoVersoRules, FlipOneOnOwnCardShowsItsOtherSide) {
    auto state = arrange(game, {{"4a 1a 2a 3a 5a 6a", "7a 8a 9a 10a 11a 12a"}});
    play(state, "play 1");
    play(state, "flip hand 1 card 1");
    EXPECT_EQ(state.fronts(anna).front(), (Face{Animal::Frog, Symbol::Skip}));
}

TEST_F(RectoVersoRules, StealTurnedKeepsTheRobbedPlayersFront) {
    auto state = arrange(game, {{"2a 1a 3a 4a 5a 6a", "8a 9a 10a 11a 12a 13a"}});
    play(state, "play 1");
    play(state, "steal hand 2 card 1 turned");
    EXPECT_EQ(state.fronts(anna).back(), (Face{Animal::Frog, Symbol::Magnifier}));
}

// Cards an opponent plays were seen from behind in his hand and face up in the middle.
TEST_F(RectoVersoRules, AnOpponentsPlayedCardIsKnown) {
    auto state = arrange(game, {{"16a 1a 2a 3a 5a 6a", "7a 8a 9a 10a 11a 12a"}});
    EXPECT_FALSE(state.knows(anna, 6));
    play(state, "play 1");
    play(state, "take 2");
    play(state, "play 1");  // Ben's 7a
    EXPECT_TRUE(state.knows(anna, 6));
    const auto view = state.viewFor(anna);
    EXPECT_EQ(static_cast<const RectoVersoView&>(*view).middle().back().known, (Placed{6, 0}));
}

// 3 and 4 players: a Skip makes the next player miss his turn, also after a Reverse.
TEST_F(RectoVersoRules, SkipAfterReverseSkipsInTheNewDirection) {
    auto state = arrange(game, {{"34a 1a 2a 4a 5a", "3a 7a 8a 9a 10a", "11a 12a 13a 14a 15a",
                                 "17a 18a 19a 20a 21a"}});
    play(state, "play 1");  // Anna: Reverse, now anticlockwise
    play(state, "take 1");
    EXPECT_EQ(state.currentActor(), dario);
    play(state, "play 3");  // Dario: 19a, Fox / Skip
    play(state, "take 1");
    EXPECT_EQ(state.currentActor(), ben);
}

// Our limits (the rulebook has none): a round of 40 turns without a scorer scores nobody;
// after 5 rounds the most points win.
TEST_F(RectoVersoRules, ARoundWithoutScorerEndsAtTheTurnLimit) {
    auto arranged = arrange(game, {{"16a 1a 2a 3a 5a 6a", "7a 8a 9a 10a 11a 12a"}});
    Table table = arranged.table();
    table.roundTurns = kRoundTurnLimit - 1;
    RectoVersoState state(game, table, {arranged.hand(anna), arranged.hand(ben)}, arranged.middle(),
                          {});
    play(state, "play 1");
    play(state, "take 2");
    EXPECT_EQ(state.table().phase, Phase::Dealing);
    EXPECT_EQ(state.table().lastScorer, kNobody);
    EXPECT_EQ(state.table().scores, (std::vector<int>{0, 0}));
    EXPECT_EQ(state.table().starter, ben);
}

TEST_F(RectoVersoRules, AfterTheLastRoundTheMostPointsWin) {
    auto arranged =
        arrange(game, {{"16a 1a 2a 3a 5a 6a", "7a 8a 9a 10a 11a 12a", "13a 14a 15a 17a 18a 19a"},
                       "",
                       anna,
                       {2, 1, 2}});
    Table table = arranged.table();
    table.roundTurns = kRoundTurnLimit - 1;
    table.round = kRoundLimit;
    RectoVersoState state(game, table,
                          {arranged.hand(anna), arranged.hand(ben), arranged.hand(carla)},
                          arranged.middle(), {});
    play(state, "play 1");
    play(state, "take 2");
    EXPECT_TRUE(state.isTerminal());
    EXPECT_EQ(state.ranking(), (std::vector<int>{1, 3, 1}));
}

// Random players rarely score, so their games run into our limits: 5 rounds of 40 turns.
TEST_F(RectoVersoRules, RandomGamesEndWithinTheLimits) {
    Rng rng(5);
    for (int players = 2; players <= 4; ++players) {
        auto state = game.newInitialState({}, players);
        int turns = 0;
        while (!state->isTerminal()) {
            const auto& rv = static_cast<const RectoVersoState&>(*state);
            const int before = rv.table().roundTurns;
            if (state->isChanceNode()) {
                const auto outcomes = state->chanceOutcomes();
                state->apply(outcomes[rng.below(outcomes.size())].move);
            } else {
                const auto legal = state->legalMoves();
                state->apply(legal[rng.below(legal.size())]);
            }
            if (rv.table().roundTurns != before) ++turns;
        }
        const auto& end = static_cast<const RectoVersoState&>(*state);
        EXPECT_LE(end.table().round, kRoundLimit) << players;
        EXPECT_LE(turns, kRoundLimit * kRoundTurnLimit) << players;
    }
}

TEST_F(RectoVersoRules, ANewRoundDealsAgainAndTheNextPlayerStarts) {
    auto state = arrange(game, {{"4b 8b 11b 13b 26b 16a", "1a 2a 3a 5a 6a 7a"}, "19b"});
    play(state, "play 6");
    play(state, "take 1");
    ASSERT_TRUE(state.isChanceNode());
    EXPECT_EQ(state.chanceOutcomes().size(), 72u);
    EXPECT_EQ(state.moveToString(state.chanceOutcomes().front().move), "deal 1a");
    Rng rng(3);
    while (state.isChanceNode()) {
        const auto outcomes = state.chanceOutcomes();
        state.apply(outcomes[rng.below(outcomes.size())].move);
    }
    EXPECT_EQ(state.currentActor(), ben);
    EXPECT_EQ(state.hand(ben).size(), 6u);
}

TEST_F(RectoVersoRules, IllegalMovesAreRefused) {
    auto state = arrange(game, {{"16a 1a 2a 3a 5a 6a", "7a 8a 9a 10a 11a 12a"}});
    EXPECT_THROW(state.apply(takeMove(0)), IllegalMove);
    EXPECT_THROW(state.apply(playMove(6)), IllegalMove);
    EXPECT_THROW(state.apply(dealMove({0, 0})), IllegalMove);
}

TEST_F(RectoVersoRules, NotationReadsBack) {
    auto state = arrange(game, {{"2a 1a 3a 4a 5a 6a", "8a 9a 10a 11a 12a 13a"}});
    play(state, "play 1");
    EXPECT_EQ(state.moveToString(stealMove(ben, 2, true)), "steal hand 2 card 3 turned");
    EXPECT_EQ(state.parseMove("steal hand 2 card 3 turned"), stealMove(ben, 2, true));
    EXPECT_EQ(placedFromName("36b"), (Placed{35, 1}));
    EXPECT_EQ(placedFromName("37a"), std::nullopt);
    EXPECT_EQ(placedFromName("0a"), std::nullopt);
}

}  // namespace
}  // namespace lt::recto_verso
