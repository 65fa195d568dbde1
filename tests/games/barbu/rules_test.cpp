// The digest's test cases (cards-barbu.md §7) and the rules behind them: the deal, following
// suit, the trick winner, the penalty of each contract, the per-deal totals, the dealer's
// choice of the open contracts, the end of the game.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arrange.h"
#include "games/barbu/moves.h"

namespace lt::barbu {
namespace {

using namespace fixture;
using ::testing::ElementsAre;

std::vector<Card> cardsOf(const std::string& text) {
    return handOf(text).cards();
}

TEST(BarbuRules, Case1EachDealGivesThirteenCardsFromTheDealersLeftAndDealersRotateByRound) {
    BarbuGame game;
    auto state = game.newInitialState({}, 4);
    auto& barbu = static_cast<BarbuState&>(*state);
    EXPECT_EQ(barbu.table().dealer, 0);
    ASSERT_TRUE(state->isChanceNode());
    EXPECT_EQ(state->chanceOutcomes().size(), 52u);
    // The first card goes to the dealer's left.
    play(*state, "deal 7H");
    EXPECT_EQ(barbu.hand(1).cards(), cardsOf("7H"));
    Rng rng(5);
    while (state->isChanceNode()) {
        const auto outcomes = state->chanceOutcomes();
        state->apply(outcomes[rng.below(outcomes.size())].move);
    }
    for (PlayerId p = 0; p < 4; ++p) EXPECT_EQ(barbu.hand(p).size(), 13);
    EXPECT_EQ(barbu.table().phase, Phase::Choosing);
    EXPECT_EQ(state->currentActor(), 0);
    for (int deal = 0; deal < 24; ++deal) EXPECT_EQ(dealerOf(deal), deal / 6) << deal;
}

TEST(BarbuRules, Case2FollowSuitWhenYouCanElseAnyCard) {
    BarbuGame game;
    // Seat 0 deals and leads the 5♣; seat 1 holds 9♣ K♦, seat 2 no clubs.
    auto state = arrange(game, {"5C 2D", "9C KD", "AH 3D", "2C 4D"}, 0, Contract::Tricks);
    play(state, "play 5C");
    EXPECT_THAT(legalTexts(state), ElementsAre("play 9♣"));
    EXPECT_FALSE(state.parseMove("play KD").has_value());
    play(state, "play 9C");
    EXPECT_THAT(legalTexts(state), ElementsAre("play 3♦", "play A♥"));
}

TEST(BarbuRules, Case3DiscardsNeverWinAndTheWinnerLeadsNext) {
    BarbuGame game;
    // Lead 5♣, then K♦ (discard), 9♣, A♥ (discard): 9♣ wins.
    auto state = arrange(game, {"5C 2D", "KD 3D", "9C 4D", "AH 5D"}, 0, Contract::Tricks);
    for (const char* move : {"play 5C", "play KD", "play 9C", "play AH"}) play(state, move);
    EXPECT_EQ(state.table().tricksTaken, (std::vector<int>{0, 0, 1, 0}));
    EXPECT_EQ(state.currentActor(), 2);
    EXPECT_EQ(state.table().trick.leader, 2);
}

TEST(BarbuRules, Case4QueensSixEach) {
    EXPECT_EQ(penalty(Contract::Queens, 2, cardsOf("QS QH 2C 3C 4C 5C 6C 7C"), false), 12);
}

TEST(BarbuRules, Case5HeartsTwoEachTheKingOnlyAHeart) {
    EXPECT_EQ(penalty(Contract::Hearts, 2, cardsOf("2H 5H 9H JH KH 2C 3C 4C"), false), 10);
}

TEST(BarbuRules, Case6SaladAddsEveryComponent) {
    // 3 tricks including the 13th; Q♥, K♥ and two other hearts among the cards.
    const auto taken = cardsOf("QH KH 2H 3H 2C 3C 4C 5C 6C 7C 8C 9C");
    EXPECT_EQ(penalty(Contract::Salad, 3, taken, true), 6 + 6 + 8 + 20 + 20);
    EXPECT_EQ(penalty(Contract::Barbu, 3, taken, true), 20);
    EXPECT_EQ(penalty(Contract::LastTrick, 3, taken, true), 20);
    EXPECT_EQ(penalty(Contract::LastTrick, 3, taken, false), 0);
    EXPECT_EQ(penalty(Contract::Tricks, 3, taken, true), 6);
}

TEST(BarbuRules, Case7EveryDealsPenaltiesAddUpAndAWholeGameTo928) {
    EXPECT_EQ(dealTotal(Contract::Tricks), 26);
    EXPECT_EQ(dealTotal(Contract::Queens), 24);
    EXPECT_EQ(dealTotal(Contract::Hearts), 26);
    EXPECT_EQ(dealTotal(Contract::Barbu), 20);
    EXPECT_EQ(dealTotal(Contract::LastTrick), 20);
    EXPECT_EQ(dealTotal(Contract::Salad), 116);
    BarbuGame game;
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        auto state = game.newInitialState({}, 4);
        Rng rng(seed);
        playRandomly(*state, rng);
        const Table& table = static_cast<const BarbuState&>(*state).table();
        ASSERT_EQ(table.results.size(), 24u);
        for (std::size_t d = 0; d < table.results.size(); ++d) {
            const DealResult& result = table.results[d];
            int sum = 0;
            for (int points : result.points) sum += points;
            EXPECT_EQ(sum, dealTotal(result.contract)) << "deal " << d + 1;
            EXPECT_EQ(result.dealer, static_cast<PlayerId>(d / 6));
        }
        // Each dealer played every contract once in his round.
        for (int round = 0; round < 4; ++round) {
            std::vector<bool> seen(contractCount, false);
            for (int d = 0; d < 6; ++d) seen[indexOf(table.results[round * 6 + d].contract)] = true;
            EXPECT_EQ(std::count(seen.begin(), seen.end(), true), 6) << "round " << round + 1;
        }
        int total = 0;
        for (int points : table.totals) total += points;
        EXPECT_EQ(total, 4 * (26 + 24 + 26 + 20 + 20 + 116));
        EXPECT_EQ(state->scores(), table.totals);
    }
}

// Digest A3, an option: once the King of Hearts is taken a Barbu deal stops, with the points it
// would have had; Tricks (and Last trick, Salad) always play to the end; off by default.
TEST(BarbuRules, A3ADealMayEndOnceItsPenaltiesAreTaken) {
    BarbuGame game;
    const std::vector<std::string> hands = {"3C 4C 5C", "KH 5H 6H", "7C 8C 9C", "2C 10D JD"};
    const auto firstTrick = [](BarbuState& state) {
        for (const char* card : {"play 3C", "play KH", "play 7C", "play 2C"}) play(state, card);
    };
    auto early = arrange(game, hands, 0, Contract::Barbu, {}, true);
    firstTrick(early);
    ASSERT_EQ(early.table().results.size(), 1u);
    EXPECT_THAT(early.table().results[0].points, ElementsAre(0, 0, 20, 0));
    EXPECT_EQ(early.table().dealIndex, 1);
    EXPECT_EQ(early.table().phase, Phase::Dealing);

    auto whole = arrange(game, hands, 0, Contract::Barbu);
    firstTrick(whole);
    EXPECT_TRUE(whole.table().results.empty());
    EXPECT_EQ(whole.table().phase, Phase::Playing);

    auto tricks = arrange(game, hands, 0, Contract::Tricks, {}, true);
    firstTrick(tricks);
    EXPECT_TRUE(tricks.table().results.empty());

    // Through the option: whole random games keep every deal's total (B8) and end sooner.
    Options options;
    options.set(std::string(kEndWhenTakenOption), "true");
    auto state = game.newInitialState(options, 4);
    EXPECT_TRUE(static_cast<const BarbuState&>(*state).table().endWhenPenaltiesTaken);
    EXPECT_FALSE(
        static_cast<const BarbuState&>(*game.newInitialState({}, 4)).table().endWhenPenaltiesTaken);
    Rng rng(5);
    playRandomly(*state, rng);
    const Table& table = static_cast<const BarbuState&>(*state).table();
    ASSERT_EQ(table.results.size(), 24u);
    for (const DealResult& result : table.results) {
        int sum = 0;
        for (int points : result.points) sum += points;
        EXPECT_EQ(sum, dealTotal(result.contract));
    }
}

// Digest A3: a whole deal of Queens, Hearts or Barbu played with the option stops at the trick
// that takes the last penalty card, with exactly the points the same deal played out to the
// 13th trick gives.
TEST(BarbuRules, A3AWholeDealEndedEarlyScoresAsTheSameDealPlayedOut) {
    BarbuGame game;
    const std::vector<std::string> hands = {
        "AS 9S 5S AH 8H 4H KD 10D 6D 2D QC 7C 3C", "KS 8S 4S KH 7H 3H QD 9D 5D AC JC 6C 2C",
        "QS 7S 3S QH 6H 2H JD 8D 4D KC 10C 9C 5C", "JS 10S 6S 2S JH 10H 9H 5H AD 7D 3D 8C 4C"};
    int endedEarly = 0;
    for (Contract contract : {Contract::Queens, Contract::Hearts, Contract::Barbu}) {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            auto early = arrange(game, hands, 0, contract, {}, true);
            auto whole = arrange(game, hands, 0, contract);
            // The same cards played in both, drawn from the legal ones by one seed.
            Rng rng(seed);
            int cardsPlayed = 0;
            while (early.table().results.empty()) {
                const auto legal = early.legalMoves();
                ASSERT_EQ(legal, whole.legalMoves());
                const Move move = legal[rng.below(legal.size())];
                early.apply(move);
                whole.apply(move);
                ++cardsPlayed;
            }
            const int earlyTricks = cardsPlayed / 4;
            EXPECT_EQ(cardsPlayed % 4, 0);
            while (whole.table().results.empty()) {
                const auto legal = whole.legalMoves();
                whole.apply(legal[rng.below(legal.size())]);
            }
            ASSERT_EQ(early.table().results.size(), 1u);
            ASSERT_EQ(whole.table().results.size(), 1u);
            EXPECT_EQ(early.table().results[0].points, whole.table().results[0].points)
                << contractKey(contract) << " seed " << seed;
            EXPECT_EQ(early.table().totals, whole.table().totals);
            EXPECT_EQ(early.table().dealIndex, 1);
            EXPECT_LE(earlyTricks, 13);
            if (earlyTricks < 13) ++endedEarly;
        }
    }
    // 48 of these 60 deals stop before the 13th trick; the others take a penalty card in it.
    EXPECT_EQ(endedEarly, 48);
}

