#include "games/chess/review.h"

#include <gtest/gtest.h>

#include "games/chess/notation.h"

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

}  // namespace
}  // namespace lt::chess
