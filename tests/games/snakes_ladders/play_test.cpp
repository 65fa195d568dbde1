// Whole three-player games from fixed seeds: the exact winner, length and final squares, and
// invariants checked after every roll.
#include <gtest/gtest.h>

#include <algorithm>

#include "framework/match.h"
#include "games/snakes_ladders/game.h"

namespace lt::snakes {
namespace {

std::vector<SeatSpec> threeComputers() {
    return {{false, "Anna", "medium", ""},
            {false, "Bruno", "medium", ""},
            {false, "Carla", "medium", ""}};
}

// Plays the match to the end, checking that no pawn ever rests on a snake or a ladder.
const SnakesState& playOut(Match& match) {
    while (!match.state().isTerminal()) {
        match.playChance();
        const auto& s = static_cast<const SnakesState&>(match.state());
        for (PlayerId p = 0; p < s.numPlayers(); ++p) EXPECT_FALSE(chuteAt(s.square(p)));
    }
    return static_cast<const SnakesState&>(match.state());
}

struct Expected {
    std::uint64_t seed;
    std::size_t plies;
    PlayerId winner;
    std::vector<int> squares;
};

TEST(SnakesPlay, SeededThreePlayerGames) {
    SnakesGame game;
    const Expected expected[] = {
        {3, 28, 0, {100, 39, 84}},
        {17, 46, 0, {100, 46, 59}},
        {42, 53, 1, {50, 100, 57}},
        {2026, 57, 2, {68, 78, 100}},
    };
    for (const Expected& e : expected) {
        Match match(game, {}, threeComputers(), e.seed);
        const SnakesState& end = playOut(match);
        EXPECT_EQ(match.ply(), e.plies) << "seed " << e.seed;
        EXPECT_EQ(end.finishOrder().front(), e.winner) << "seed " << e.seed;
        EXPECT_EQ(end.scores(), e.squares) << "seed " << e.seed;
    }
}

TEST(SnakesPlay, PlayingOnRanksEveryone) {
    SnakesGame game;
    Match match(game, Options(std::map<std::string, std::string>{{"play-on", "true"}}),
                threeComputers(), 11);
    const SnakesState& end = playOut(match);
    auto places = end.ranking();
    std::sort(places.begin(), places.end());
    EXPECT_EQ(places, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(end.finishOrder().size(), 3u);
}

}  // namespace
}  // namespace lt::snakes
