// The "slap back in" option (digest A3): off by default; with it, a player whose stack is
// empty may still slap, re-enters with the pile he wins, and is out for good after a false
// slap (he has no card to pay it with).
#include <gtest/gtest.h>

#include <algorithm>

#include "agents/self_play.h"
#include "framework/agent.h"
#include "framework/match.h"
#include "games/battaglia_corsa/game.h"
#include "games/battaglia_corsa/state.h"
#include "test_support.h"

namespace lt::battaglia_corsa {
namespace {

using test::cardsOf;

class SlapBackIn : public ::testing::Test {
  protected:
    // A turns 7♣, B his last card 8♦, C `third` (then 9♥ 2♥ 4♥ wait in his stack).
    SlapState afterBRanOut(bool backIn, const std::string& third) {
        Options options;
        options.set("slap-back-in", backIn ? "true" : "false");
        auto made = game.newInitialState(options, 3);
        SlapState state = dynamic_cast<const SlapState&>(*made);
        state.setPosition({cardsOf("7C 3C 9C 2C"), cardsOf("8D"), cardsOf(third + " 9H 2H 4H")}, {},
                          0);
        state.apply(turnMove());
        state.apply(turnMove());
        state.apply(turnMove());
        return state;
    }
    SlapGame game;
};

TEST_F(SlapBackIn, IsOffByDefault) {
    const auto& options = game.info().options;
    const auto option = std::find_if(options.begin(), options.end(),
                                     [](const OptionSpec& o) { return o.key == "slap-back-in"; });
    ASSERT_NE(option, options.end());
    EXPECT_EQ(option->defaultValue, "false");
    auto state = game.newInitialState(Options{}, 3);
    EXPECT_FALSE(dynamic_cast<const SlapState&>(*state).slapBackIn());
}

TEST_F(SlapBackIn, WithoutItAnEmptyHandedPlayerMayNotSlap) {
    const SlapState state = afterBRanOut(false, "8H");
    ASSERT_TRUE(state.pairOnTop());
    EXPECT_EQ(state.outOrder(), std::vector<PlayerId>{1});
    EXPECT_FALSE(state.isLegalClaim(1, slapMove(3, 400)));
    EXPECT_TRUE(state.claimMoves(1).empty());
}

TEST_F(SlapBackIn, WithItAnEmptyHandedPlayerWinsThePileAndReEnters) {
    SlapState state = afterBRanOut(true, "8H");
    ASSERT_TRUE(state.pairOnTop());
    EXPECT_EQ(state.outOrder(), std::vector<PlayerId>{1});
    EXPECT_EQ(state.claimMoves(1), std::vector<Move>{slapMove(3, 0)});
    state.applyClaim(1, slapMove(3, 400));
    EXPECT_EQ(state.lastEvent().kind, Event::Kind::SlapWon);
    EXPECT_EQ(state.stacks()[1], cardsOf("7C 8D 8H"));
    EXPECT_TRUE(state.outOrder().empty());
    EXPECT_FALSE(state.isOut(1));
    EXPECT_EQ(state.currentActor(), 1);  // the winner turns next (A2)
}

TEST_F(SlapBackIn, AFalseSlapWithoutCardsPutsThePlayerOutForGood) {
    SlapState state = afterBRanOut(true, "5H");
    ASSERT_FALSE(state.pairOnTop());
    state.applyClaim(1, slapMove(3, 400));
    EXPECT_EQ(state.lastEvent().kind, Event::Kind::FalseSlap);
    EXPECT_EQ(state.lastEvent().player, 1);
    EXPECT_EQ(state.lastEvent().card, -1);
    EXPECT_TRUE(state.burned().empty());
    EXPECT_EQ(state.outOrder(), std::vector<PlayerId>{1});
    state.apply(turnMove());  // A: 3C on 5H
    EXPECT_FALSE(state.isLegalClaim(1, slapMove(4, 400)));
    state.apply(turnMove());  // C: 9H
    state.apply(turnMove());  // A: 9C, a pair
    ASSERT_TRUE(state.pairOnTop());
    EXPECT_FALSE(state.isLegalClaim(1, slapMove(6, 400)));
}

TEST_F(SlapBackIn, TheGameStillEndsWhenOnePlayerHoldsEveryCard) {
    Options options;
    options.set("slap-back-in", "true");
    auto made = game.newInitialState(options, 2);
    SlapState state = dynamic_cast<const SlapState&>(*made);
    state.setPosition({cardsOf("7C 3C"), cardsOf("8D")}, {}, 0);
    state.apply(turnMove());  // 7C
    state.apply(turnMove());  // 8D: B is empty, A alone holds cards
    EXPECT_TRUE(state.isTerminal());
    EXPECT_EQ(state.winner(), 0);
}

// Computers with the option, as ludoteca-cli plays them: games end with one player holding
// every card, players out of cards slap their way back in, and the records replay.
TEST_F(SlapBackIn, ComputersPlayWholeGamesWithIt) {
    int reEntries = 0;
    Options options;
    options.set("slap-back-in", "true");
    for (int players : {3, 6}) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            std::vector<SeatSpec> seats;
            std::vector<std::unique_ptr<Agent>> agents;
            for (int p = 0; p < players; ++p) {
                seats.push_back({false, "P" + std::to_string(p), "hard", ""});
                agents.push_back(game.makeAgent("hard"));
            }
            Match match(game, options, seats, seed);
            const SelfPlayResult result = playOut(match, agents, seed);
            ASSERT_TRUE(result.finished);
            const auto& state = static_cast<const SlapState&>(match.state());
            EXPECT_EQ(state.stackSize(state.winner()), 52);
            auto replay = game.newInitialState(options, players);
            for (std::size_t i = 0; i < match.ply(); ++i) {
                const RecordedMove& move = match.playedMove(i);
                if (!move.claim) {
                    replay->apply(*replay->parseMove(move.notation));
                    continue;
                }
                const bool empty =
                    static_cast<const SlapState&>(*replay).stackSize(move.actor) == 0;
                replay->applyClaim(move.actor, *replay->parseMove(move.notation, move.actor));
                reEntries += empty && static_cast<const SlapState&>(*replay).lastEvent().kind ==
                                          Event::Kind::SlapWon;
            }
            EXPECT_EQ(replay->toString(), state.toString());
        }
    }
    EXPECT_GT(reEntries, 0);
}

}  // namespace
}  // namespace lt::battaglia_corsa