TEST(BarbuRules, Case8TheDealerChoosesOnlyAmongTheOpenContracts) {
    BarbuGame game;
    const std::string deal[] = {
        "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C", "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D",
        "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H", "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"};
    // Round 2, third deal: Hearts and Salad are played.
    auto state = arrange(game, {deal[0], deal[1], deal[2], deal[3]}, 8, std::nullopt,
                         {Contract::Hearts, Contract::Salad});
    EXPECT_EQ(state.currentActor(), 1);
    EXPECT_THAT(legalTexts(state),
                ElementsAre("choose tricks", "choose queens", "choose barbu", "choose last-trick"));
    play(state, "choose barbu");
    EXPECT_EQ(state.table().contract, Contract::Barbu);
    // B5: the dealer leads.
    EXPECT_EQ(state.currentActor(), 1);
    EXPECT_EQ(state.table().openContracts(),
              (std::vector<Contract>{Contract::Tricks, Contract::Queens, Contract::LastTrick}));
}

TEST(BarbuRules, TheLastContractOfARoundIsAnnouncedWithoutAChoice) {
    BarbuGame game;
    auto state = game.newInitialState({}, 4);
    auto& barbu = static_cast<BarbuState&>(*state);
    Rng rng(8);
    int choices = 0;
    while (barbu.table().dealIndex < 6 && !state->isTerminal()) {
        if (barbu.table().phase == Phase::Choosing) ++choices;
        if (state->isChanceNode()) {
            const auto outcomes = state->chanceOutcomes();
            state->apply(outcomes[rng.below(outcomes.size())].move);
        } else {
            const auto legal = state->legalMoves();
            if (barbu.table().phase == Phase::Choosing) {
                EXPECT_EQ(legal.size(), static_cast<std::size_t>(6 - barbu.table().dealIndex));
                EXPECT_GE(legal.size(), 2u);
                // Each choice is one move.
                state->apply(legal.front());
                continue;
            }
            state->apply(legal[rng.below(legal.size())]);
        }
        if (barbu.table().dealIndex == 5 && barbu.table().phase == Phase::Playing) {
            ASSERT_TRUE(barbu.table().contract.has_value());
        }
    }
    EXPECT_EQ(choices, 5);
}

