// The generic conformance test every registered game must pass: seeded random playouts
// where every legal move applies and reads back from its notation, games end, rankings and
// returns are consistent, a saved record replays to the same state, undo/redo is exact, and
// a player's view hides what the player may not see (a state re-sampled from the view gives
// the same view), and a game with hidden information does hide something from someone.
#include <gtest/gtest.h>

#include <algorithm>

#include "../support/hidden_views.h"
#include "framework/agent.h"
#include "framework/errors.h"
#include "framework/match.h"
#include "framework/view.h"
#include "standard_games.h"

namespace lt {
namespace {

// Up to 1000 playouts, fewer for games whose random playouts are long (a random player can
// take a thousand moves to finish a flag-card game): the move budget keeps each game's run
// to seconds, yet at least 100 playouts run.
constexpr int kPlayoutsPerGame = 1000;
constexpr int kMinimumPlayouts = 100;
constexpr std::size_t kMoveBudget = 300000;
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

    std::vector<SeatSpec> seatsFor(int players) const {
        std::vector<SeatSpec> seats;
        for (int i = 0; i < players; ++i)
            seats.push_back({false, "Computer " + std::to_string(i + 1), "random", ""});
        return seats;
    }

    // Every view of `state` survives re-sampling: hidden parts changed, view text unchanged.
    void checkViews(const State& state, Rng& rng) const {
        for (PlayerId p = 0; p < state.numPlayers(); ++p) {
            const auto view = state.viewFor(p);
            ASSERT_EQ(view->viewer(), p);
            const auto sampled = view->sampleState(rng);
            ASSERT_EQ(sampled->viewFor(p)->toString(), view->toString())
                << "seat " << p << " can tell the sampled state from the real one";
            ASSERT_EQ(sampled->currentActor(), state.currentActor());
            if (state.currentActor() == p) ASSERT_EQ(sampled->legalMoves(), state.legalMoves());
        }
    }

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
        Match match(game_, {}, seatsFor(players), 1000 + g);
        const bool inspect = g < 8;  // the expensive checks on a few games
        while (!match.state().isTerminal() && match.ply() < kPlyLimit) {
            const State& state = match.state();
            const PlayerId actor = state.currentActor();
            if (inspect && match.ply() % 7 == 0) checkViews(state, rng);
            if (actor == actor::chance) {
                const auto outcomes = state.chanceOutcomes();
                ASSERT_FALSE(outcomes.empty());
                double total = 0;
                for (const auto& o : outcomes) total += o.probability;
                ASSERT_NEAR(total, 1.0, 1e-9);
                match.playChance();
                continue;
            }
            ASSERT_GE(actor, 0);
            ASSERT_LT(actor, players);
            const auto legal = state.legalMoves();
            ASSERT_FALSE(legal.empty()) << "a decision node without moves:\n" << state.toString();
            if (inspect) {
                for (Move m : legal) {
                    const auto parsed = state.parseMove(state.moveToString(m));
                    ASSERT_TRUE(parsed && *parsed == m)
                        << "notation does not read back: '" << state.moveToString(m) << "'";
                }
            }
            // Claims, where the game has them, are exercised now and then.
            bool claimed = false;
            if (info.realTime && rng.chance(0.3)) {
                for (PlayerId p = 0; p < players && !claimed; ++p) {
                    const auto claims = state.claimMoves(p);
                    if (!claims.empty()) {
                        match.claim(p, claims[rng.below(claims.size())]);
                        claimed = true;
                    }
                }
            }
            if (!claimed) match.play(actor, legal[rng.below(legal.size())]);
        }
        movesPlayed += match.ply();
        ASSERT_TRUE(match.state().isTerminal())
            << info.id << " seed " << 1000 + g << " did not end in " << kPlyLimit << " moves";
        const auto places = match.state().ranking();
        ASSERT_EQ(static_cast<int>(places.size()), players);
        EXPECT_EQ(*std::min_element(places.begin(), places.end()), 1);
        for (int place : places) EXPECT_TRUE(place >= 1 && place <= players);
        for (double r : match.state().returns()) EXPECT_TRUE(r >= -1.0 && r <= 1.0);
        EXPECT_TRUE(match.state().legalMoves().empty());

        if (inspect) {
            const std::string finalText = match.state().toString();
            const Match loaded =
                Match::fromRecord(games_, readMatchRecord(writeMatchRecord(match.record())));
            ASSERT_EQ(loaded.state().toString(), finalText);
            // Undo is a replay of the record: a few steps back must equal a fresh replay.
            const std::size_t plies = match.ply();
            const std::size_t back = std::min<std::size_t>(plies, 5);
            for (std::size_t i = 0; i < back; ++i) match.undo();
            ASSERT_EQ(match.state().toString(), match.stateAt(plies - back)->toString());
            for (std::size_t i = 0; i < back; ++i) match.redo();
            ASSERT_EQ(match.state().toString(), finalText);
        }
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
    EXPECT_THROW(Match(game_, {}, seatsFor(info.maxPlayers + 1), 1), InputError);
    if (info.minPlayers > 1)
        EXPECT_THROW(Match(game_, {}, seatsFor(info.minPlayers - 1), 1), InputError);
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
