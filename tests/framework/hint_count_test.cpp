// Hints counted in the match record (issue 22, "hints that teach"): each hint a seat takes is
// kept, so saving, resuming and undoing keep the count; files written before read as none.
#include <gtest/gtest.h>

#include "fixture_games.h"
#include "framework/errors.h"
#include "framework/match.h"
#include "framework/match_record.h"
#include "framework/registry.h"

namespace lt {
namespace {

using test::PigState;

TEST(HintCount, SurvivesSaveAndResume) {
    GameRegistry games;
    games.add(std::make_unique<test::PigGame>());
    Match match(*games.find("pig"), {}, parseSeatList("human:Anna,human:Bruno"), 3);
    match.noteHint(0);
    match.play(0, PigState::kRoll);
    match.noteHint(0);
    match.noteHint(1);
    match.noteHint(7);  // no such seat: ignored
    const std::string text = writeMatchRecord(match.record());
    EXPECT_NE(text.find("\nhints 2 1\nseed 3\n"), std::string::npos) << text;
    const Match resumed = Match::fromRecord(games, readMatchRecord(text));
    EXPECT_EQ(resumed.hintsTaken(0), 2);
    EXPECT_EQ(resumed.hintsTaken(1), 1);
    EXPECT_EQ(writeMatchRecord(resumed.record()), text);
    Match undone = Match::fromRecord(games, readMatchRecord(text));
    undone.undo();
    EXPECT_EQ(undone.hintsTaken(0), 2);  // an undo does not give a hint back
}

TEST(HintCount, OlderFilesReadAsNoHints) {
    const MatchRecord record = readMatchRecord(
        "ludoteca-match 1\ngame pig\nseat human - - A\nseat human - - B\nseed 1\nend 0\n");
    EXPECT_TRUE(record.hints.empty());
    GameRegistry games;
    games.add(std::make_unique<test::PigGame>());
    const Match match = Match::fromRecord(games, record);
    EXPECT_EQ(match.hintsTaken(0), 0);
    EXPECT_EQ(writeMatchRecord(match.record()).find("hints"), std::string::npos);
}

TEST(HintCount, BadLinesNameTheirLineAndField) {
    for (const char* hints : {"hints 1 2\n", "hints -1\n", "hints x\n"}) {
        try {
            readMatchRecord(std::string("ludoteca-match 1\ngame pig\nseat human - - A\n") + hints +
                            "seed 1\nend 0\n");
            FAIL() << "accepted " << hints;
        } catch (const InputError& e) {
            EXPECT_EQ(e.line(), 4) << hints;
            EXPECT_EQ(e.field(), "hints") << hints;
        }
    }
}

}  // namespace
}  // namespace lt
