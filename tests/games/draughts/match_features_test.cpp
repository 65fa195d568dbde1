// The start-position option and PDN games opened as matches.
#include <gtest/gtest.h>

#include "framework/errors.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "games/draughts/game.h"
#include "games/draughts/notation.h"
#include "games/draughts/pdn_match.h"

namespace lt::draughts {
namespace {

constexpr std::string_view kEndgame = "B:W28,K45:B9,12";

TEST(DraughtsOptions, StartsFromAFen) {
    DraughtsGame game;
    EXPECT_EQ(Options().completed(game.info().options).values().at(kFenOption), "");
    const auto state = game.newInitialState(
        Options(std::map<std::string, std::string>{{kFenOption, std::string(kEndgame)}}), 2);
    const auto& draughts = dynamic_cast<const DraughtsState&>(*state);
    EXPECT_EQ(toFen(draughts.position()), "B:W28,K45:B9,12");
    EXPECT_EQ(state->currentActor(), 1);
}

TEST(DraughtsOptions, BadFenNamesTheOption) {
    DraughtsGame game;
    for (const char* fen : {"X:W31:B1", "W:W31,51:B1", "W:W31:Q1"}) {
        try {
            game.newInitialState(Options(std::map<std::string, std::string>{{kFenOption, fen}}), 2);
            FAIL() << fen;
        } catch (const InputError& e) {
            EXPECT_EQ(e.field(), "fen") << fen;
            EXPECT_EQ(std::string(e.what()).rfind("fen: ", 0), 0u) << e.what();
        }
    }
    // White to move without a man: the game is over before it starts.
    EXPECT_THROW(game.newInitialState(
                     Options(std::map<std::string, std::string>{{kFenOption, "W:W:B1"}}), 2),
                 InputError);
}

constexpr std::string_view kGames = R"([Event "One"]
[White "Anna"]
[Black "Bruno"]
[Result "1-1"]
1. 32-28 18-23 2. 37-32 12-18 1-1

[Event "Two"]
[White "Carla"]
[Black "Dario"]
[FEN "B:W28,K45:B9,12"]
1... 12-17 2. 28-22 17x28 *

[Event "Three"]
1. 32-28 19-24 2. 28-22 24-29 *
)";

TEST(DraughtsPdnMatch, ImportsAGameAsAHotSeatMatch) {
    GameRegistry registry;
    registry.add(makeGame());
    const auto games = readPdn(kGames);
    ASSERT_EQ(games.size(), 3u);
    const PdnImport second = importPdnGame(games[1], 2);
    EXPECT_EQ(second.stopped, "");
    EXPECT_EQ(second.record.options.values().at(kFenOption), "B:W28,K45:B9,12");
    EXPECT_EQ(second.record.seats[1].name, "Dario");
    const Match match = Match::fromRecord(registry, second.record);
    EXPECT_EQ(match.ply(), 3u);
    const auto& state = dynamic_cast<const DraughtsState&>(match.state());
    EXPECT_EQ(toFen(state.position()), "W:WK45:B9,28");
}

// A tag of spaces is no name (see ChessPgnMatch.BlankOrPaddedNamesBecomeReadableSeatNames).
TEST(DraughtsPdnMatch, BlankOrPaddedNamesBecomeReadableSeatNames) {
    const auto games = readPdn("[White \" \"]\n[Black \"\tDario \"]\n\n1. 32-28 *\n");
    ASSERT_EQ(games.size(), 1u);
    const PdnImport imported = importPdnGame(games[0], 1);
    EXPECT_EQ(imported.record.seats[0].name, "White");
    EXPECT_EQ(imported.record.seats[1].name, "Dario");
    const MatchRecord reread = readMatchRecord(writeMatchRecord(imported.record));
    EXPECT_EQ(reread.seats, imported.record.seats);
}

TEST(DraughtsPdnMatch, IllegalMoveStopsThere) {
    const auto games = readPdn(kGames);
    const PdnImport third = importPdnGame(games[2], 3);
    EXPECT_EQ(third.record.moves.size(), 3u);
    EXPECT_EQ(third.stopped.rfind("game 3, move 2... 24-29: ", 0), 0u) << third.stopped;
}

}  // namespace
}  // namespace lt::draughts
