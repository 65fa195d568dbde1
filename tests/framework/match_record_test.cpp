#include "framework/match_record.h"

#include <gtest/gtest.h>

#include "framework/errors.h"
#include "framework/record_lines.h"
#include "framework/rng.h"

namespace lt {
namespace {

const char* kValid =
    "ludoteca-match 1\n"
    "game ludo\n"
    "option three-sixes=false\n"
    "seat human - #c0392b Anna Maria\n"
    "seat ai hard - Computer 2\n"
    "seed 42\n"
    "move c roll 6\n"
    "move 0 out\n"
    "move 1! card!\n"
    "cursor 2\n"
    "end 3\n";

TEST(MatchRecord, ReadsEveryField) {
    const MatchRecord r = readMatchRecord(kValid);
    EXPECT_EQ(r.gameId, "ludo");
    EXPECT_EQ(r.options.values().at("three-sixes"), "false");
    ASSERT_EQ(r.seats.size(), 2u);
    EXPECT_EQ(r.seats[0], (SeatSpec{true, "Anna Maria", "", "#c0392b"}));
    EXPECT_EQ(r.seats[1], (SeatSpec{false, "Computer 2", "hard", ""}));
    EXPECT_EQ(r.seed, 42u);
    ASSERT_EQ(r.moves.size(), 3u);
    EXPECT_EQ(r.moves[0].actor, actor::chance);
    EXPECT_EQ(r.moves[0].notation, "roll 6");
    EXPECT_EQ(r.moves[1].line, 8);
    EXPECT_TRUE(r.moves[2].claim);
    EXPECT_EQ(r.moves[2].actor, 1);
    EXPECT_EQ(r.cursor, 2u);
}

TEST(MatchRecord, WriteThenReadIsIdentity) {
    const std::string once = writeMatchRecord(readMatchRecord(kValid));
    EXPECT_EQ(writeMatchRecord(readMatchRecord(once)), once);
    EXPECT_EQ(once, kValid);
}

TEST(MatchRecord, AControlCharacterInANameCannotForgeALine) {
    MatchRecord record = readMatchRecord(kValid);
    record.seats[0].name = "Anna\nseed 7\tMaria";
    const std::string text = writeMatchRecord(record);
    EXPECT_NE(text.find("seat human - #c0392b \"Anna\\nseed 7\\tMaria\"\n"), std::string::npos);
    const MatchRecord reread = readMatchRecord(text);
    EXPECT_EQ(reread.seats[0].name, "Anna\nseed 7\tMaria");
    EXPECT_EQ(reread.seed, 42u);
}

// Files written before names were quoted: a name that only looks quoted is read as it is.
TEST(MatchRecord, UnquotedNamesReadAsWritten) {
    const std::string head = "ludoteca-match 1\ngame ludo\n";
    const std::string tail = "seed 1\nend 0\n";
    for (const std::string name :
         {"\"Bob", "Bob\"", "\"a\"b\"", "\"a\\q\"", "\"a\\x4\"", "\"\\\""}) {
        const MatchRecord r = readMatchRecord(head + "seat human - - " + name + "\n" + tail);
        EXPECT_EQ(r.seats[0].name, name);
    }
    EXPECT_EQ(readMatchRecord(head + "seat human - - \"\\x41\\\"\\\\\"\n" + tail).seats[0].name,
              "A\"\\");
}

// Every name and option value the writer can be given reads back exactly: a blank name from a
// PGN tag of spaces used to be written and then rejected ("seat: missing player name"), which
// lost the autosave.
TEST(MatchRecord, FreeTextRoundTrips) {
    const std::vector<std::string> pieces{" ",
                                          "  ",
                                          "\t",
                                          "\n",
                                          "\r",
                                          "\x01",
                                          "\x1f",
                                          "\x7f",
                                          "\"",
                                          "\\",
                                          "#",
                                          ":",
                                          "=",
                                          ",",
                                          "-",
                                          "a",
                                          "Z",
                                          "\xc3\xa9",
                                          "\xf0\x9f\x98\x80",
                                          "\\x41",
                                          "\\n",
                                          "end 0",
                                          "\xff"};
    std::vector<std::string> texts{"",
                                   " ",
                                   "   ",
                                   " Anna",
                                   "Anna ",
                                   " Anna Maria ",
                                   "-",
                                   "\"",
                                   "\"\"",
                                   "#1",
                                   std::string(10000, 'x') + " ",
                                   std::string(5000, ' ')};
    Rng rng(2026);
    for (int i = 0; i < 2000; ++i) {
        std::string text;
        const int length = static_cast<int>(rng.below(8));
        for (int k = 0; k < length; ++k) text += pieces[rng.below(pieces.size())];
        texts.push_back(text);
    }
    MatchRecord record = readMatchRecord(kValid);
    for (const std::string& text : texts) {
        record.seats[0].name = text;
        record.seats[1].name = "x" + text;
        record.options.set("fen", text);
        MatchRecord reread;
        ASSERT_NO_THROW(reread = readMatchRecord(writeMatchRecord(record))) << text;
        EXPECT_EQ(reread.seats, record.seats) << text;
        EXPECT_EQ(reread.options.values(), record.options.values()) << text;
        EXPECT_EQ(reread.seed, 42u);
        EXPECT_EQ(reread.moves.size(), 3u);
    }
}

void expectError(const std::string& text, int line, const std::string& field) {
    try {
        readMatchRecord(text);
        FAIL() << "accepted: " << text;
    } catch (const InputError& e) {
        EXPECT_EQ(e.line(), line) << e.what();
        EXPECT_EQ(e.field(), field) << e.what();
    }
}

TEST(MatchRecord, BadInputNamesLineAndField) {
    expectError("", 0, "header");
    expectError("hello\n", 1, "header");
    const std::string head = "ludoteca-match 1\ngame ludo\nseat human - - A\nseed 1\n";
    expectError(head + "move 0 out\n", 5, "end");  // truncated: no end line
    expectError(head + "move 0 out\nend 2\n", 6, "end");
    expectError(head + "move 7 out\nend 1\n", 5, "move");
    expectError(head + "move 0\nend 1\n", 5, "move");
    expectError("ludoteca-match 1\ngame ludo\nseat robot - - A\n", 3, "seat");
    expectError("ludoteca-match 1\ngame ludo\nseat ai - - A\n", 3, "seat");
    expectError("ludoteca-match 1\ngame ludo\nseat human - - A\nseed x1\n", 4, "seed");
    expectError(head + "frobnicate\n", 5, "");
    expectError(head + "end 0\nmove 0 out\n", 6, "end");
    expectError(head + "cursor 3\nend 0\n", 5, "cursor");
}

TEST(MatchRecord, RemembersTheLineOfEachFact) {
    RecordLines lines;
    readMatchRecord(kValid, lines);
    EXPECT_EQ(lines.game, 2);
    EXPECT_EQ(lines.options, (std::map<std::string, int>{{"three-sixes", 3}}));
    EXPECT_EQ(lines.seats, (std::vector<int>{4, 5}));
    EXPECT_EQ(lines.cursor, 10);
}

TEST(MatchRecord, AcceptsAByteOrderMark) {
    RecordLines lines;
    const MatchRecord r = readMatchRecord(std::string("\xEF\xBB\xBF") + kValid, lines);
    EXPECT_EQ(r.gameId, "ludo");
    EXPECT_EQ(lines.game, 2);
    EXPECT_EQ(writeMatchRecord(r), kValid);
}

TEST(MatchRecord, ClockTimesFollowTheirMove) {
    const std::string head =
        "ludoteca-match 1\ngame chess\nseat human - - A\nseat human - - B\nseed 1\n";
    const std::string text = head + "move 0 e4\nclock 181000 180000\nmove 1 e5\ncursor 2\nend 2\n";
    const MatchRecord r = readMatchRecord(text);
    ASSERT_EQ(r.moves.size(), 2u);
    EXPECT_EQ(r.moves[0].clockMs, (std::vector<std::int64_t>{181000, 180000}));
    EXPECT_TRUE(r.moves[1].clockMs.empty());  // a move without times, as older files have
    EXPECT_EQ(writeMatchRecord(r), text);
    expectError(head + "clock 1 2\nend 0\n", 6, "clock");              // before any move
    expectError(head + "move 0 e4\nclock 1\nend 1\n", 7, "clock");     // one time per seat
    expectError(head + "move 0 e4\nclock 1 x\nend 1\n", 7, "clock");   // not a number
    expectError(head + "move 0 e4\nclock 1 -5\nend 1\n", 7, "clock");  // negative
    expectError(head + "move 0 e4\nclock 1 2\nclock 1 2\nend 1\n", 8, "clock");
}

// A game review kept with the match (the autosave): what the engine found in each position,
// a cancelled review's gaps too, reads back as written; a record without one has no review
// line, and an older file reads as no review.
TEST(MatchRecord, ReviewAnalysesReadBackAsWritten) {
    const std::string head =
        "ludoteca-match 1\ngame chess\nseat human - - A\nseat human - - B\nseed 1\n"
        "move 0 e4\nmove 1 e5\nmove 1! offer draw\nmove 0 Qh5\n";
    const std::string text = head +
                             "review 4\n"
                             "analysis 0 score 20 e4 e4 e5 Nf3\n"
                             "analysis 2 score -35 Nf3 Nf3\n"
                             "analysis 3 win 4 Qxf7+ Qxf7+ Kxf7\n"
                             "cursor 4\nend 4\n";
    const MatchRecord r = readMatchRecord(text);
    ASSERT_TRUE(r.review.has_value());
    EXPECT_EQ(r.review->plies, 4u);
    ASSERT_EQ(r.review->analyses.size(), 4u);
    EXPECT_EQ(r.review->analyses[0]->evaluation, review::Evaluation::score(20));
    EXPECT_EQ(r.review->analyses[0]->bestMove, "e4");
    EXPECT_EQ(r.review->analyses[0]->line, (std::vector<std::string>{"e4", "e5", "Nf3"}));
    EXPECT_FALSE(r.review->analyses[1].has_value());  // not analysed: a cancelled review
    EXPECT_EQ(r.review->analyses[2]->evaluation, review::Evaluation::score(-35));
    EXPECT_EQ(r.review->analyses[3]->evaluation, review::Evaluation::win(4));
    EXPECT_EQ(r.review->analyses[3]->line, (std::vector<std::string>{"Qxf7+", "Kxf7"}));
    EXPECT_EQ(writeMatchRecord(r), text);

    // A position where the game is over: no best move, no line.
    MatchRecord over = r;
    over.review->analyses.push_back(
        review::PositionAnalysis{review::Evaluation::loss(0), std::string(), {}});
    const std::string overText = writeMatchRecord(over);
    EXPECT_NE(overText.find("\nanalysis 4 loss 0 -\ncursor"), std::string::npos) << overText;
    const MatchRecord overRead = readMatchRecord(overText);
    ASSERT_EQ(overRead.review->analyses.size(), 5u);
    EXPECT_EQ(overRead.review->analyses[4]->evaluation, review::Evaluation::loss(0));
    EXPECT_TRUE(overRead.review->analyses[4]->bestMove.empty());
    EXPECT_TRUE(overRead.review->analyses[4]->line.empty());

    // No review, or one without any analysis: no line; an older file: no review.
    MatchRecord plain = r;
    plain.review.reset();
    EXPECT_EQ(writeMatchRecord(plain), head + "cursor 4\nend 4\n");
    plain.review = RecordedReview{4, {std::nullopt, std::nullopt}};
    EXPECT_EQ(writeMatchRecord(plain), head + "cursor 4\nend 4\n");
    EXPECT_FALSE(readMatchRecord(head + "cursor 4\nend 4\n").review.has_value());
}

TEST(MatchRecord, MalformedReviewLinesNameTheirLine) {
    const std::string head =
        "ludoteca-match 1\ngame chess\nseat human - - A\nseat human - - B\nseed 1\n"
        "move 0 e4\nmove 1 e5\n";
    const std::string review = head + "review 2\n";
    expectError(head + "analysis 0 score 20 e4\nend 2\n", 8, "analysis");  // no review line
    expectError(head + "review x\nend 2\n", 8, "review");
    expectError(head + "review -1\nend 2\n", 8, "review");
    expectError(review + "review 2\nend 2\n", 9, "review");    // a second one
    expectError(head + "review 3\nend 2\n", 8, "review");      // beyond the moves
    expectError(review + "analysis\nend 2\n", 9, "analysis");  // no position
    expectError(review + "analysis x score 20 e4\nend 2\n", 9, "analysis");
    expectError(review + "analysis 3 score 20 e4\nend 2\n", 9, "analysis");  // beyond 2 moves
    expectError(review + "analysis 0 draw 0 e4\nend 2\n", 9, "analysis");    // unknown kind
    expectError(review + "analysis 0 score\nend 2\n", 9, "analysis");        // no value
    expectError(review + "analysis 0 score 2.5 e4\nend 2\n", 9, "analysis");
    expectError(review + "analysis 0 win -1 e4\nend 2\n", 9, "analysis");
    expectError(review + "analysis 0 loss -3 -\nend 2\n", 9, "analysis");
    expectError(review + "analysis 0 score 20\nend 2\n", 9, "analysis");  // no best move
    expectError(review + "analysis 1 score 20 e5\nanalysis 1 score 0 e5\nend 2\n", 10,
                "analysis");  // twice
    expectError(review + "analysis 1 score 20 e5\nanalysis 0 score 0 e4\nend 2\n", 10,
                "analysis");  // out of order
}

TEST(MatchRecord, SeatListParsing) {
    const auto seats = parseSeatList("human:Anna, ai:hard,random,human");
    ASSERT_EQ(seats.size(), 4u);
    EXPECT_EQ(seats[0].name, "Anna");
    EXPECT_EQ(seats[1].level, "hard");
    EXPECT_FALSE(seats[1].human);
    EXPECT_EQ(seats[2].level, "random");
    EXPECT_EQ(seats[3].name, "Player 4");
    EXPECT_THROW(parseSeatList("human,,ai:easy"), InputError);
    EXPECT_THROW(parseSeatList("ai"), InputError);
    EXPECT_THROW(parseSeatList("alien:x"), InputError);
}

}  // namespace
}  // namespace lt
