// The test cases of the rules digest (../shared/rules-digest/recto-verso.md, section 7), one
// test each.
#include <gtest/gtest.h>

#include <array>
#include <map>

#include "arrange.h"
#include "framework/rng.h"
#include "games/recto_verso/moves.h"
#include "games/recto_verso/view.h"

namespace lt::recto_verso {
namespace {

using namespace fixture;

class RectoVersoDigestCases : public ::testing::Test {
  protected:
    RectoVersoGame game;
};

// 1. 36 cards; each animal on exactly 12 sides with the per-animal pictogram counts; the two
// sides of every card show different animals.
TEST_F(RectoVersoDigestCases, Case1DataIntegrity) {
    const std::array<int, kSymbols> perAnimal{2, 2, 2, 1, 1, 2, 1, 1};
    std::map<std::pair<int, int>, int> counts;
    for (CardId card = 0; card < kCards; ++card) {
        EXPECT_NE(faceOf(card, 0).animal, faceOf(card, 1).animal) << card + 1;
        EXPECT_NE(faceOf(card, 0).symbol, faceOf(card, 1).symbol) << card + 1;
        for (int side = 0; side < 2; ++side)
            ++counts[{static_cast<int>(faceOf(card, side).animal),
                      static_cast<int>(faceOf(card, side).symbol)}];
    }
    for (int animal = 0; animal < kAnimals; ++animal) {
        int sides = 0;
        for (int symbol = 0; symbol < kSymbols; ++symbol) {
            EXPECT_EQ((counts[{animal, symbol}]), perAnimal[symbol]) << animal << " " << symbol;
            sides += counts[{animal, symbol}];
        }
        EXPECT_EQ(sides, 12);
    }
}

int inHands(const RectoVersoState& state) {
    int total = 0;
    for (PlayerId p = 0; p < state.numPlayers(); ++p) total += state.hand(p).size();
    return total;
}

// 2. 3 players: 18 cards in hands, 18 in the middle; 4 players: 20 and 16.
TEST_F(RectoVersoDigestCases, Case2Deal) {
    for (const auto& [players, hands, middle] :
         {std::array<int, 3>{3, 18, 18}, std::array<int, 3>{4, 20, 16},
          std::array<int, 3>{2, 12, 24}}) {
        auto state = game.newInitialState({}, players);
        Rng rng(players);
        while (state->isChanceNode()) {
            const auto outcomes = state->chanceOutcomes();
            state->apply(outcomes[rng.below(outcomes.size())].move);
        }
        const auto& rv = static_cast<const RectoVersoState&>(*state);
        EXPECT_EQ(inHands(rv), hands);
        EXPECT_EQ(static_cast<int>(rv.middle().size()), middle);
        EXPECT_EQ(rv.currentActor(), anna);
        EXPECT_EQ(rv.hand(anna).size(), players == 4 ? 5u : 6u);
    }
}

// 3. Anna's front shows Fox/Skip (card 3, side A); she plays it: it lies in the middle with
// Fox/Skip up; the next player is skipped.
TEST_F(RectoVersoDigestCases, Case3OrientationAndSkip) {
    auto state =
        arrange(game, {{"3a 1a 2a 4a 5a 6a", "7a 8a 9a 10a 11a 12a", "13a 14a 15a 16a 17a 18a"}});
    play(state, "play 1");
    EXPECT_EQ(state.middle().back(), (Placed{2, 0}));
    EXPECT_EQ(state.middle().back().shown(), (Face{Animal::Fox, Symbol::Skip}));
    play(state, "take 1");
    EXPECT_EQ(state.currentActor(), carla);
}

// 4. Middle card 12 lies with Lion/Steal up; Anna takes it: her front is Lion/Steal, the
// others see Elephant/Flip 3.
TEST_F(RectoVersoDigestCases, Case4TakeKeepsTheSide) {
    auto state = arrange(game, {{"16a 1a 2a 4a 5a 6a", "7a 8a 9a 10a 11a 13a"}, "12b"});
    play(state, "play 1");  // Fox / half star: no action
    play(state, "take 1");
    EXPECT_EQ(state.hand(anna).back(), (Placed{11, 1}));
    EXPECT_EQ(state.fronts(anna).back(), (Face{Animal::Lion, Symbol::Steal}));
    const auto view = state.viewFor(ben);
    const auto& seen = static_cast<const RectoVersoView&>(*view).hand(anna).back();
    EXPECT_EQ(seen.face, (Face{Animal::Elephant, Symbol::FlipThree}));
}

// 5. Reverse with 4 players A -> B -> C -> D: B plays Reverse, next is A, then D. With 2
// players the player who plays Reverse plays again.
TEST_F(RectoVersoDigestCases, Case5Reverse) {
    auto four = arrange(game, {{"16a 2a 3a 5a 6a", "34a 7a 8a 9a 10a", "11a 12a 13a 14a 15a",
                                "18a 19a 20a 21a 22a"},
                               "",
                               ben});
    play(four, "play 1");  // Fox / Reverse
    play(four, "take 1");
    EXPECT_EQ(four.currentActor(), anna);
    play(four, "play 1");  // Fox / half star left
    play(four, "take 1");
    EXPECT_EQ(four.currentActor(), dario);

    auto two = arrange(game, {{"34a 2a 3a 5a 6a 7a", "8a 9a 10a 11a 12a 13a"}});
    play(two, "play 1");
    play(two, "take 1");
    EXPECT_EQ(two.currentActor(), anna);
    EXPECT_EQ(two.table().step, Step::Play);
}

// 6. Anna plays a Steal card, takes Ben's card 8 and chooses Whale/Reverse as her front; Ben
// at once takes a middle card; every hand keeps its size.
TEST_F(RectoVersoDigestCases, Case6Steal) {
    // Ben holds card 8 with Frog/Magnifier towards him: Anna sees Whale/Reverse.
    auto state = arrange(game, {{"2a 1a 3a 4a 5a 6a", "8a 9a 10a 11a 12a 13a"}});
    play(state, "play 1");  // Fox / Steal
    EXPECT_EQ(state.table().step, Step::Steal);
    play(state, "steal hand 2 card 1");
    EXPECT_EQ(state.hand(anna).back(), (Placed{7, 1}));
    EXPECT_EQ(state.fronts(anna).back(), (Face{Animal::Whale, Symbol::Reverse}));
    EXPECT_EQ(state.currentActor(), ben);
    EXPECT_EQ(state.table().step, Step::VictimTake);
    play(state, "take 3");
    EXPECT_EQ(state.hand(anna).size(), 6u);
    EXPECT_EQ(state.hand(ben).size(), 6u);
    EXPECT_EQ(state.currentActor(), ben);  // Anna's turn is over: Ben's own turn
    EXPECT_EQ(state.table().step, Step::Play);
}

// 7. At the end of her turn Anna's 6 fronts are all Whale: +1 point; with the Whale half star
// left (card 30) and right (card 15) among them: +2.
TEST_F(RectoVersoDigestCases, Case7RoundEndByAnimal) {
    auto state = arrange(game, {{"4b 8b 11b 13b 26b 16a", "1a 2a 3a 5a 6a 7a"}, "19b"});
    play(state, "play 6");
    play(state, "take 1");
    EXPECT_EQ(state.table().scores, (std::vector<int>{1, 0}));
    EXPECT_EQ(state.table().lastScorer, anna);
    EXPECT_EQ(state.table().phase, Phase::Dealing);
    EXPECT_EQ(state.table().round, 2);

    auto bonus = arrange(game, {{"30a 15a 4b 8b 11b 16a", "1a 2a 3a 5a 6a 7a"}, "13b"});
    play(bonus, "play 6");
    play(bonus, "take 1");
    EXPECT_EQ(bonus.table().scores, (std::vector<int>{2, 0}));
    EXPECT_EQ(bonus.table().lastPoints, 2);
}

// 8. Fronts: the magnifying glasses of cards 2 (Elephant), 5 (Lion), 7 (Flamingo), 8 (Frog),
// 13 (Whale), 29 (Lion): +1 point.
TEST_F(RectoVersoDigestCases, Case8RoundEndByMagnifiers) {
    auto state = arrange(game, {{"2b 5b 7b 8a 13b 16a", "1a 3a 4a 6a 9a 10a"}, "29b"});
    play(state, "play 6");
    play(state, "take 1");
    EXPECT_EQ(state.table().scores, (std::vector<int>{1, 0}));
    EXPECT_EQ(state.table().lastHand.size(), 6u);
}

// 9. 5 Whale fronts and 1 Fox front: no point; play goes on.
TEST_F(RectoVersoDigestCases, Case9NotARoundEnd) {
    auto state = arrange(game, {{"4b 8b 11b 13b 26b 16a", "1a 2a 3a 5a 6a 7a"}, "20a"});
    play(state, "play 6");
    play(state, "take 1");  // Fox / half star right
    EXPECT_EQ(state.table().scores, (std::vector<int>{0, 0}));
    EXPECT_EQ(state.table().phase, Phase::Playing);
    EXPECT_EQ(state.currentActor(), ben);
}

// 10. Scores 2, 1, 0; Anna ends a round with a one-animal hand: 3 points, she wins.
TEST_F(RectoVersoDigestCases, Case10GameEnd) {
    auto state =
        arrange(game, {{"4b 8b 11b 13b 26b 16a", "1a 2a 3a 5a 6a 7a", "9a 10a 12a 14a 17a 18a"},
                       "19b",
                       anna,
                       {2, 1, 0}});
    play(state, "play 6");
    play(state, "take 1");
    EXPECT_TRUE(state.isTerminal());
    EXPECT_EQ(state.table().scores, (std::vector<int>{3, 1, 0}));
    EXPECT_EQ(state.ranking(), (std::vector<int>{1, 2, 3}));
}

}  // namespace
}  // namespace lt::recto_verso
