// The computer players of "Un due tre": what each level does with a throw, and whole games.
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/agent.h"
#include "framework/match.h"
#include "framework/view.h"
#include "games/flags_un_due_tre/agent.h"

namespace lt::flags_un_due_tre {
namespace {

using testing::Arrange;

constexpr int kEuropeFace = static_cast<int>(Continent::Europe);

// Discards a level makes with the digest's case 6 throw.
int discardsOf(Level level) {
    Arrange a;
    UdtState state =
        a.thrown({{"DE", "FR", "CU", "JP"}, {"IT"}}, {{Symbol::Horizontal}, kEuropeFace});
    UdtAgent agent(level);
    std::atomic<bool> stop{false};
    Rng rng(2);
    int count = 0;
    while (state.currentActor() == 0 && state.table().phase == Phase::Discarding) {
        const Move move = agent.chooseMove(*state.viewFor(0), stop, rng);
        if (kindOf(move) == MoveKind::Discard) ++count;
        state.apply(move);
    }
    return count;
}

TEST(UdtAgent, HardFindsAllThreeDiscards) {
    EXPECT_EQ(discardsOf(Level::Hard), 3);
}

TEST(UdtAgent, EasyOverlooksThePair) {
    EXPECT_EQ(discardsOf(Level::Easy), 2);
}

TEST(UdtAgent, MediumFillsSlotsFirstFit) {
    // First fit puts Germany (first in box order) on horizontal stripes, France on Europe and
    // leaves the pair empty: Cuba is not European.
    EXPECT_EQ(discardsOf(Level::Medium), 2);
}

// Whole games, Hard against Easy, each seat in turn: Hard wins 9 of these 12.
TEST(UdtAgent, HardBeatsEasyMostOfTheTime) {
    UdtGame game;
    int hardWins = 0;
    constexpr int kGames = 12;
    for (int g = 0; g < kGames; ++g) {
        const bool hardFirst = g % 2 == 0;
        std::vector<SeatSpec> seats{{false, "H", "hard", ""}, {false, "E", "easy", ""}};
        if (!hardFirst) std::swap(seats[0], seats[1]);
        Match match(game, {}, seats, 300 + g);
        std::vector<std::unique_ptr<Agent>> agents;
        for (const auto& seat : seats) agents.push_back(game.makeAgent(seat.level));
        std::atomic<bool> stop{false};
        Rng rng(g);
        int plies = 0;
        while (!match.state().isTerminal() && plies++ < 5000) {
            const PlayerId actor = match.state().currentActor();
            if (actor == actor::chance) {
                match.playChance();
                continue;
            }
            match.play(actor, agents[actor]->chooseMove(*match.state().viewFor(actor), stop, rng));
        }
        ASSERT_TRUE(match.state().isTerminal());
        if (match.state().ranking()[hardFirst ? 0 : 1] == 1) ++hardWins;
    }
    EXPECT_GE(hardWins, 9) << hardWins << " of " << kGames;
}

}  // namespace
}  // namespace lt::flags_un_due_tre
