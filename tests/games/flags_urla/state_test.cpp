// Urla!'s rules (Y1-Y8 and the digest's proposals Y-A1..Y-A8), with the digest's test cases 9
// (Emma receives Uganda) and 10 (the end and the tie-break).
#include <gtest/gtest.h>

#include <algorithm>

#include "fixture.h"
#include "framework/errors.h"
#include "games/flags_urla/reactions.h"

namespace lt::flags_urla::testing {
namespace {

// Seat 1 deals (the youngest); the deal starts on his left.
constexpr PlayerId kEmma = 0, kValentina = 1, kGabriele = 2, kSofia = 3;

class EmmaReceivesUganda : public UrlaTable {
  protected:
    void SetUp() override {
        state_ = newTable(4);
        dealUgandaToEmma();
    }
    void dealUgandaToEmma() {
        for (const char* code : {"FR", "JM", "NG", "CA"}) dealQuietly(*state_, code);
        dealQuietly(*state_, "KR");  // Valentina
        dealQuietly(*state_, "RU");  // Gabriele
        dealQuietly(*state_, "CN");  // Sofia
        deal(*state_, "UG");         // Emma: a race starts
    }
    std::unique_ptr<UrlaState> state_;
};

TEST_F(UrlaTable, CardsAreDealtClockwiseFromTheDealersLeftAndCoverTheLastOne) {  // Y1, Y-A6
    auto state = newTable(3);
    EXPECT_EQ(state->currentActor(), actor::chance);
    EXPECT_EQ(state->chanceOutcomes().size(), 48u);
    EXPECT_EQ(state->nextReceiver(), 1);
    dealQuietly(*state, "FR");
    dealQuietly(*state, "NG");
    dealQuietly(*state, "JM");  // the dealer receives cards too
    dealQuietly(*state, "AT");
    EXPECT_EQ(state->top(1), card(*state, "AT"));
    EXPECT_EQ(state->piles()[1], (std::vector<int>{card(*state, "FR"), card(*state, "AT")}));
    EXPECT_EQ(state->top(0), card(*state, "JM"));
    EXPECT_EQ(state->chanceOutcomes().size(), 44u);
    EXPECT_NEAR(state->chanceOutcomes().front().probability, 1.0 / 44, 1e-12);
}

TEST_F(UrlaTable, OnlyASharedSymbolStartsARace) {  // Y2, Y-A1
    auto state = newTable(3);
    deal(*state, "FR");  // nobody else has a card
    EXPECT_FALSE(state->raceOn());
    EXPECT_EQ(state->currentActor(), 0);  // the dealer looks, then deals on
    EXPECT_EQ(state->legalMoves(), std::vector<Move>{nextMove()});
    state->apply(nextMove());
    deal(*state, "DE");  // Europe too, but no symbol in common
    EXPECT_FALSE(state->raceOn());
    state->apply(nextMove());
    deal(*state, "NG");  // vertical stripes, like France
    EXPECT_TRUE(state->raceOn());
    EXPECT_EQ(state->matchingPlayers(), std::vector<PlayerId>{1});
}

TEST_F(EmmaReceivesUganda, TheRaceHasTwoMatchingPlayers) {  // digest test 9
    EXPECT_TRUE(state_->raceOn());
    EXPECT_EQ(state_->receiver(), kEmma);
    EXPECT_EQ(state_->matchingPlayers(), (std::vector<PlayerId>{kValentina, kGabriele}));
    EXPECT_TRUE(state_->isRightName(kEmma, card(*state_, "KR")));
    EXPECT_TRUE(state_->isRightName(kEmma, card(*state_, "RU")));
    EXPECT_FALSE(state_->isRightName(kEmma, card(*state_, "CN")));
    EXPECT_TRUE(state_->isRightName(kValentina, card(*state_, "UG")));
    EXPECT_TRUE(state_->isRightName(kGabriele, card(*state_, "UG")));
    EXPECT_FALSE(state_->isRightName(kSofia, card(*state_, "UG")));  // not involved
}

TEST_F(EmmaReceivesUganda, ValentinaFirstTakesTwoCardsFromEmma) {  // Y4, Y-A2
    shout(*state_, kValentina, sayMove(card(*state_, "UG")));
    EXPECT_EQ(state_->lastEvent().kind, Event::Kind::RightName);
    EXPECT_EQ(state_->lastEvent().other, kEmma);
    EXPECT_EQ(state_->lastEvent().moved, 2);
    EXPECT_EQ(state_->piles()[kEmma], std::vector<int>{});
    // Taken from the top of Emma's pile, put under Valentina's: her country stays Korea.
    EXPECT_EQ(state_->piles()[kValentina],
              (std::vector<int>{card(*state_, "CA"), card(*state_, "UG"), card(*state_, "FR"),
                                card(*state_, "KR")}));
    EXPECT_EQ(state_->phase(), Phase::Deal);  // Y6: no new race, the deal goes on
    EXPECT_TRUE(state_->claimMoves(kGabriele).empty());
}

TEST_F(EmmaReceivesUganda, EmmaNamingKoreaTakesTwoCardsFromValentina) {
    shout(*state_, kEmma, sayMove(card(*state_, "KR")));
    EXPECT_EQ(state_->lastEvent().kind, Event::Kind::RightName);
    EXPECT_EQ(state_->lastEvent().other, kValentina);
    EXPECT_EQ(state_->piles()[kValentina], std::vector<int>{});
    EXPECT_EQ(state_->piles()[kEmma], (std::vector<int>{card(*state_, "FR"), card(*state_, "KR"),
                                                        card(*state_, "CA"), card(*state_, "UG")}));
}

TEST_F(EmmaReceivesUganda, SofiasWrongNameCostsHerACardToEachAndEndsTheRace) {  // Y5
    shout(*state_, kSofia, sayMove(card(*state_, "UG")));
    EXPECT_EQ(state_->lastEvent().kind, Event::Kind::WrongName);
    EXPECT_EQ(state_->lastEvent().moved, 2);  // she had two cards for three players
    EXPECT_EQ(state_->piles()[kSofia], std::vector<int>{});
    EXPECT_EQ(state_->piles()[kEmma].front(), card(*state_, "CN"));  // clockwise: Emma first
    EXPECT_EQ(state_->piles()[kValentina].front(), card(*state_, "NG"));
    EXPECT_EQ(state_->piles()[kGabriele].size(), 2u);
    // Gabriele's "Uganda" afterwards wins nothing: the race is over.
    EXPECT_TRUE(state_->claimMoves(kGabriele).empty());
    EXPECT_THROW(state_->applyClaim(kGabriele, sayMove(card(*state_, "UG"))), IllegalMove);
}

// Y7 and digest §5.2: answers stamped within 30 ms of the first are simultaneous.
TEST_F(EmmaReceivesUganda, SimultaneousRightNamesGoToTheFirstCountryInAlphabeticalOrder) {
    state_->applyClaim(kValentina, sayMove(card(*state_, "UG"), 2000));
    EXPECT_EQ(state_->phase(), Phase::Judge);  // the first answer waits for simultaneous ones
    EXPECT_EQ(state_->currentActor(), actor::chance);
    EXPECT_EQ(state_->chanceOutcomes().size(), 1u);
    EXPECT_EQ(state_->claimWindowMs(), kJudgeMs);
    EXPECT_TRUE(state_->claimMoves(kValentina).empty());  // one answer each
    state_->applyClaim(kGabriele, sayMove(card(*state_, "UG"), 2030));
    state_->apply(judgeMove());
    // English names: "Russian Federation" (Gabriele) comes before "South Korea" (Valentina).
    EXPECT_EQ(state_->lastEvent().kind, Event::Kind::RightName);
    EXPECT_EQ(state_->lastEvent().player, kGabriele);
    EXPECT_EQ(state_->lastEvent().other, kEmma);
    EXPECT_EQ(state_->lastEvent().outnamed, std::vector<PlayerId>{kValentina});
    EXPECT_EQ(state_->scores(), (std::vector<int>{0, 2, 4, 2}));
    EXPECT_EQ(state_->phase(), Phase::Deal);
}

TEST_F(EmmaReceivesUganda, TheTieBreakReadsTheNamesInTheLanguageOfPlay) {  // G3
    state_ = newTable(4, Options(std::map<std::string, std::string>{{"names", "it"}}));
    dealUgandaToEmma();
    state_->applyClaim(kValentina, sayMove(card(*state_, "UG"), 2000));
    state_->applyClaim(kGabriele, sayMove(card(*state_, "UG"), 2030));
    state_->apply(judgeMove());
    // Italian names: "Corea del Sud" (Valentina) comes before "Russia" (Gabriele).
    EXPECT_EQ(state_->lastEvent().player, kValentina);
    EXPECT_EQ(state_->lastEvent().outnamed, std::vector<PlayerId>{kGabriele});
    EXPECT_EQ(state_->scores(), (std::vector<int>{0, 4, 2, 2}));
}

TEST_F(EmmaReceivesUganda, ComputersExactlyTiedAreSimultaneousToo) {
    // Emma names Korea and Valentina names Uganda, both 2500 ms after the deal: "South Korea"
    // (Valentina's country) comes before "Uganda" (Emma's), so Valentina takes Emma's cards.
    state_->applyClaim(kEmma, sayMove(card(*state_, "KR"), 2500));
    state_->applyClaim(kValentina, sayMove(card(*state_, "UG"), 2500));
    state_->apply(judgeMove());
    EXPECT_EQ(state_->lastEvent().player, kValentina);
    EXPECT_EQ(state_->lastEvent().outnamed, std::vector<PlayerId>{kEmma});
    EXPECT_EQ(state_->scores(), (std::vector<int>{0, 4, 2, 2}));
}

TEST_F(EmmaReceivesUganda, ThirtyOneMillisecondsApartTheEarliestWins) {
    // Gabriele's answer reaches the table first but was given 31 ms after Valentina's.
    state_->applyClaim(kGabriele, sayMove(card(*state_, "UG"), 2031));
    state_->applyClaim(kValentina, sayMove(card(*state_, "UG"), 2000));
    state_->apply(judgeMove());
    EXPECT_EQ(state_->lastEvent().player, kValentina);
    EXPECT_TRUE(state_->lastEvent().outnamed.empty());  // Gabriele's came after: nothing
    EXPECT_EQ(state_->scores(), (std::vector<int>{0, 4, 2, 2}));
}

TEST_F(EmmaReceivesUganda, AnAnswerOverThirtyMillisecondsLateIsRefused) {
    state_->applyClaim(kValentina, sayMove(card(*state_, "UG"), 2000));
    EXPECT_FALSE(state_->isLegalClaim(kGabriele, sayMove(card(*state_, "UG"), 2031)));
    EXPECT_TRUE(state_->isLegalClaim(kGabriele, sayMove(card(*state_, "UG"), 2030)));
    EXPECT_THROW(state_->applyClaim(kGabriele, sayMove(card(*state_, "UG"), 2031)), IllegalMove);
    EXPECT_FALSE(state_->isLegalClaim(kValentina, sayMove(card(*state_, "UG"), 2000)));
}

// A wrong name at the same moment as a right one: the right one still wins (Y5 voids only
// names said after the mistake) and the wrong one still pays its penalty.
TEST_F(EmmaReceivesUganda, AWrongAndARightNameAtOnceBothCount) {
    state_->applyClaim(kSofia, sayMove(card(*state_, "UG"), 2000));     // not involved: wrong
    state_->applyClaim(kGabriele, sayMove(card(*state_, "UG"), 2010));  // right
    state_->apply(judgeMove());
    EXPECT_EQ(state_->lastEvent().kind, Event::Kind::RightName);
    EXPECT_EQ(state_->lastEvent().player, kGabriele);
    EXPECT_EQ(state_->lastEvent().moved, 2);
    EXPECT_EQ(state_->lastEvent().alsoWrong, (std::vector<std::pair<PlayerId, int>>{{kSofia, 2}}));
    // Gabriele took Uganda and Canada from Emma; then Sofia gave China to Emma and Nigeria to
    // Valentina, and had nothing left for Gabriele.
    EXPECT_EQ(state_->piles()[kGabriele],
              (std::vector<int>{card(*state_, "CA"), card(*state_, "UG"), card(*state_, "JM"),
                                card(*state_, "RU")}));
    EXPECT_EQ(state_->piles()[kEmma], std::vector<int>{card(*state_, "CN")});
    EXPECT_EQ(state_->scores(), (std::vector<int>{1, 3, 4, 0}));
}

TEST_F(EmmaReceivesUganda, NobodyAnsweringLetsTheRaceLapse) {  // Y-A5
    state_->apply(nextMove());
    EXPECT_EQ(state_->lastEvent().kind, Event::Kind::Next);
    EXPECT_TRUE(state_->lastEvent().race);
    EXPECT_EQ(state_->scores(), (std::vector<int>{2, 2, 2, 2}));
    EXPECT_EQ(state_->phase(), Phase::Deal);
}

TEST_F(EmmaReceivesUganda, SayingNothingInTimeIsAWrongName) {
    shout(*state_, kGabriele, sayNothingMove());
    EXPECT_EQ(state_->lastEvent().kind, Event::Kind::WrongName);
    EXPECT_EQ(state_->scores(), (std::vector<int>{3, 2, 0, 3}));  // Sofia, then Emma
}

TEST_F(UrlaTable, ANameWithoutARaceIsWrong) {
    auto state = newTable(3);
    dealQuietly(*state, "FR");
    deal(*state, "DE");
    ASSERT_FALSE(state->raceOn());
    shout(*state, 2, sayMove(card(*state, "FR")));
    EXPECT_EQ(state->lastEvent().kind, Event::Kind::WrongName);
    EXPECT_EQ(state->lastEvent().moved, 1);  // as far as his cards go
    EXPECT_EQ(state->scores(), (std::vector<int>{1, 1, 0}));
    deal(*state, "AT");  // seat 3 has nothing left to give (Y-A8)
    shout(*state, 2, sayNothingMove());
    EXPECT_EQ(state->lastEvent().moved, 0);
    EXPECT_EQ(state->phase(), Phase::Deal);
}

TEST_F(EmmaReceivesUganda, TheNamesOfferedHoldTheRightAnswers) {
    const auto emma = state_->answerOptions(kEmma);
    for (const char* code : {"KR", "RU", "CN"})
        EXPECT_NE(std::find(emma.begin(), emma.end(), card(*state_, code)), emma.end()) << code;
    const auto valentina = state_->answerOptions(kValentina);
    EXPECT_NE(std::find(valentina.begin(), valentina.end(), card(*state_, "UG")), valentina.end());
    for (int option : valentina) {
        ASSERT_GE(option, 0);
        EXPECT_EQ(state_->card(option).continent, flags::Continent::Africa);
    }
    std::vector<int> sorted(valentina.begin(), valentina.end());
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(std::unique(sorted.begin(), sorted.end()), sorted.end());
    EXPECT_EQ(state_->answerOptions(kValentina), valentina);  // fixed by the deal
}

TEST_F(UrlaTable, AUniqueLeaderWins) {  // Y8, digest test 10
    auto state = newTable(4);
    // Four cards each, then three players in turn shout a name out of turn: seats 3, 1, 4.
    for (const char* code : {"IT", "DE", "CH", "AL", "MT", "GR", "RS", "RU", "MK", "FR", "GB", "AT",
                             "JP", "CN", "MN", "IN"})
        dealQuietly(*state, code);
    state->apply(dealMove(card(*state, "KG")));
    shout(*state, 2, sayNothingMove());
    state->apply(dealMove(card(*state, "KZ")));
    shout(*state, 0, sayNothingMove());
    state->apply(dealMove(card(*state, "KR")));
    shout(*state, 3, sayNothingMove());
    dealTheRest(*state);
    state->apply(nextMove());
    ASSERT_TRUE(state->isTerminal());
    EXPECT_EQ(state->scores(), (std::vector<int>{11, 15, 11, 11}));
    EXPECT_EQ(state->winner(), 1);
    EXPECT_EQ(state->ranking(), (std::vector<int>{2, 1, 2, 2}));
}

TEST_F(UrlaTable, ATieIsBrokenByTheRedCardTheDiceIdentify) {  // Y8, digest test 10
    auto state = newTable(4);
    dealTheRest(*state);
    state->apply(nextMove());
    ASSERT_EQ(state->phase(), Phase::TieBreak);
    EXPECT_EQ(state->tied(), (std::vector<PlayerId>{0, 1, 2, 3}));
    EXPECT_EQ(state->chanceOutcomes().size(), 36u);
    const PlayerId holder = (1 + card(*state, "AU")) % 4;       // dealt in box order
    state->apply(tieRollMove(Symbol::Stars, Symbol::Crosses));  // Australia
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->winner(), holder);
    std::vector<int> places(4, 2);
    places[holder] = 1;
    EXPECT_EQ(state->ranking(), places);
}

TEST_F(UrlaTable, TenFruitlessTieRollsShareTheWin) {  // Y-A7
    auto state = newTable(3);
    dealTheRest(*state);
    // The last look: seat 2 shouts out of turn and gives a card to each other player.
    shout(*state, 1, sayNothingMove());
    ASSERT_EQ(state->phase(), Phase::TieBreak);
    EXPECT_EQ(state->scores(), (std::vector<int>{17, 14, 17}));
    EXPECT_EQ(state->tied(), (std::vector<PlayerId>{0, 2}));
    for (int roll = 0; roll < kTieRollLimit; ++roll) {
        ASSERT_EQ(state->phase(), Phase::TieBreak);
        state->apply(tieRollMove(Symbol::Vertical, Symbol::Vertical));  // Italy: seat 2 has it
    }
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->winner(), -1);
    EXPECT_EQ(state->ranking(), (std::vector<int>{1, 3, 1}));
}

