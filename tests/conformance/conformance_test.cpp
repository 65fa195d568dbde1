// The generic conformance test every registered game must pass: seeded random playouts
// checked by conformance/playout_checks.h (legal moves apply and read back from their
// notation, games end, rankings and returns are consistent, a saved record replays to the
// same state, undo/redo is exact, a player's view hides what the player may not see), that a game
// with hidden information does hide something from someone, the game's description, and its
// seat counts.
#include <gtest/gtest.h>

#include <algorithm>

#include "../support/hidden_views.h"
#include "conformance/playout_checks.h"
#include "framework/agent.h"
#include "framework/errors.h"
#include "framework/match.h"
#include "standard_games.h"

namespace lt {
namespace {

// Up to 1000 playouts, fewer for games whose random playouts are long (a random player can
// take a thousand moves to finish a flag-card game, a game of Barbu is 2,500 plies): the move
// budget keeps each game's run to seconds under the sanitizers, yet at least 12 playouts run
// (6 of them with the expensive checks). This is CI's slice; the soak bench (bench/soak) plays
// 10^6 moves a game with the same checks in Release.
constexpr int kPlayoutsPerGame = 1000;
constexpr int kMinimumPlayouts = 12;
constexpr std::size_t kMoveBudget = 25000;
constexpr std::size_t kPlyLimit = 20000;

std::vector<std::string> gameIds() {
    std::vector<std::string> ids;
    const GameRegistry games = makeStandardGames();
    for (const Game* game : games.all()) ids.push_back(game->info().id);
    return ids;
}

class Conformance : public ::testing::TestWithParam<std::string> {
  protected:
    Conformance() : games_(makeStandardGames()), game_(*games_.find(GetParam())) {}

    GameRegistry games_;
    const Game& game_;
};

TEST_P(Conformance, RandomPlayoutsKeepEveryInvariant) {
    const GameInfo& info = game_.info();
    Rng rng(2024);
    std::size_t movesPlayed = 0;
    for (int g = 0; g < kPlayoutsPerGame; ++g) {
        if (g >= kMinimumPlayouts && movesPlayed > kMoveBudget) break;
        const int players = info.minPlayers + g % (info.maxPlayers - info.minPlayers + 1);
        // The expensive checks on a few games.
        const conformance::PlayoutSettings settings{.plyLimit = kPlyLimit, .inspect = g < 6};
        const auto result =
            conformance::checkedPlayout(games_, game_, players, 1000 + g, rng, settings);
        ASSERT_EQ(result.violation, "");
        movesPlayed += result.moves;
    }
}

// Re-sampling alone cannot catch a hidden-information game that forgot viewFor: its full
// views re-sample to themselves.
TEST_P(Conformance, HiddenInformationIsHidden) {
    if (!game_.info().hiddenInformation) GTEST_SKIP() << "perfect information";
    EXPECT_EQ(test::viewsHideNothing(game_), std::nullopt);
}

TEST_P(Conformance, InfoIsComplete) {
    const GameInfo& info = game_.info();
    EXPECT_FALSE(info.name.empty());
    EXPECT_GE(info.minPlayers, 1);
    EXPECT_LE(info.minPlayers, info.maxPlayers);
    EXPECT_GE(game_.levels().size(), 3u);
    Options{}.completed(info.options);  // the defaults are valid
    for (const auto& level : game_.levels()) EXPECT_NE(game_.makeAgent(level.id), nullptr);
}

TEST_P(Conformance, RejectsBadSeatCounts) {
    const GameInfo& info = game_.info();
    EXPECT_THROW(Match(game_, {}, conformance::randomSeats(info.maxPlayers + 1), 1), InputError);
    if (info.minPlayers > 1) {
        EXPECT_THROW(Match(game_, {}, conformance::randomSeats(info.minPlayers - 1), 1),
                     InputError);
    }
}

INSTANTIATE_TEST_SUITE_P(AllGames, Conformance, ::testing::ValuesIn(gameIds()),
                         [](const auto& param) {
                             std::string name = param.param;
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Conformance);

}  // namespace
}  // namespace lt
