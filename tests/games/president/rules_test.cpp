// The rules of Il pezzente: every test case of the digest (cards-president.md, section 7) and
// the resolutions A2, A3, A5 and P6-P10 it relies on.
#include <gtest/gtest.h>

#include "arrange.h"
#include "games/president/moves.h"

namespace lt::president {
namespace {

using namespace fixture;

std::optional<std::vector<Card>> last(const std::string& text) {
    return cardList(text);
}

// Plays the chance moves (the first dealer, then every card to deal) with the first outcome.
void dealAll(PresidentState& state) {
    while (state.isChanceNode()) state.apply(state.chanceOutcomes().front().move);
}

TEST(PresidentRules, Case1TheDealerAndHisRightNeighbourGetThirteenCards) {
    PresidentGame game;
    auto state = PresidentState::initial(game, 5);
    EXPECT_TRUE(state.isPublicChance(firstDealerMove(0)));
    state.apply(firstDealerMove(0));
    dealAll(state);
    EXPECT_EQ(state.hand(1).size(), 14);
    EXPECT_EQ(state.hand(2).size(), 14);
    EXPECT_EQ(state.hand(3).size(), 13);
    EXPECT_EQ(state.hand(0).size(), 13);
    EXPECT_EQ(state.table().handCounts, (std::vector<int>{13, 14, 14, 13}));
    // Two jokers are in the deck; the first deal has no exchange and the left neighbour leads.
    int jokers = 0;
    for (PlayerId p = 0; p < players; ++p) jokers += state.hand(p).count(Card::joker());
    EXPECT_EQ(jokers, 2);
    EXPECT_EQ(state.table().phase, Phase::Playing);
    EXPECT_EQ(state.currentActor(), 1);
}

TEST(PresidentRules, Case2TheRankOrder) {
    EXPECT_EQ(refusalFor(cardList("2S 2H"), last("AC AD")), std::nullopt);
    EXPECT_EQ(refusalFor(cardList("JOKER"), last("2S")), std::nullopt);
    for (const char* pair : {"2S 2H", "AC AD", "3C 3D", "KS KH"})
        EXPECT_EQ(refusalFor(cardList("JOKER JOKER"), last(pair)), std::nullopt) << pair;
    // 3 is the lowest: it beats nothing, everything beats it.
    for (const char* card : {"3C", "4C", "10H", "KS", "AS", "2D", "JOKER"}) {
        EXPECT_NE(refusalFor(cardList("3S"), last(card)), std::nullopt) << card;
        if (std::string(card) != "3C") {
            EXPECT_EQ(refusalFor(cardList(card), last("3S")), std::nullopt) << card;
        }
    }
    EXPECT_LT(valueOf(cards::parseCardOrThrow("KS")), valueOf(cards::parseCardOrThrow("AS")));
    EXPECT_LT(valueOf(cards::parseCardOrThrow("10S")), valueOf(cards::parseCardOrThrow("JS")));
}

TEST(PresidentRules, Case3TheSameCountAndAStrictlyHigherRank) {
    EXPECT_EQ(refusalFor(cardList("6S 6H"), last("5C 5D")), std::nullopt);
    const auto equal = refusalFor(cardList("5S 5H"), last("5C 5D"));
    ASSERT_TRUE(equal);
    EXPECT_EQ(equal->refusal, Refusal::NotHigher);
    EXPECT_STREQ(valueText(equal->value), "5");
    const auto single = refusalFor(cardList("6S"), last("5C 5D"));
    ASSERT_TRUE(single);
    EXPECT_EQ(single->refusal, Refusal::WrongCount);
    EXPECT_EQ(single->count, 2);
    const auto triple = refusalFor(cardList("6S 6H 6C"), last("5C 5D"));
    ASSERT_TRUE(triple);
    EXPECT_EQ(triple->refusal, Refusal::WrongCount);
    // P2: one rank only; A4: a joker stands for nothing else.
    EXPECT_EQ(refusalFor(cardList("6S 7H"), std::nullopt)->refusal, Refusal::MixedRanks);
    EXPECT_EQ(refusalFor(cardList("6S JOKER"), std::nullopt)->refusal, Refusal::MixedRanks);
    EXPECT_EQ(refusalFor({}, std::nullopt)->refusal, Refusal::Empty);
    // A lead may be any play of one rank, up to four cards.
    EXPECT_EQ(refusalFor(cardList("6S 6H 6C 6D"), std::nullopt), std::nullopt);
}

TEST(PresidentRules, Case4ATrickEndsWhenEveryOtherHolderHasPassedInARow) {
    PresidentGame game;
    // A, B, C, D are seats 0, 1, 2, 3.
    auto state = arrange(game, {"7S 3C 4C", "5S 3D 4D", "9S 3H 4H", "8S 3S 4S"}, 0);
    play(state, "play 7S");
    play(state, "pass");
    play(state, "play 9S");
    play(state, "pass");
    play(state, "pass");
    EXPECT_EQ(state.currentActor(), 1);
    play(state, "pass");
    EXPECT_EQ(state.table().lastCollector, 2);
    EXPECT_TRUE(state.table().pile.empty());
    EXPECT_FALSE(state.table().lastPlay);
    EXPECT_EQ(state.currentActor(), 2);
    // The leader may not pass (P3).
    EXPECT_EQ(state.parseMove("pass"), std::nullopt);
}

TEST(PresidentRules, Case5APlayerWhoPassedMayPlayAgainInTheSameTrick) {
    PresidentGame game;
    auto state = arrange(game, {"4S 10S 3C", "KS 3D 5D", "6S 3H 5H", "8S 3S 5S"}, 0);
    play(state, "play 4S");
    play(state, "pass");
    play(state, "play 6S");
    play(state, "play 8S");
    play(state, "play 10S");
    EXPECT_EQ(state.currentActor(), 1);
    play(state, "play KS");
    EXPECT_EQ(state.table().lastPlay->seat, 1);
}

TEST(PresidentRules, Case6TheFinishingOrderGivesTheTitlesAndTheBeggarDealsAndLeads) {
    PresidentGame game;
    // A, B, C, D are seats 0, 1, 2, 3; C leads.
    auto state = arrange(game, {"2C", "3C 3D 3H", "JOKER", "KC 4C"}, 2);
    play(state, "play JOKER");
    EXPECT_EQ(state.table().finished, (std::vector<PlayerId>{2}));
    play(state, "pass");
    play(state, "pass");
    play(state, "pass");
    // A3: C is out, so the next holder after him, D, leads.
    EXPECT_EQ(state.currentActor(), 3);
    play(state, "play KC");
    play(state, "play 2C");
    play(state, "pass");
    play(state, "pass");
    // A is out after his unbeaten 2: the lead goes on to B.
    EXPECT_EQ(state.currentActor(), 1);
    play(state, "play 3C");
    play(state, "play 4C");
    // P6: three players are out, the deal is over.
    ASSERT_EQ(state.table().results.size(), 1u);
    EXPECT_EQ(state.table().results[0], (std::vector<int>{2, 4, 1, 3}));
    EXPECT_EQ(state.table().titles, (std::vector<int>{2, 4, 1, 3}));
    EXPECT_EQ(state.table().totals, (std::vector<int>{2, 0, 3, 1}));
    // P7: B deals; P9: after the exchange B leads.
    EXPECT_EQ(state.table().dealer, 1);
    dealAll(state);
    EXPECT_EQ(state.hand(2).size(), 14);  // the dealer's left neighbour
    EXPECT_EQ(state.table().phase, Phase::Exchanging);
    const PlayerId givers[] = {1, 2, 3, 0};  // Beggar, President, Vice-Beggar, Vice-President
    for (PlayerId giver : givers) {
        EXPECT_EQ(state.currentActor(), giver);
        state.apply(state.legalMoves().front());
    }
    EXPECT_EQ(state.table().phase, Phase::Playing);
    EXPECT_EQ(state.currentActor(), 1);
    EXPECT_EQ(state.hand(2).size(), 14);
    EXPECT_EQ(state.hand(1).size(), 13);
}

TEST(PresidentRules, Case7TheBeggarGivesHisTwoBestAndThePresidentHisTwoWorst) {
    PresidentGame game;
    // Titles: seat 0 President, 1 Vice-President, 2 Vice-Beggar, 3 Beggar.
    auto state = arrangeExchange(
        game, {"3D 3C 4S 9H 10H", "5S 6S 7S", "8S 8C KH", "JOKER 2S 2H AC 5D"}, {1, 2, 3, 4});
    EXPECT_EQ(state.currentActor(), 3);
    std::vector<std::string> choices;
    for (Move move : state.legalMoves()) choices.push_back(state.moveToString(move));
    EXPECT_EQ(choices, (std::vector<std::string>{"give 2♥ Joker", "give 2♠ Joker"}));
    play(state, "give JOKER 2H");
    EXPECT_EQ(state.hand(0).count(Card::joker()), 1);
    EXPECT_EQ(state.currentActor(), 0);
    choices.clear();
    for (Move move : state.legalMoves()) choices.push_back(state.moveToString(move));
    EXPECT_EQ(choices, (std::vector<std::string>{"give 3♣ 3♦"}));
    play(state, "give 3D 3C");
    EXPECT_TRUE(state.hand(3).containsAll(cardList("3D 3C 2S AC 5D")));
    // The Vice-Beggar gives his one best card (the K), the Vice-President his worst (the 5).
    EXPECT_EQ(state.currentActor(), 2);
    EXPECT_EQ(state.legalMoves(), (std::vector<Move>{giveMove(cardList("KH"))}));
    play(state, "give KH");
    EXPECT_EQ(state.currentActor(), 1);
    // The K he has just received is not his to give back, even if it were his worst.
    EXPECT_EQ(state.legalMoves(), (std::vector<Move>{giveMove(cardList("5S"))}));
    play(state, "give 5S");
    EXPECT_EQ(state.currentActor(), 3);  // P9: the Beggar leads
    // A6: ties at the boundary are the giver's choice: two of three 8s.
    auto tie = arrangeExchange(game, {"4C", "5C", "6C", "8S 8C 8H 3C"}, {1, 2, 3, 4});
    EXPECT_EQ(tie.legalMoves().size(), 3u);
}

TEST(PresidentRules, Case8TheMatchPointsAndTheTieBreak) {
    PresidentGame game;
    // After deal 1 (C first, A second, D third, B last) the totals are A 2, B 0, C 3, D 1.
    auto state =
        arrange(game, {"2C", "3C 3D", "4C 5C", "3S 3H"}, 0, {2, 4, 1, 3}, 2, 1, {2, 0, 3, 1});
    // Deal 2 of 2: A first, B second, C third, D last.
    play(state, "play 2C");
    for (int i = 0; i < 3; ++i) play(state, "pass");
    play(state, "play 3C 3D");
    play(state, "pass");
    play(state, "pass");
    play(state, "play 4C");
    play(state, "pass");
    play(state, "play 5C");
    ASSERT_TRUE(state.isTerminal());
    EXPECT_EQ(state.scores(), (std::vector<int>{5, 2, 4, 1}));
    EXPECT_EQ(state.ranking(), (std::vector<int>{1, 3, 2, 4}));

    // Equal totals: the better place in the last deal wins (A1).
    Table over;
    over.phase = Phase::Over;
    over.totals = {4, 4, 2, 2};
    over.titles = {2, 1, 4, 3};
    const PresidentState tied(game, over, {}, Hand(), {});
    EXPECT_EQ(tied.ranking(), (std::vector<int>{2, 1, 4, 3}));
}

TEST(PresidentRules, PassingIsRefusedToTheLeaderAndNotationReadsBack) {
    PresidentGame game;
    auto state = arrange(game, {"9S 9C JOKER", "3C", "4C", "5C"}, 0);
    EXPECT_EQ(state.parseMove("pass"), std::nullopt);
    const auto moves = state.legalMoves();
    // 9♠, 9♣, the pair, the joker.
    EXPECT_EQ(moves.size(), 4u);
    for (Move move : moves) EXPECT_EQ(state.parseMove(state.moveToString(move)), move);
    EXPECT_EQ(state.parseMove("play 9S 9C"), playMove(cardList("9C 9S")));
    EXPECT_EQ(state.parseMove("play 9S 3C"), std::nullopt);
}

}  // namespace
}  // namespace lt::president