TEST_F(UrlaTable, MovesHaveReadableNotationThatReadsBack) {
    auto state = newTable(2);
    EXPECT_EQ(state->moveToString(dealMove(card(*state, "BR"))), "deal br");
    EXPECT_EQ(state->parseMove("deal br"), dealMove(card(*state, "BR")));
    deal(*state, "BR");
    EXPECT_EQ(state->moveToString(nextMove()), "next");
    EXPECT_EQ(state->moveToString(sayMove(card(*state, "JP"), 2140)), "say jp @2140");
    EXPECT_EQ(state->parseMove("say jp @2140", 1), sayMove(card(*state, "JP"), 2140));
    EXPECT_EQ(state->parseMove("say nothing @5000", 0), sayNothingMove(5000));
    EXPECT_EQ(state->parseMove("say jp"), std::nullopt);
    EXPECT_EQ(state->parseMove("say jp", 1), std::nullopt);  // an answer has its stamp
    EXPECT_EQ(state->parseMove("say jp @-4", 1), std::nullopt);
    EXPECT_EQ(state->parseMove("say xx @10", 1), std::nullopt);
    state->applyClaim(1, sayMove(card(*state, "JP"), 2140));
    EXPECT_EQ(state->moveToString(judgeMove()), "judge");
    EXPECT_EQ(state->parseMove("judge"), judgeMove());
    EXPECT_EQ(state->parseMove("say br @2171", 0), std::nullopt);  // 31 ms later: too late
    EXPECT_EQ(state->parseMove("say br @2170", 0), sayMove(card(*state, "BR"), 2170));
    EXPECT_THROW(game_.newInitialState({}, 1), InputError);
    EXPECT_THROW(game_.newInitialState({}, 11), InputError);
}

}  // namespace
}  // namespace lt::flags_urla::testing
