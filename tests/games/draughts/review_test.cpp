#include "games/draughts/review.h"

#include <gtest/gtest.h>

#include "games/draughts/notation.h"
#include "games/draughts/search.h"

namespace lt::draughts {
namespace {

using review::Mark;

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

}  // namespace
}  // namespace lt::draughts
