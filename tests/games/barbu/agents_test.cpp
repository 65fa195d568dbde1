// The computer players: every level plays legal moves to the end of a game, the rules of
// thumb choose and play as a person would, and no decision depends on a hidden card: swapping
// the other seats' cards for another deal consistent with the player's view changes nothing.
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/agent.h"
#include "games/barbu/moves.h"
#include "games/barbu/rule_player.h"
#include "games/barbu/search_player.h"
#include "games/barbu/view.h"

namespace lt::barbu {
namespace {

using namespace fixture;

std::unique_ptr<Agent> agentFor(const BarbuGame& game, const std::string& level) {
    // Hard with a fixed number of deals and no clock, so the test does not depend on speed.
    if (level == "hard")
        return std::make_unique<SearchPlayer>(SearchSettings{4, std::chrono::hours(1)});
    return game.makeAgent(level);
}

Move decide(Agent& agent, const View& view, std::uint64_t seed) {
    Rng rng(seed);
    const std::atomic<bool> stop{false};
    return agent.chooseMove(view, stop, rng);
}

TEST(BarbuAgents, NoDecisionDependsOnAHiddenCard) {
    BarbuGame game;
    Rng walk(17);
    int decisions = 0;
    auto state = game.newInitialState({}, 4);
    for (int ply = 0; ply < 1400 && !state->isTerminal(); ++ply) {
        if (state->isChanceNode()) {
            const auto outcomes = state->chanceOutcomes();
            state->apply(outcomes[walk.below(outcomes.size())].move);
            continue;
        }
        const PlayerId me = state->currentActor();
        const auto view = state->viewFor(me);
        if (ply % 7 == 0 ||
            static_cast<const BarbuState&>(*state).table().phase == Phase::Choosing) {
            // Another deal of the hidden cards that this seat cannot tell apart.
            Rng sampler(static_cast<std::uint64_t>(ply));
            const auto other = view->sampleState(sampler);
            const auto otherView = other->viewFor(me);
            ASSERT_EQ(otherView->toString(), view->toString());
            for (const char* level : {"easy", "medium", "hard"}) {
                const Move a = decide(*agentFor(game, level), *view, 99 + ply);
                const Move b = decide(*agentFor(game, level), *otherView, 99 + ply);
                EXPECT_EQ(a, b) << level << " at ply " << ply << "\n" << state->toString();
                ++decisions;
            }
        }
        const auto legal = state->legalMoves();
        state->apply(legal[walk.below(legal.size())]);
    }
    EXPECT_GT(decisions, 100);
}

TEST(BarbuAgents, EveryLevelPlaysLegallyToTheEnd) {
    BarbuGame game;
    for (const char* level : {"easy", "medium", "hard", "random"}) {
        auto state = game.newInitialState({}, 4);
        Rng rng(4);
        auto agent = agentFor(game, level);
        const std::atomic<bool> stop{false};
        // Hard plays three deals to keep the test short; the others a whole game.
        const int deals = std::string(level) == "hard" ? 3 : 24;
        const auto& table = static_cast<const BarbuState&>(*state).table();
        while (!state->isTerminal() && static_cast<int>(table.results.size()) < deals) {
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
        EXPECT_EQ(static_cast<int>(table.results.size()), deals) << level;
    }
}

TEST(BarbuAgents, RulesOfThumbDuckShedAndDiscardTheDangerousCard) {
    BarbuGame game;
    // Barbu, seat 0 leads the 10♥; seat 1 holds K♥ 9♥ and ducks with the 9♥.
    auto state = arrange(game, {"10H 2C", "KH 9H", "3C 4C", "5C 6C"}, 0, Contract::Barbu);
    play(state, "play 10H");
    EXPECT_EQ(ruleCard(state.table(), state.playableNow()), cards::parseCardOrThrow("9H"));
    play(state, "play 9H");
    // Seat 2 has no heart: it throws its highest club.
    EXPECT_EQ(ruleCard(state.table(), state.playableNow()), cards::parseCardOrThrow("4C"));

    // Queens: void in the suit led, the Q♠ goes first.
    auto queens = arrange(game, {"2C 3C", "QS AD", "4C 5C", "6C 7C"}, 0, Contract::Queens);
    play(queens, "play 2C");
    EXPECT_EQ(ruleCard(queens.table(), queens.playableNow()), cards::parseCardOrThrow("QS"));

    // Under a king, the queen of the same suit is dropped in Queens.
    auto drop = arrange(game, {"KS 3C", "QS 2S", "4C 5C", "6C 7C"}, 0, Contract::Queens);
    play(drop, "play KS");
    EXPECT_EQ(ruleCard(drop.table(), drop.playableNow()), cards::parseCardOrThrow("QS"));
}

TEST(BarbuAgents, TheDealerAvoidsTheContractHisHandFears) {
    BarbuGame game;
    // The K♥ guarded by the A♥ alone, two queens: Barbu and Salad are the worst choices.
    auto state = arrange(
        game,
        {"KH AH QS QC 2C 3C 4C 5D 6D 7D 2S 3S 4S", "AD KD QD JD 10D 9D 8D 4D 3D 2D 5S 6S 7S",
         "AC KC JC 10C 9C 8C 7C 6C 5C QH JH 10H 9H", "AS KS JS 10S 9S 8S 8H 7H 6H 5H 4H 3H 2H"},
        0, std::nullopt);
    for (bool beginner : {false, true}) {
        const Contract chosen = ruleContract(state.table(), state.hand(0), beginner);
        EXPECT_NE(chosen, Contract::Barbu) << beginner;
        EXPECT_NE(chosen, Contract::Salad) << beginner;
    }
    const Move hard = decide(*agentFor(game, "hard"), *state.viewFor(0), 3);
    EXPECT_EQ(kindOf(hard), MoveKind::Choose);
    EXPECT_NE(contractOf(hard), Contract::Barbu);
    EXPECT_NE(contractOf(hard), Contract::Salad);
}

}  // namespace
}  // namespace lt::barbu
