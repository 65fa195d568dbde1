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

class WhistitiAgentsInEitherMode : public ::testing::TestWithParam<bool> {};

TEST_P(WhistitiAgentsInEitherMode, NoDecisionDependsOnAHiddenCard) {
    WhistitiGame game;
    Rng walk(17);
    int decisions = 0;
    Options options;
    options.set(std::string(kPartnersOption), GetParam() ? "true" : "false");
    auto state = game.newInitialState(options, 4);
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

// Each for himself, and with partners (A5).
INSTANTIATE_TEST_SUITE_P(Modes, WhistitiAgentsInEitherMode, ::testing::Bool());

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

// A5: with partners the rules of thumb leave a partner's winning card alone — as the last to
// play, or third when nothing the last player may hold beats it — and still try to win a
// trick the partner may lose; each for himself they take it.
TEST(WhistitiAgents, RulesOfThumbDoNotOvertakeAPartnersWinningCard) {
    WhistitiGame game;
    const auto card = [](const char* text) { return cards::parseCardOrThrow(text); };
    for (bool partners : {false, true}) {
        // Last: the partner (seat 1) wins with K♣.
        auto last =
            arrange(game, {"5C 2H 3H", "KC 4H 5H", "9C 6H 8H", "AC 2C 7D"}, "7D", 3, {}, partners);
        for (const char* move : {"play 5C", "play KC", "play 9C"}) play(last, move);
        EXPECT_EQ(ruleCard(last.table(), last.hand(3), last.playableNow()),
                  card(partners ? "2C" : "AC"));
        // Each for himself even with partners when told to (the bench's comparison).
        EXPECT_EQ(ruleCard(last.table(), last.hand(3), last.playableNow(), false), card("AC"));

        // Third: the partner (seat 0) led K♣ and the A♣ is in our hand: nobody can beat it.
        auto master =
            arrange(game, {"KC 2H 3H", "5C 4H 5H", "AC 3C 8H", "QC 2C 7D"}, "7D", 3, {}, partners);
        for (const char* move : {"play KC", "play 5C"}) play(master, move);
        EXPECT_TRUE(partnerHoldsTheTrick(master.table(), master.hand(2), card("KC")));
        EXPECT_EQ(ruleCard(master.table(), master.hand(2), master.playableNow()),
                  card(partners ? "3C" : "AC"));

        // Third: the partner led Q♣ and the A♣ is unseen: third hand high.
        auto open =
            arrange(game, {"QC 2H 3H", "5C 4H 5H", "KC 3C 8H", "AC 2C 7D"}, "7D", 3, {}, partners);
        for (const char* move : {"play QC", "play 5C"}) play(open, move);
        EXPECT_FALSE(partnerHoldsTheTrick(open.table(), open.hand(2), card("QC")));
        EXPECT_EQ(ruleCard(open.table(), open.hand(2), open.playableNow()), card("KC"));
    }
}

}  // namespace
}  // namespace lt::whistiti
