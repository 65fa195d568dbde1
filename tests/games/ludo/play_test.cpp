// Whole games: random playouts end properly, and the computer levels are ordered.
#include <atomic>
#include <numeric>

#include "agents/random_agent.h"
#include "agents/self_play.h"
#include "framework/match.h"
#include "games/ludo/agent.h"
#include "games/ludo/eval.h"
#include "test_support.h"

namespace lt::ludo::test {
namespace {

TEST(LudoPlay, RandomGamesEndWithConsistentRankingAndScores) {
    for (const bool playOn : {false, true}) {
        Options options;
        options.set("play-on", playOn ? "true" : "false");
        options.set("three-sixes", playOn ? "true" : "false");
        for (int players = 2; players <= 4; ++players) {
            auto state = game().newInitialState(options, players);
            Rng rng(7 * players + playOn);
            std::size_t plies = 0;
            while (!state->isTerminal()) {
                ASSERT_LT(++plies, 20000u);
                if (state->isChanceNode()) {
                    state->apply(state->chanceOutcomes()[rng.below(6)].move);
                    continue;
                }
                const auto moves = state->legalMoves();
                ASSERT_FALSE(moves.empty());
                state->apply(moves[rng.below(moves.size())]);
                const auto estimate = state->heuristicReturns();
                if (!state->isTerminal()) {
                    ASSERT_TRUE(estimate.has_value());
                    EXPECT_NEAR(std::accumulate(estimate->begin(), estimate->end(), 0.0), 0.0,
                                1e-9);
                }
            }
            const auto ranking = state->ranking();
            const auto scores = state->scores();
            const auto& ludo = dynamic_cast<const LudoState&>(*state);
            EXPECT_EQ(scores[ludo.finishOrder().front()], kPawns);
            EXPECT_EQ(std::count(ranking.begin(), ranking.end(), 1), 1);
            if (playOn) {
                std::vector<int> sorted = ranking;
                std::sort(sorted.begin(), sorted.end());
                std::vector<int> expected(players);
                std::iota(expected.begin(), expected.end(), 1);
                EXPECT_EQ(sorted, expected);
            } else {
                EXPECT_EQ(std::count(ranking.begin(), ranking.end(), 2), players - 1);
            }
        }
    }
}

TEST(LudoPlay, EstimateFavoursTheSeatFurtherAhead) {
    LudoSetup setup;
    setup.numPlayers = 2;
    setup.pawns = {{kFoot + 3, 40, 20, S}, {5, S, S, S}};
    auto state = position(setup);
    const auto estimate = *state->heuristicReturns();
    EXPECT_GT(estimate[kRed], 0.5);
    EXPECT_DOUBLE_EQ(estimate[kRed], -estimate[1]);
}

TEST(LudoPlay, EveryLevelCapturesAnAdvancedPawnWhenItCan) {
    LudoSetup setup;
    setup.numPlayers = 2;
    setup.pawns = {{10, 30, S, S}, {S, S, S, S}};
    auto probe = position(setup);
    setup.pawns[1][0] = seen(*probe, 1, 14);  // Yellow's pawn, far along its course
    setup.die = 4;
    auto state = position(setup);
    ASSERT_GT(state->pawn(1, 0), 40);
    const std::atomic<bool> never{false};
    for (Level level : {Level::Medium, Level::Hard}) {
        LudoAgent agent(level);
        Rng rng(3);
        EXPECT_EQ(agent.chooseMove(*state->viewFor(kRed), never, rng),
                  LudoMove::advance(0, 10, 14).encode());
    }
}

TEST(LudoPlay, MediumAndHardRunFromAThreat) {
    // Yellow at 5 could capture pawn 1 (at 10) with a 5; a 2 takes it out of reach at 12,
    // while moving pawn 2 (30 -> 32) would leave it exposed.
    LudoSetup setup;
    setup.numPlayers = 2;
    setup.pawns = {{10, 30, S, S}, {S, S, S, S}};
    auto probe = position(setup);
    setup.pawns[1][0] = seen(*probe, 1, 5);
    setup.die = 2;
    auto state = position(setup);
    const std::atomic<bool> never{false};
    for (Level level : {Level::Medium, Level::Hard}) {
        LudoAgent agent(level);
        Rng rng(5);
        EXPECT_EQ(agent.chooseMove(*state->viewFor(kRed), never, rng),
                  LudoMove::advance(0, 10, 12).encode());
    }
}

// Two seats, fixed seeds, a handful of games (kept small for the sanitized test run): Hard
// must win clearly against random play.
TEST(LudoPlay, HardClearlyBeatsRandom) {
    const auto seats = parseSeatList("ai:hard,random");
    int hardWins = 0;
    constexpr int kGames = 6;
    for (int g = 0; g < kGames; ++g) {
        Match match(game(), Options{}, seats, 1000 + g);
        std::vector<std::unique_ptr<Agent>> agents;
        agents.push_back(game().makeAgent("hard"));
        agents.push_back(game().makeAgent("random"));
        if (g % 2) std::swap(agents[0], agents[1]);
        const auto result = playOut(match, agents, 77 + g);
        ASSERT_TRUE(result.finished);
        const int hardSeat = g % 2;
        if (result.ranking[hardSeat] == 1) ++hardWins;
    }
    EXPECT_GE(hardWins, 5);  // bench/ludo: 91% over 100 games
}

}  // namespace
}  // namespace lt::ludo::test
