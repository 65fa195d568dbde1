#include "games/draughts/review.h"

#include <gtest/gtest.h>

#include "games/draughts/notation.h"
#include "games/draughts/pdn.h"
#include "games/draughts/review_pdn.h"
#include "games/draughts/search.h"

namespace lt::draughts {
namespace {

using review::Mark;

// 33-28 leaves Black one legal move, 22x33x44, which takes both white men: the position
// after 33-28 is lost for White, though the engine answers a single legal move without a
// search when it plays.
TEST(DraughtsReview, ForcedCaptureIsSearched) {
    const Position start = parseFen("W:W33,39:B22");
    Position position = start;
    std::vector<Move> moves;
    for (const char* text : {"33-28", "22x44"}) {
        moves.push_back(parseMove(position, text));
        position.play(moves.back());
    }
    std::atomic<bool> stop{false};
    ReviewSettings settings;
    settings.depth = 4;
    const review::GameReview review = reviewGame(start, moves, settings, stop);
    ASSERT_TRUE(review.complete);
    EXPECT_EQ(review.positions[1], review::Evaluation::loss(1));  // White's view: Black takes all
    EXPECT_EQ(review.moves[0].mark, Mark::Blunder);
    EXPECT_EQ(review.moves[1].mark, Mark::Best);
}

TEST(DraughtsReview, MoveAllowingAShotIsABlunder) {
    // 32-27 opens 32: Black's 23 takes 28 and 27 (or 28 and 37, where White takes back) in
    // one move.
    const Position start = parseFen("W:W28,32,37,46,47,48:B3,4,18,19,23");
    Position position = start;
    std::vector<Move> moves;
    for (const char* text : {"32-27", "23x21"}) {
        moves.push_back(parseMove(position, text));
        position.play(moves.back());
    }
    EXPECT_EQ(moves[1].captureCount(), 2);
    std::atomic<bool> stop{false};
    ReviewSettings settings;
    settings.depth = 8;
    const review::GameReview review = reviewGame(start, moves, settings, stop);
    ASSERT_TRUE(review.complete);
    std::vector<Mark> marks;
    for (const review::MoveReview& move : review.moves) marks.push_back(move.mark);
    EXPECT_EQ(marks, (std::vector<Mark>{Mark::Blunder, Mark::Best}));
    EXPECT_EQ(review.moves[0].played, "32-27");
    EXPECT_FALSE(review.moves[0].better.empty());
    EXPECT_NE(review.moves[0].better, "32-27");
    EXPECT_EQ(review.players[0].counts[static_cast<std::size_t>(Mark::Blunder)], 1);
    EXPECT_EQ(review.players[1].counts[static_cast<std::size_t>(Mark::Blunder)], 0);
}

TEST(DraughtsReview, MatesAndScores) {
    EXPECT_EQ(evaluationOfScore(kMateScore - 3), review::Evaluation::win(2));
    EXPECT_EQ(evaluationOfScore(-kMateScore + 2), review::Evaluation::loss(1));
    EXPECT_EQ(evaluationOfScore(-45), review::Evaluation::score(-45));
}

TEST(DraughtsReview, APositionWithoutMovesIsLost) {
    const Position start = parseFen("W:W46:B41,37");  // 46 is blocked by 41 and cannot take
    std::atomic<bool> stop{false};
    const review::GameReview review = reviewGame(start, {}, {}, stop);
    ASSERT_TRUE(review.complete);
    EXPECT_EQ(review.positions, (std::vector<review::Evaluation>{review::Evaluation::loss(0)}));
}

TEST(DraughtsReview, WrittenIntoPdnAndReadBack) {
    const Position start = parseFen("W:W28,32,37,46,47,48:B3,4,18,19,23");
    Position position = start;
    std::vector<Move> moves;
    for (const char* text : {"32-27", "23x21", "37-32"}) {
        moves.push_back(parseMove(position, text));
        position.play(moves.back());
    }
    std::atomic<bool> stop{false};
    ReviewSettings settings;
    settings.depth = 6;
    const review::GameReview written = reviewGame(start, moves, settings, stop);
    PdnGame game = makePdnGame({{"White", "A"}}, start, moves, "*");
    writeReviewComments(game, written);
    const std::string text = writePdn(game);
    EXPECT_NE(text.find("1. 32-27 {[%eval "), std::string::npos) << text;
    EXPECT_NE(text.find("Blunder. Better: "), std::string::npos) << text;
    EXPECT_NE(text.find("1... 23x21"), std::string::npos) << text;

    const std::vector<PdnGame> games = readPdn(text);
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(replay(games[0]), moves);
    const std::optional<review::GameReview> read = readReview(games[0]);
    ASSERT_TRUE(read);
    EXPECT_TRUE(read->complete);
    EXPECT_EQ(read->positions, written.positions);
    ASSERT_EQ(read->moves.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(read->moves[i].mark, written.moves[i].mark) << i;
        EXPECT_EQ(read->moves[i].better, written.moves[i].better) << i;
    }
    EXPECT_EQ(read->players[0].counts, written.players[0].counts);
}

TEST(DraughtsReview, PdnKeepsComments) {
    const std::vector<PdnGame> games =
        readPdn("{outside} [White \"A\"]\n{first} 1. 32-28 {a\n b} {c} 19-23 (2. 28x19 {var}) *");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0].openingComment, "first");
    EXPECT_EQ(games[0].comments, (std::vector<std::string>{"a b c"}));
    EXPECT_EQ(games[0].moves.size(), 2u);
}

}  // namespace
}  // namespace lt::draughts
