#include "framework/match.h"

#include <gtest/gtest.h>

#include "fixture_games.h"
#include "framework/errors.h"
#include "framework/levels.h"
#include "framework/record_lines.h"
#include "framework/registry.h"

namespace lt {
namespace {

std::vector<SeatSpec> twoHumans() {
    return parseSeatList("human:Anna,human:Bruno");
}

GameRegistry fixtures() {
    GameRegistry registry;
    registry.add(std::make_unique<test::TicTacToeGame>());
    registry.add(std::make_unique<test::PigGame>());
    return registry;
}

TEST(Match, PlaysRecordsAndUndoesByReplay) {
    test::TicTacToeGame game;
    Match match(game, {}, twoHumans(), 1);
    match.play(0, 4);
    match.play(1, 0);
    match.play(0, 8);
    EXPECT_EQ(match.state().toString(), "O...X...X");
    match.undo();
    EXPECT_EQ(match.state().toString(), "O...X....");
    EXPECT_TRUE(match.canRedo());
    match.redo();
    EXPECT_EQ(match.state().toString(), "O...X...X");
    match.undo();
    match.play(0, 2);  // a new move clears the redo list
    EXPECT_FALSE(match.canRedo());
    EXPECT_EQ(match.ply(), 3u);
}

TEST(Match, RejectsIllegalMovesAndWrongActor) {
    test::TicTacToeGame game;
    Match match(game, {}, twoHumans(), 1);
    match.play(0, 4);
    EXPECT_THROW(match.play(1, 4), IllegalMove);  // occupied
    EXPECT_THROW(match.play(0, 3), IllegalMove);  // not seat 0's turn
    EXPECT_EQ(match.ply(), 1u);
}

TEST(Match, RejectsWrongSeatCountAndLevel) {
    test::TicTacToeGame game;
    EXPECT_THROW(Match(game, {}, parseSeatList("human"), 1), InputError);
    EXPECT_THROW(Match(game, {}, parseSeatList("human,ai:superhuman"), 1), InputError);
}

// A listed level may carry an argument after a colon (the external engine's program); an
// empty argument or an unlisted level may not.
TEST(Match, ALevelMayCarryAnArgument) {
    test::TicTacToeGame game;
    EXPECT_TRUE(isKnownLevel(game, "random"));
    EXPECT_TRUE(isKnownLevel(game, "hard"));
    EXPECT_TRUE(isKnownLevel(game, "hard:/usr/games/engine"));
    EXPECT_FALSE(isKnownLevel(game, "hard:"));
    EXPECT_FALSE(isKnownLevel(game, "superhuman:x"));
    EXPECT_FALSE(isKnownLevel(game, ""));
    const std::vector<SeatSpec> seats{{true, "Anna", "", ""}, {false, "Bot", "hard:x", ""}};
    EXPECT_NO_THROW(Match(game, {}, seats, 1));
}

TEST(Match, UnknownLevelListsTheGamesLevels) {
    test::TicTacToeGame game;
    try {
        Match(game, {}, parseSeatList("human,ai:superhuman"), 1);
        FAIL() << "an unknown level was accepted";
    } catch (const InputError& e) {
        EXPECT_EQ(e.reason(),
                  "unknown level 'superhuman' for Tic-tac-toe; levels: random, easy, medium, hard");
    }
}

TEST(Match, ChanceIsFixedBySeedAndPly) {
    test::PigGame game;
    Match a(game, {}, twoHumans(), 99), b(game, {}, twoHumans(), 99);
    std::vector<Move> rolls;
    for (int i = 0; i < 20 && !a.state().isTerminal(); ++i) {
        if (a.state().isChanceNode()) {
            const Move m = a.drawChance();
            rolls.push_back(m);
            a.play(actor::chance, m);
            b.playChance();
        } else {
            a.play(a.state().currentActor(), test::PigState::kRoll);
            b.play(b.state().currentActor(), test::PigState::kRoll);
        }
        ASSERT_EQ(a.state().toString(), b.state().toString());
    }
    // Undo + redo of a roll gives the same roll: no re-rolling by undoing.
    Match c(game, {}, twoHumans(), 99);
    c.play(0, test::PigState::kRoll);
    const Move first = c.drawChance();
    c.playChance();
    c.undo();
    EXPECT_EQ(c.drawChance(), first);
    EXPECT_EQ(first, rolls.front());
}

TEST(Match, RecordRoundTripReplaysToTheSameState) {
    const GameRegistry games = fixtures();
    Match match(*games.find("pig"), Options(std::map<std::string, std::string>{{"target", "20"}}),
                twoHumans(), 5);
    while (!match.state().isTerminal()) {
        if (match.state().isChanceNode())
            match.playChance();
        else
            match.play(match.state().currentActor(),
                       match.state().legalMoves().back());  // hold when possible
    }
    match.undo();
    const std::string text = writeMatchRecord(match.record());
    const Match loaded = Match::fromRecord(games, readMatchRecord(text));
    EXPECT_EQ(loaded.state().toString(), match.state().toString());
    EXPECT_EQ(loaded.options().values().at("target"), "20");
    EXPECT_TRUE(loaded.canRedo());
    EXPECT_EQ(writeMatchRecord(loaded.record()), text);
}

TEST(Match, CorruptRecordNamesTheLine) {
    const GameRegistry games = fixtures();
    const std::string text =
        "ludoteca-match 1\ngame tictactoe\nseat human - - Anna\nseat human - - Bruno\n"
        "seed 1\nmove 0 b2\nmove 1 b2\ncursor 2\nend 2\n";
    try {
        Match::fromRecord(games, readMatchRecord(text));
        FAIL() << "an occupied square was accepted";
    } catch (const InputError& e) {
        EXPECT_EQ(e.line(), 7);
        EXPECT_EQ(e.field(), "move");
    }
}

// What is checked once the record is read (game, options, seats) names the line it came from.
InputError loadError(const std::string& text) {
    const GameRegistry games = fixtures();
    try {
        RecordLines lines;
        const MatchRecord record = readMatchRecord(text, lines);
        replayRecord(games, record, lines);
    } catch (const InputError& e) {
        return e;
    }
    ADD_FAILURE() << "accepted:\n" << text;
    return InputError("accepted");
}

TEST(Match, UnknownGameIsReportedWithItsLine) {
    const InputError e = loadError(
        "ludoteca-match 1\ngame chequers\nseat human - - A\nseat human - - B\nseed 1\nend 0\n");
    EXPECT_EQ(e.line(), 2);
    EXPECT_EQ(e.field(), "game");
    EXPECT_EQ(e.reason(), "unknown game 'chequers'");
}

TEST(Match, OptionErrorsNameTheirLine) {
    const std::string head = "ludoteca-match 1\ngame pig\noption target=40\n";
    const std::string tail = "seat human - - A\nseat human - - B\nseed 1\nend 0\n";
    InputError e = loadError(head + "option frobnicate=1\n" + tail);
    EXPECT_EQ(e.line(), 4);
    EXPECT_EQ(e.field(), "frobnicate");
    EXPECT_EQ(e.reason(), "unknown option");
    e = loadError("ludoteca-match 1\ngame pig\noption target=500\n" + tail);
    EXPECT_EQ(e.line(), 3);
    EXPECT_EQ(e.field(), "target");
    EXPECT_EQ(e.reason(), "must be between 10 and 100");
}

TEST(Match, SeatErrorsNameTheirLineAndTheLevels) {
    InputError e = loadError(
        "ludoteca-match 1\ngame pig\nseat human - - A\nseat ai grandmaster - B\nseed 1\nend 0\n");
    EXPECT_EQ(e.line(), 4);
    EXPECT_EQ(e.field(), "seats");
    EXPECT_EQ(e.reason(),
              "unknown level 'grandmaster' for Pig; levels: random, easy, medium, hard");
    e = loadError("ludoteca-match 1\ngame pig\nseat human - - A\nseed 1\nend 0\n");
    EXPECT_EQ(e.line(), 3);
    EXPECT_EQ(e.field(), "seats");
    EXPECT_EQ(e.reason(), "Pig is for 2-4 players, not 1");
}

}  // namespace
}  // namespace lt
