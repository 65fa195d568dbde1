// Whole three-player games from fixed seeds: the exact winner, length and final squares, and
// invariants checked after every roll.
#include <gtest/gtest.h>

#include <algorithm>

#include "framework/match.h"
#include "games/goose/game.h"

namespace lt::goose {
namespace {

std::vector<SeatSpec> threeComputers() {
    return {{false, "Anna", "medium", ""},
            {false, "Bruno", "medium", ""},
            {false, "Carla", "medium", ""}};
}

// Plays the match to the end, checking that only square 0 and 63 ever hold two pawns.
const GooseState& playOut(Match& match) {
    while (!match.state().isTerminal()) {
        match.playChance();
        const auto& s = static_cast<const GooseState&>(match.state());
        for (PlayerId a = 0; a < s.numPlayers(); ++a)
            for (PlayerId b = a + 1; b < s.numPlayers(); ++b) {
                const int sq = s.pawn(a).square;
                if (sq != kStart && sq != kFinish) {
                    EXPECT_NE(sq, s.pawn(b).square);
                }
            }
    }
    return static_cast<const GooseState&>(match.state());
}

struct Expected {
    std::uint64_t seed;
    std::size_t plies;
    PlayerId winner;
    std::vector<int> squares;
};

TEST(GoosePlay, SeededThreePlayerGames) {
    GooseGame game;
    const Expected expected[] = {
        {3, 55, 2, {52, 31, 63}},
        {17, 54, 2, {31, 52, 63}},
        {42, 45, 2, {52, 35, 63}},
        {2026, 47, 2, {52, 31, 63}},
    };
    for (const Expected& e : expected) {
        Match match(game, {}, threeComputers(), e.seed);
        const GooseState& end = playOut(match);
        EXPECT_EQ(match.ply(), e.plies) << "seed " << e.seed;
        EXPECT_EQ(end.finishOrder().front(), e.winner) << "seed " << e.seed;
        EXPECT_EQ(end.scores(), e.squares) << "seed " << e.seed;
    }
}

TEST(GoosePlay, PlayingOnRanksEveryone) {
    GooseGame game;
    Match match(game, Options(std::map<std::string, std::string>{{"play-on", "true"}}),
                threeComputers(), 11);
    const GooseState& end = playOut(match);
    auto places = end.ranking();
    std::sort(places.begin(), places.end());
    EXPECT_EQ(places, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(end.finishOrder().size(), 3u);
}

}  // namespace
}  // namespace lt::goose