TEST(BarbuRules, Case9TheLowestTotalWinsAndTiesShare) {
    EXPECT_EQ(placesFor({120, 95, 130, 95}), (std::vector<int>{3, 1, 4, 1}));
}

TEST(BarbuRules, DealPenaltiesCountTheTakersCardsAndTheThirteenthTrick) {
    // Thirteen tricks of seat 0 leading clubs... built by hand: seat 2 takes only the last.
    std::vector<cards::Trick> tricks;
    for (int t = 0; t < 12; ++t)
        tricks.push_back({0,
                          {{0, Card(cards::Rank::Ace, cards::Suit::Clubs)},
                           {1, Card(cards::Rank::Two, cards::Suit::Clubs)},
                           {2, Card(cards::Rank::Three, cards::Suit::Clubs)},
                           {3, Card(cards::Rank::Four, cards::Suit::Clubs)}}});
    tricks.push_back({2,
                      {{2, Card(cards::Rank::Queen, cards::Suit::Hearts)},
                       {3, Card(cards::Rank::King, cards::Suit::Spades)},
                       {0, Card(cards::Rank::Two, cards::Suit::Hearts)},
                       {1, Card(cards::Rank::Five, cards::Suit::Diamonds)}}});
    EXPECT_EQ(dealPenalties(Contract::LastTrick, tricks), (std::vector<int>{0, 0, 20, 0}));
    EXPECT_EQ(dealPenalties(Contract::Tricks, tricks), (std::vector<int>{24, 0, 2, 0}));
    EXPECT_EQ(dealPenalties(Contract::Salad, tricks), (std::vector<int>{24, 0, 2 + 6 + 4 + 20, 0}));
}

}  // namespace
}  // namespace lt::barbu
