// The computer players: every level plays legal moves to the end of a game, the rules of
// thumb bid and play as a person would, and no decision depends on a hidden card: swapping
// the other seats' cards for another deal consistent with the player's view changes nothing.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/agent.h"
#include "games/oh_hell/moves.h"
#include "games/oh_hell/rule_player.h"
#include "games/oh_hell/search_player.h"
#include "games/oh_hell/view.h"

namespace lt::oh_hell {
namespace {

using namespace fixture;

std::unique_ptr<Agent> agentFor(const OhHellGame& game, const std::string& level) {
    // Hard with a fixed number of deals and no clock, so the test does not depend on speed.
    if (level == "hard")
        return std::make_unique<SearchPlayer>(SearchSettings{6, std::chrono::hours(1)});
    return game.makeAgent(level);
}

TEST(OhHellAgents, NoDecisionDependsOnAHiddenCard) {
    OhHellGame game;
    Rng walk(17);
    int decisions = 0;
    for (int players : {3, 4, 6}) {
        auto state = game.newInitialState(shortGame("true"), players);
        for (int ply = 0; ply < 400 && !state->isTerminal(); ++ply) {
            if (state->isChanceNode()) {
                const auto outcomes = state->chanceOutcomes();
                state->apply(outcomes[walk.below(outcomes.size())].move);
                continue;
            }
            const PlayerId me = state->currentActor();
            const auto view = state->viewFor(me);
            if (ply % 5 == 0) {
                // Another deal of the hidden cards that this seat cannot tell apart.
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
    }
    EXPECT_GT(decisions, 100);
}

TEST(OhHellAgents, EveryLevelPlaysAWholeShortGame) {
    OhHellGame game;
    for (const char* level : {"easy", "medium", "hard", "random"}) {
        auto state = game.newInitialState(shortGame("true"), 5);
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
        EXPECT_EQ(static_cast<const OhHellState&>(*state).table().results.size(), 10u);
    }
}

TEST(OhHellAgents, TheRulesOfThumbBidTheirHighCards) {
    // Seat 1 holds A♠ K♠ (trumps) and A♥: three sure tricks among four players.
    OhHellGame game;
    const auto state = arrange(game, {"2C 3C 4C", "AS KS AH", "5C 6C 7C", "8C 9C 10C"}, "2S", 0);
    EXPECT_NEAR(expectedTricks(state.hand(1), cards::Suit::Spades, 4), 3.0, 1e-9);
    EXPECT_EQ(nearestAllowedBid(state.table(), 2.6), 3);
    EXPECT_EQ(beginnerCount(state.hand(1), cards::Suit::Spades), 3);
    EXPECT_NEAR(expectedTricks(state.hand(0), cards::Suit::Spades, 4), 0.0, 1e-9);
    Rng rng(1);
    const std::atomic<bool> stop{false};
    RulePlayer medium(ruleStyleFor("medium"));
    EXPECT_EQ(medium.chooseMove(*state.viewFor(1), stop, rng), bidMove(3));
}

TEST(OhHellAgents, TheDealerAvoidsTheHookBidByTheNearestBid) {
    OhHellGame game;
    const auto state =
        arrange(game, {"AS KS AH", "2C 3C 4C", "5C 6C 7C", "8C 9C 10C"}, "2S", 0, {-1, 0, 0, 0});
    EXPECT_EQ(state.table().forbiddenBidNow(), 3);
    EXPECT_EQ(nearestAllowedBid(state.table(), 2.9), 2);
}

TEST(OhHellAgents, TheRulesOfThumbDuckOnceTheBidIsMade) {
    // Seat 2 bid 0 and follows a heart lead: it plays its highest heart that loses (Q♥ under
    // the K♥), not the A♥.
    OhHellGame game;
    auto state = arrange(game, {"2D 3D", "KH 4D", "AH QH", "5D 6D"}, "2S", 0, {0, 1, 0, 0});
    play(state, "play K♥");
    const auto view = state.viewFor(2);
    const auto& mine = static_cast<const OhHellView&>(*view);
    EXPECT_EQ(ruleCard(mine.table(), 2, mine.playableNow()), cards::parseCardOrThrow("QH"));
}

TEST(OhHellAgents, TheSearchPlayerDucksWhateverTheHiddenCards) {
    // The dealer bid 0 and plays last to K♥ 3♥ 4♥ holding A♥ 2♥: the ace takes the trick and
    // breaks the bid for sure, the 2♥ loses it, so ducking is better in every deal.
    OhHellGame game;
    auto state = arrange(game, {"AH 2H", "KH 2C", "3H 3C", "4H 4C"}, "2S", 0, {0, 1, 0, 0});
    for (const char* move : {"play K♥", "play 3♥", "play 4♥"}) play(state, move);
    SearchPlayer hard(SearchSettings{16, std::chrono::hours(1)});
    Rng rng(5);
    const std::atomic<bool> stop{false};
    EXPECT_EQ(hard.chooseMove(*state.viewFor(0), stop, rng),
              playMove(cards::parseCardOrThrow("2H")));
    EXPECT_EQ(hard.lastDeals(), 16);
}

}  // namespace
}  // namespace lt::oh_hell
