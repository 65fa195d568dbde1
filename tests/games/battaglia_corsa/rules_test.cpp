// The rules beyond the digest's cases: unseen cards, false slaps, the slap window, claims bound
// to their card, the pace, the notation and the limit.
#include <gtest/gtest.h>

#include <set>

#include "framework/errors.h"
#include "framework/match.h"
#include "framework/match_record.h"
#include "framework/registry.h"
#include "games/battaglia_corsa/game.h"
#include "games/battaglia_corsa/state.h"
#include "test_support.h"

namespace lt::battaglia_corsa {
namespace {

using test::card;
using test::cardsOf;

class SlapRules : public ::testing::Test {
  protected:
    SlapState position(int players, std::vector<std::string> stacks, PlayerId current = 0) {
        SlapState state(game, players);
        std::vector<std::vector<int>> codes;
        for (const auto& names : stacks) codes.push_back(cardsOf(names));
        state.setPosition(std::move(codes), {}, current);
        return state;
    }
    SlapGame game;
};

TEST_F(SlapRules, AnUnseenCardIsDrawnFromEveryCardNotSeen) {
    SlapState state(game, 2);
    state.apply(turnMove());
    EXPECT_EQ(state.currentActor(), actor::chance);
    EXPECT_EQ(state.chanceOutcomes().size(), 52u);
    EXPECT_TRUE(state.claimMoves(0).empty());  // the card is on its way: nothing to slap
    state.apply(revealMove(card("7C")));
    EXPECT_EQ(state.pile(), std::vector<int>{card("7C")});
    EXPECT_EQ(state.currentActor(), 0);
    state.apply(turnMove());
    EXPECT_EQ(state.chanceOutcomes().size(), 51u);
    EXPECT_THROW(state.apply(revealMove(card("7C"))), IllegalMove);
}

TEST_F(SlapRules, AFalseSlapPutsTheSlappersTopCardUnderThePile) {
    SlapState state = position(3, {"4C 3C 9C", "5D 3D 9D", "6H 8H 3H 9H"});
    state.apply(turnMove());
    state.applyClaim(2, slapMove(1, 500));
    EXPECT_EQ(state.lastEvent().kind, Event::Kind::FalseSlap);
    EXPECT_EQ(state.lastEvent().card, card("6H"));
    EXPECT_EQ(state.stacks()[2], cardsOf("8H 3H 9H"));
    EXPECT_EQ(state.burned(), cardsOf("6H"));
    // Once per card: a key held down burns nothing more.
    EXPECT_FALSE(state.isLegalClaim(2, slapMove(1, 700)));
    // The next pile's winner takes the burned card first, then the pile in order.
    state.apply(turnMove());  // 5D
    state.apply(turnMove());  // 8H
    state.apply(turnMove());  // 3C
    state.apply(turnMove());  // 3D: a pair
    state.applyClaim(1, slapMove(5, 300));
    EXPECT_EQ(state.stacks()[1], cardsOf("9D 6H 4C 5D 8H 3C 3D"));
}

TEST_F(SlapRules, APairSlappedAfterTheWindowIsAFalseSlap) {
    SlapState state = position(2, {"7C 3C 4C", "7D 3D"});
    state.apply(turnMove());
    state.apply(turnMove());
    EXPECT_TRUE(state.slapWins(kSlapWindowMs));
    EXPECT_FALSE(state.slapWins(kSlapWindowMs + 1));
    state.applyClaim(0, slapMove(2, kSlapWindowMs + 1));
    EXPECT_EQ(state.lastEvent().kind, Event::Kind::FalseSlap);
}

TEST_F(SlapRules, ASlapIsBoundToItsCard) {
    SlapState state = position(2, {"7C 3C", "8D 3D"});
    state.apply(turnMove());
    state.apply(turnMove());
    EXPECT_FALSE(state.isLegalClaim(0, slapMove(1, 300)));
    EXPECT_TRUE(state.isLegalClaim(0, slapMove(2, 300)));
    EXPECT_EQ(state.claimMoves(1), std::vector<Move>{slapMove(2, 0)});
}

TEST_F(SlapRules, NobodySlapsAnEmptyPileOrWithoutCards) {
    SlapState state = position(3, {"7C 3C", "8D", "9H 3H"});
    EXPECT_TRUE(state.claimMoves(0).empty());
    state.apply(turnMove());  // 7C
    state.apply(turnMove());  // 8D: seat 1 is empty now
    EXPECT_TRUE(state.claimMoves(1).empty());
    EXPECT_FALSE(state.isLegalClaim(1, slapMove(2, 100)));
}

TEST_F(SlapRules, AChallengedPlayerWhoBurnsHisLastCardFailsTheChallenge) {
    SlapState state = position(3, {"QC 3C", "4D 5D", "9H 3H"});
    state.apply(turnMove());                // QC: seat 1 owes 2
    state.apply(turnMove());                // 4D
    state.applyClaim(1, slapMove(2, 300));  // false: 5D goes under
    EXPECT_EQ(state.phase(), Phase::Take);
    EXPECT_EQ(state.currentActor(), 0);
    state.apply(takeMove());
    EXPECT_EQ(state.stacks()[0], cardsOf("3C 5D QC 4D"));
}

TEST_F(SlapRules, EmptyStacksAreSkipped) {
    SlapState state = position(3, {"4C 3C", "", "9H 3H"});
    state.apply(turnMove());
    EXPECT_EQ(state.currentActor(), 2);
    EXPECT_EQ(state.outOrder(), std::vector<PlayerId>{1});
}

TEST_F(SlapRules, ThePaceHoldsTheNextCard) {
    SlapState state = position(2, {"4C 3C 6C", "5D 3D 6D"});
    EXPECT_EQ(state.claimWindowMs(), 0);
    std::set<int> paces;
    for (int i = 0; i < 3; ++i) {
        state.apply(turnMove());
        const int pace = state.claimWindowMs();
        EXPECT_GE(pace, kMinTurnGapMs);
        EXPECT_LE(pace, 900);
        paces.insert(pace);
    }
    EXPECT_GT(paces.size(), 1u);
}

TEST_F(SlapRules, NotationReadsBack) {
    SlapState state = position(2, {"7C 3C", "7D 3D"});
    EXPECT_EQ(state.moveToString(turnMove()), "turn");
    EXPECT_EQ(state.parseMove("turn"), turnMove());
    state.apply(turnMove());
    state.apply(turnMove());
    EXPECT_EQ(state.moveToString(slapMove(2, 412)), "slap @412");
    EXPECT_EQ(state.parseMove("slap @412", 0), slapMove(2, 412));
    EXPECT_EQ(state.parseMove("slap @-1", 0), std::nullopt);
    EXPECT_EQ(state.parseMove("slap @", 0), std::nullopt);
    EXPECT_EQ(state.parseMove("slap @100000", 0), std::nullopt);
    EXPECT_EQ(state.moveToString(revealMove(card("10H"))), "reveal 10♥");
}

TEST_F(SlapRules, ARecordReplaysSlapsWithTheirStamps) {
    Match match(game, Options{}, std::vector<SeatSpec>{SeatSpec{true, "A"}, SeatSpec{true, "B"}},
                7);
    // Play until a pair shows, then slap it for seat 0 at 377 ms.
    while (true) {
        if (match.state().isChanceNode())
            match.playChance();
        else if (dynamic_cast<const SlapState&>(match.state()).pairOnTop())
            break;
        else
            match.play(match.state().currentActor(), match.state().legalMoves().front());
    }
    const int turned = dynamic_cast<const SlapState&>(match.state()).turned();
    match.claim(0, slapMove(turned, 377));
    EXPECT_EQ(dynamic_cast<const SlapState&>(match.state()).lastEvent().kind, Event::Kind::SlapWon);
    const std::string text = writeMatchRecord(match.record());
    EXPECT_NE(text.find("slap @377"), std::string::npos);
    GameRegistry games;
    games.add(makeGame());
    const Match again = Match::fromRecord(games, readMatchRecord(text));
    EXPECT_EQ(again.state().toString(), match.state().toString());
}

TEST_F(SlapRules, TheLimitEndsTheGameAtAThousandCards) {
    SlapGame limited;
    Options options;
    options.set("limit", "true");
    auto state = limited.newInitialState(options, 2);
    Rng rng(3);
    while (!state->isTerminal()) {
        if (state->isChanceNode()) {
            const auto outcomes = state->chanceOutcomes();
            state->apply(outcomes[rng.below(outcomes.size())].move);
        } else {
            state->apply(state->legalMoves().front());
        }
    }
    const auto& slap = dynamic_cast<const SlapState&>(*state);
    if (slap.lastEvent().kind == Event::Kind::LimitReached) {
        EXPECT_EQ(slap.turned(), kTurnLimit);
        const auto held = slap.scores();
        EXPECT_EQ(slap.ranking()[0]<slap.ranking()[1], held[0]> held[1]);
    } else {
        EXPECT_LT(slap.turned(), kTurnLimit);
    }
}

TEST_F(SlapRules, PlayersOutAreRankedByWhenTheyWentOut) {
    std::vector<int> rest;
    for (int code = 0; code < 52; ++code)
        if (code != card("3C") && code != card("4D")) rest.push_back(code);
    SlapState state(game, 3);
    state.setPosition({{card("3C")}, {card("4D")}, rest}, {}, 0);
    state.apply(turnMove());  // seat 0 is out
    state.apply(turnMove());  // seat 1 is out: seat 2 holds everything
    EXPECT_TRUE(state.isTerminal());
    EXPECT_EQ(state.ranking(), (std::vector<int>{3, 2, 1}));
}

}  // namespace
}  // namespace lt::battaglia_corsa
