// Computers playing each other as ludoteca-cli plays them (lt::playOut): they slap pairs, now
// and then falsely, and the winner ends with all 52 cards.
#include <gtest/gtest.h>

#include "agents/self_play.h"
#include "framework/agent.h"
#include "framework/match.h"
#include "games/battaglia_corsa/game.h"
#include "games/battaglia_corsa/state.h"

namespace lt::battaglia_corsa {
namespace {

TEST(SlapSelfPlay, ComputersSlapAndTheWinnerHoldsEveryCard) {
    SlapGame game;
    int slapsWon = 0, falseSlaps = 0;
    for (int players : {2, 6}) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            std::vector<SeatSpec> seats;
            std::vector<std::unique_ptr<Agent>> agents;
            for (int p = 0; p < players; ++p) {
                const char* level = p % 3 == 0 ? "easy" : p % 3 == 1 ? "medium" : "hard";
                seats.push_back({false, "P" + std::to_string(p), level, ""});
                agents.push_back(game.makeAgent(level));
            }
            Match match(game, {}, seats, seed);
            const SelfPlayResult result = playOut(match, agents, seed);
            ASSERT_TRUE(result.finished);
            const auto& state = static_cast<const SlapState&>(match.state());
            EXPECT_EQ(state.stackSize(state.winner()), 52);
            EXPECT_EQ(result.ranking[static_cast<std::size_t>(state.winner())], 1);
            // Replaying the record: every claim is a slap, and some win their pile.
            auto replay = game.newInitialState({}, players);
            for (std::size_t i = 0; i < match.ply(); ++i) {
                const RecordedMove& move = match.playedMove(i);
                if (!move.claim) {
                    replay->apply(*replay->parseMove(move.notation));
                    continue;
                }
                EXPECT_EQ(move.notation.rfind("slap @", 0), 0u);
                replay->applyClaim(move.actor, *replay->parseMove(move.notation, move.actor));
                const auto kind = static_cast<const SlapState&>(*replay).lastEvent().kind;
                slapsWon += kind == Event::Kind::SlapWon;
                falseSlaps += kind == Event::Kind::FalseSlap;
            }
            EXPECT_EQ(replay->toString(), state.toString());
        }
    }
    EXPECT_GT(slapsWon, 20);
    EXPECT_GT(falseSlaps, 5);
}

}  // namespace
}  // namespace lt::battaglia_corsa
