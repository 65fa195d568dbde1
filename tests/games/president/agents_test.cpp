// The computer players of Il pezzente: every level plays legal moves to the end of a match,
// the rules of thumb lead low and follow without breaking sets, and no decision depends on a hidden
// card: swapping the other seats' cards for another deal consistent with the player's view changes
// nothing.
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/agent.h"
#include "games/president/moves.h"
#include "games/president/rule_player.h"
#include "games/president/search_player.h"
#include "games/president/view.h"

namespace lt::president {
namespace {

using namespace fixture;

std::unique_ptr<Agent> agentFor(const PresidentGame& game, const std::string& level) {
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

TEST(PresidentAgents, NoDecisionDependsOnAHiddenCard) {
    PresidentGame game;
    Rng walk(17);
    int decisions = 0, exchanges = 0;
    auto state = game.newInitialState({}, 4);
    const auto& table = static_cast<const PresidentState&>(*state).table();
    for (int ply = 0; ply < 700 && !state->isTerminal(); ++ply) {
        if (state->isChanceNode()) {
            const auto outcomes = state->chanceOutcomes();
            state->apply(outcomes[walk.below(outcomes.size())].move);
            continue;
        }
        const PlayerId me = state->currentActor();
        const auto view = state->viewFor(me);
        const bool exchanging = table.phase == Phase::Exchanging;
        if (ply % 5 == 0 || exchanging) {
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
            exchanges += exchanging;
        }
        const auto legal = state->legalMoves();
        state->apply(legal[walk.below(legal.size())]);
    }
    EXPECT_GT(decisions, 100);
    EXPECT_GE(exchanges, 4);
}

TEST(PresidentAgents, EveryLevelPlaysLegallyToTheEnd) {
    PresidentGame game;
    for (const char* level : {"easy", "medium", "hard", "random"}) {
        // Hard plays a two-deal match to keep the test short; the others five deals.
        const bool hard = std::string(level) == "hard";
        auto state = game.newInitialState(
            Options(std::map<std::string, std::string>{{"deals", hard ? "2" : "5"}}), 4);
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
        const auto& table = static_cast<const PresidentState&>(*state).table();
        EXPECT_EQ(static_cast<int>(table.results.size()), hard ? 2 : 5) << level;
        int points = 0;
        for (int total : state->scores()) points += total;
        EXPECT_EQ(points, (hard ? 2 : 5) * 6) << level;
    }
}

TEST(PresidentAgents, RulesOfThumbLeadLowAndFollowWithoutBreakingSets) {
    PresidentGame game;
    auto state = arrange(game, {"4S 4C 7H 9S 9C 10D", "5S 8S 8C 8D JH", "3C", "3D"}, 0);
    // Medium leads both 4s; Easy a single 4.
    EXPECT_EQ(ruleMove(state.table(), state.hand(0), {}, false), playMove(cardList("4S 4C")));
    EXPECT_EQ(ruleMove(state.table(), state.hand(0), {}, true), playMove(cardList("4C")));
    play(state, "play 4S 4C");
    // Seat 1 holds three 8s: no pair to beat the 4s without breaking them; Medium breaks the 8s
    // only because it must.
    EXPECT_EQ(ruleMove(state.table(), state.hand(1), {}, false), playMove(cardList("8C 8D")));
    auto single = arrange(game, {"4S", "5S 8S 8C 8D JH", "3C", "3D"}, 0);
    play(single, "play 4S");
    // A single: Medium keeps the three 8s whole and plays the 5; so does Easy (the lowest).
    EXPECT_EQ(ruleMove(single.table(), single.hand(1), {}, false), playMove(cardList("5S")));
    auto high = arrange(game, {"QS", "8S 8C KH", "3C", "3D"}, 0);
    play(high, "play QS");
    EXPECT_EQ(ruleMove(high.table(), high.hand(1), {}, false), playMove(cardList("KH")));
    // Nothing beats: pass.
    auto none = arrange(game, {"2S", "8S 8C KH", "3C", "3D"}, 0);
    play(none, "play 2S");
    EXPECT_EQ(ruleMove(none.table(), none.hand(1), {}, false), passMove());
}

}  // namespace
}  // namespace lt::president
