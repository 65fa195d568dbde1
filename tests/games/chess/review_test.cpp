#include "games/chess/review.h"

#include <gtest/gtest.h>

#include "framework/game_review_text.h"
#include "games/chess/notation.h"
#include "games/chess/pgn.h"
#include "games/chess/review_pgn.h"

namespace lt::chess {
namespace {

using review::Mark;

struct Reviewed {
    review::GameReview review;
    std::vector<Mark> marks;
};

Reviewed reviewOf(const std::string& fen, const std::vector<std::string>& sans, int depth) {
    const Position start = fen.empty() ? Position() : Position::fromFen(fen);
    Position position = start;
    std::vector<Move> moves;
    for (const std::string& san : sans) {
        moves.push_back(parseSan(position, san));
        position.makeMove(moves.back());
    }
    std::atomic<bool> stop{false};
    ReviewSettings settings;
    settings.depth = depth;
    settings.tableMegabytes = 4;
    Reviewed reviewed{reviewGame(start, moves, settings, stop), {}};
    for (const review::MoveReview& move : reviewed.review.moves)
        reviewed.marks.push_back(move.mark);
    return reviewed;
}

TEST(ChessReview, HungQueenIsABlunder) {
    const Reviewed game = reviewOf("", {"e4", "e5", "Nf3", "Qg5", "Nxg5"}, 6);
    ASSERT_TRUE(game.review.complete);
    EXPECT_EQ(game.marks,
              (std::vector<Mark>{Mark::Best, Mark::Best, Mark::Best, Mark::Blunder, Mark::Best}));
    const review::MoveReview& queen = game.review.moves[3];
    EXPECT_EQ(queen.played, "Qg5");
    EXPECT_EQ(queen.mover, 1);
    EXPECT_FALSE(queen.better.empty());
    EXPECT_EQ(queen.line.front(), queen.better);
    EXPECT_EQ(game.review.players[1].counts[static_cast<std::size_t>(Mark::Blunder)], 1);
    EXPECT_EQ(game.review.players[0].counts[static_cast<std::size_t>(Mark::Blunder)], 0);
    // After 3. Nxg5 White is a queen up.
    EXPECT_GT(game.review.positions[5].value, 600);
}

TEST(ChessReview, MissedMateInTwoIsABlunder) {
    const Reviewed game = reviewOf("r5k1/5ppp/8/8/8/8/q2R1PPP/3R2K1 w - - 0 1", {"h3", "Qxd2"}, 6);
    ASSERT_TRUE(game.review.complete);
    ASSERT_EQ(game.marks.size(), 2u);
    EXPECT_EQ(game.marks[0], Mark::Blunder);
    const review::MoveReview& missed = game.review.moves[0];
    EXPECT_EQ(missed.before, review::Evaluation::win(2));
    EXPECT_EQ(missed.better, "Rd8+");
    EXPECT_EQ(missed.line, (std::vector<std::string>{"Rd8+", "Rxd8", "Rxd8#"}));
    EXPECT_EQ(game.review.positions[0], review::Evaluation::win(2));
}

TEST(ChessReview, MateDeliveredEndsTheReview) {
    const Reviewed game = reviewOf("", {"f3", "e5", "g4", "Qh4#"}, 4);
    ASSERT_TRUE(game.review.complete);
    EXPECT_EQ(game.review.positions.back(), review::Evaluation::loss(0));
    EXPECT_EQ(game.marks[2], Mark::Blunder);  // g4 allows the mate
    EXPECT_EQ(game.marks[3], Mark::Best);
}

TEST(ChessReview, CancelledByTheFlag) {
    std::atomic<bool> stop{false};
    std::size_t calls = 0;
    const Position start;
    Position position = start;
    std::vector<Move> moves;
    for (const char* san : {"e4", "e5", "Nf3", "Nc6"}) {
        moves.push_back(parseSan(position, san));
        position.makeMove(moves.back());
    }
    ReviewSettings settings;
    settings.depth = 4;
    settings.tableMegabytes = 4;
    const review::GameReview review =
        reviewGame(start, moves, settings, stop, [&](std::size_t done, std::size_t total) {
            EXPECT_EQ(total, 5u);
            ++calls;
            if (done == 2) stop = true;
        });
    EXPECT_FALSE(review.complete);
    EXPECT_EQ(calls, 2u);
    EXPECT_EQ(review.positions.size(), 2u);
    EXPECT_EQ(review.moves.size(), 1u);
}

// A review begun at a later move (the move list's "Review from this move") searches every
// position as a run from the start does: the same evaluations, lines and marks. With the
// table and history of the position searched before kept, the evaluations and lines differed
// (and at depth 10, 4. Nxe5 was a mistake in one order and not in the other).
TEST(ChessReview, OrderOfThePositionsChangesNothing) {
    const Position start;
    Position position = start;
    std::vector<Move> moves;
    for (const char* san : {"e4", "e5", "Nf3", "Nc6", "Bc4", "Nd4", "Nxe5", "Qg5", "Nxf7", "Qxg2",
                            "Rf1", "Qxe4+", "Be2", "Nf3#"}) {
        moves.push_back(parseSan(position, san));
        position.makeMove(moves.back());
    }
    std::atomic<bool> stop{false};
    ReviewSettings settings;
    settings.depth = 6;
    settings.tableMegabytes = 4;
    review::Analyses fromStart, fromNxf7;
    const review::GameReview whole = reviewGame(start, moves, settings, stop, {}, &fromStart);
    const review::GameReview later = reviewGame(start, moves, settings, stop, {}, &fromNxf7, 8);
    ASSERT_TRUE(whole.complete);
    ASSERT_TRUE(later.complete);
    ASSERT_EQ(fromNxf7.size(), fromStart.size());
    for (std::size_t i = 0; i < fromStart.size(); ++i) {
        EXPECT_EQ(fromNxf7[i]->evaluation, fromStart[i]->evaluation) << i;
        EXPECT_EQ(fromNxf7[i]->line, fromStart[i]->line) << i;
    }
    ASSERT_EQ(later.moves.size(), whole.moves.size());
    for (std::size_t i = 0; i < whole.moves.size(); ++i)
        EXPECT_EQ(later.moves[i].mark, whole.moves[i].mark) << whole.moves[i].played;
    EXPECT_EQ(whole.moves[8].mark, Mark::Blunder);  // 5. Nxf7??
}

TEST(ChessReview, PgnKeepsCommentsAndGlyphsOfTheMainLine) {
    const std::vector<PgnGame> games = readPgn(
        "[Event \"x\"]\n\n{before} 1. e4 $1 {good\n  move} {again} 1... e5 (1... c5 {side} $2) 2. "
        "Nf3 "
        "$2 *\n");
    ASSERT_EQ(games.size(), 1u);
    const PgnGame& game = games[0];
    EXPECT_EQ(game.openingComment, "before");
    ASSERT_EQ(game.moves.size(), 3u);
    EXPECT_EQ(game.moves[0].annotation.nags, std::vector<int>{1});
    EXPECT_EQ(game.moves[0].annotation.comment, "good move again");
    EXPECT_TRUE(game.moves[1].annotation.nags.empty());
    EXPECT_EQ(game.moves[1].annotation.comment, "");
    EXPECT_EQ(game.moves[2].annotation.nags, std::vector<int>{2});
}

TEST(ChessReview, WrittenIntoPgnAndReadBack) {
    const Reviewed game = reviewOf("", {"e4", "e5", "Nf3", "Qg5", "Nxg5"}, 5);
    const review::GameReview& written = game.review;
    Position start;
    std::vector<Move> moves;
    Position position = start;
    for (const char* san : {"e4", "e5", "Nf3", "Qg5", "Nxg5"}) {
        moves.push_back(parseSan(position, san));
        position.makeMove(moves.back());
    }
    const std::string text = writePgn({{"White", "A"}}, start, moves, "*",
                                      reviewAnnotations(written), review::openingComment(written));
    EXPECT_NE(text.find("{[%eval "), std::string::npos) << text;
    EXPECT_NE(text.find("2... Qg5 $4 {[%eval "), std::string::npos) << text;
    EXPECT_NE(text.find("Blunder. Better: " + written.moves[3].line.front()), std::string::npos)
        << text;

    const std::vector<PgnGame> games = readPgn(text);
    ASSERT_EQ(games.size(), 1u);
    const ReplayedGame replayed = replayPgnGame(games[0], 1);
    EXPECT_EQ(replayed.moves, moves);
    const std::optional<review::GameReview> read = readReview(games[0], replayed);
    ASSERT_TRUE(read);
    EXPECT_TRUE(read->complete);
    ASSERT_EQ(read->moves.size(), written.moves.size());
    for (std::size_t i = 0; i < written.moves.size(); ++i) {
        EXPECT_EQ(read->moves[i].mark, written.moves[i].mark) << i;
        EXPECT_EQ(read->moves[i].better, written.moves[i].better) << i;
        EXPECT_EQ(read->moves[i].line, written.moves[i].better.empty() ? std::vector<std::string>{}
                                                                       : written.moves[i].line)
            << i;
        EXPECT_EQ(read->moves[i].played, written.moves[i].played) << i;
    }
    EXPECT_EQ(read->positions, written.positions);
    EXPECT_EQ(read->players[1].counts, written.players[1].counts);
    EXPECT_NEAR(read->players[0].accuracy, written.players[0].accuracy, 1e-9);
    // A game without a review has none.
    EXPECT_FALSE(readReview(readPgn("1. e4 {nice} *")[0], replayPgnGame(readPgn("1. e4 *")[0], 1)));
}

TEST(ChessReview, EvaluationTexts) {
    EXPECT_EQ(review::evaluationText(review::Evaluation::score(35)), "0.35");
    EXPECT_EQ(review::evaluationText(review::Evaluation::score(-1205)), "-12.05");
    EXPECT_EQ(review::evaluationText(review::Evaluation::win(3)), "#3");
    EXPECT_EQ(review::evaluationText(review::Evaluation::loss(0)), "#-0");
    EXPECT_EQ(review::parseEvaluationText("-0.35"), review::Evaluation::score(-35));
    EXPECT_EQ(review::parseEvaluationText("1.5"), review::Evaluation::score(150));
    EXPECT_EQ(review::parseEvaluationText("#-2"), review::Evaluation::loss(2));
    EXPECT_FALSE(review::parseEvaluationText("abc"));
    EXPECT_FALSE(review::parseEvaluationText("1.234"));
    EXPECT_FALSE(review::parseEvaluationText("#2.5"));
    EXPECT_FALSE(review::parseEvaluationText(""));
}

}  // namespace
}  // namespace lt::chess
