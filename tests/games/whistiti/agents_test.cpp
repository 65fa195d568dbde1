// The computer players: every level plays legal moves to the end of a game, the rules of
// thumb play as a person would, and no decision depends on a hidden card: swapping the other
// seats' cards for another deal consistent with the player's view changes nothing.
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/agent.h"
#include "games/whistiti/moves.h"
#include "games/whistiti/rule_player.h"
#include "games/whistiti/search_player.h"
#include "games/whistiti/view.h"

namespace lt::whistiti {
namespace {

using namespace fixture;

std::unique_ptr<Agent> agentFor(const WhistitiGame& game, const std::string& level) {
    // Hard with a fixed number of deals and no clock, so the test does not depend on speed.
    if (level == "hard")
        return std::make_unique<SearchPlayer>(SearchSettings{4, std::chrono::hours(1)});
    return game.makeAgent(level);
}

TEST(WhistitiAgents, NoDecisionDependsOnAHiddenCard) {
    WhistitiGame game;
    Rng walk(17);
    int decisions = 0;
    auto state = game.newInitialState({}, 4);
    for (int ply = 0; ply < 600 && !state->isTerminal(); ++ply) {
        if (state->isChanceNode()) {
            const auto outcomes = state->chanceOutcomes();
            state->apply(outcomes[walk.below(outcomes.size())].move);
            continue;
        }
        const PlayerId me = state->currentActor();
        const auto view = state->viewFor(me);
        if (ply % 3 == 0) {
            Rng sampler(static_cast<std::uint64_t>(ply));
            const auto other = view->sampleState(sampler);
            const auto otherView = other->viewFor(me);
            ASSERT_EQ(otherView->toString(), view->toString());
            for (const char* level : {"easy", "medium", "hard"}) {
                Rng first(99 + ply), second(99 + ply);
                const std::atomic<bool> stop{false};
                const Move a = agentFor(game, level)->chooseMove(*view, stop, first);
                const Move b = agentFor(game, level)->chooseMove(*otherView, stop, second);
                EXPECT_EQ(a, b) << level << " at ply " << ply << "\n" << state->toString();
                ++decisions;
            }
        }
        const auto legal = state->legalMoves();
        state->apply(legal[walk.below(legal.size())]);
    }
    EXPECT_GT(decisions, 100);
}

TEST(WhistitiAgents, EveryLevelPlaysLegallyToTheEnd) {
    WhistitiGame game;
    for (const char* level : {"easy", "medium", "hard", "random"}) {
        auto state = game.newInitialState({}, 4);
        Rng rng(4);
        auto agent = agentFor(game, level);
        const std::atomic<bool> stop{false};
        while (!state->isTerminal()) {
            if (state->isChanceNode()) {
                const auto outcomes = state->chanceOutcomes();
                state->apply(outcomes[rng.below(outcomes.size())].move);
                continue;
            }
            const Move move = agent->chooseMove(*state->viewFor(state->currentActor()), stop, rng);
            const auto legal = state->legalMoves();
            ASSERT_NE(std::find(legal.begin(), legal.end(), move), legal.end()) << level;
            state->apply(move);
        }
    }
}

TEST(WhistitiAgents, RulesOfThumbWinCheaplyAndTrumpLow) {
    WhistitiGame game;
    // Trump ♦. Seat 0 leads its ace.
    auto state = arrange(game, {"AC 5C", "KC 2C", "3D 9D", "4H 7D"}, "7D", 3);
    EXPECT_EQ(ruleCard(state.table(), state.hand(0), state.playableNow()),
              cards::parseCardOrThrow("AC"));
    play(state, "play AC");
    // Seat 1 cannot win: the smallest club.
    EXPECT_EQ(ruleCard(state.table(), state.hand(1), state.playableNow()),
              cards::parseCardOrThrow("2C"));
    play(state, "play 2C");
    // Seat 2, void in clubs, trumps with the smallest trump.
    EXPECT_EQ(ruleCard(state.table(), state.hand(2), state.playableNow()),
              cards::parseCardOrThrow("3D"));
}

}  // namespace
}  // namespace lt::whistiti
