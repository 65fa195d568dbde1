// The computer players of "Questo e quello": what each level prefers, and whole games.
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/match.h"
#include "framework/view.h"
#include "games/flags_questo_quello/agent.h"
#include "games/flags_questo_quello/moves.h"

namespace lt::flags_questo_quello {
namespace {

using testing::Arrange;

// Japan at f5 is the only place touching two cards (North Macedonia and Mongolia): with its
// bonus China goes down too and the hand is empty. Any other first card ends the turn.
QqState chainCase(const Arrange& a) {
    return a.playingWithRestInStock({{"e5", "MK"}, {"e6", "KG"}, {"f6", "MN"}},
                                    {{"JP", "CN"}, {"FR"}});
}

TEST(QqAgent, MediumTakesTheBonus) {
    Arrange a;
    const QqState state = chainCase(a);
    QqAgent agent(Level::Medium);
    std::atomic<bool> stop{false};
    Rng rng(3);
    for (int i = 0; i < 10; ++i) {
        const Move move = agent.chooseMove(*state.viewFor(0), stop, rng);
        EXPECT_EQ(move, playMove(a.card("JP"), Arrange::cell("f5"))) << state.moveToString(move);
    }
}

TEST(QqAgent, HardPlaysTheLongestChain) {
    Arrange a;
    const QqState state = chainCase(a);
    QqAgent agent(Level::Hard);
    std::atomic<bool> stop{false};
    Rng rng(3);
    const Move move = agent.chooseMove(*state.viewFor(0), stop, rng);
    // Only Japan at f5 lets both cards go down this turn (and wins the game).
    EXPECT_EQ(move, playMove(a.card("JP"), Arrange::cell("f5"))) << state.moveToString(move);
    EXPECT_GT(agent.lastNodes(), 1);
}

TEST(QqAgent, EasyPlaysAnyCardThatFits) {
    Arrange a;
    const QqState state = chainCase(a);
    QqAgent agent(Level::Easy);
    std::atomic<bool> stop{false};
    Rng rng(5);
    int bonus = 0;
    for (int i = 0; i < 200; ++i) {
        const Move move = agent.chooseMove(*state.viewFor(0), stop, rng);
        const auto legal = state.legalMoves();
        ASSERT_NE(std::find(legal.begin(), legal.end(), move), legal.end());
        bonus += move == playMove(a.card("JP"), Arrange::cell("f5"));
    }
    // One of the legal places out of many: Easy finds the bonus now and then, not always.
    EXPECT_GT(bonus, 0);
    EXPECT_LT(bonus, 100);
}

// Whole games, Hard against Easy, each seat in turn: every game ends, and Hard wins all 12.
TEST(QqAgent, HardBeatsEasyMostOfTheTime) {
    QqGame game;
    int hardWins = 0;
    constexpr int kGames = 12;
    for (int g = 0; g < kGames; ++g) {
        const bool hardFirst = g % 2 == 0;
        std::vector<SeatSpec> seats{{false, "H", "hard", ""}, {false, "E", "easy", ""}};
        if (!hardFirst) std::swap(seats[0], seats[1]);
        Match match(game, {}, seats, 100 + g);
        std::vector<std::unique_ptr<Agent>> agents;
        for (const auto& seat : seats) agents.push_back(game.makeAgent(seat.level));
        std::atomic<bool> stop{false};
        Rng rng(g);
        int plies = 0;
        while (!match.state().isTerminal() && plies++ < 2000) {
            const PlayerId actor = match.state().currentActor();
            if (actor == actor::chance) {
                match.playChance();
                continue;
            }
            match.play(actor, agents[actor]->chooseMove(*match.state().viewFor(actor), stop, rng));
        }
        ASSERT_TRUE(match.state().isTerminal());
        const int hardSeat = hardFirst ? 0 : 1;
        if (match.state().ranking()[hardSeat] == 1 && match.state().ranking()[1 - hardSeat] != 1)
            ++hardWins;
    }
    EXPECT_EQ(hardWins, kGames) << hardWins << " of " << kGames;
}

}  // namespace
}  // namespace lt::flags_questo_quello
