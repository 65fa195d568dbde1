// The second Hint press in draughts (issue 22): the engine's line and its evaluation in words.
#include "games/draughts/hint_explanation.h"

#include <gtest/gtest.h>

#include "games/draughts/notation.h"

namespace lt::shell::draughts {
namespace {

using lt::draughts::parseFen;
using lt::draughts::Position;

TEST(DraughtsHintExplanation, AHangingManIsWon) {
    // White's man on 32 takes Black's on 27 (32x21); Black's man on 5 is far away.
    const Position position = parseFen("W:W32,45:B27,5");
    std::atomic<bool> stop{false};
    const QString text = explainDraughtsHint(position, {position.hash()}, 14, stop);
    EXPECT_TRUE(text.startsWith("Expected: 14. 32x21 ")) << text.toStdString();
    // Without a translation the source's plural form shows: English gives "wins 1 man". 32x21
    // is White's only move, searched all the same: the line runs on to White's man crowned on
    // 2, which is no king won. Two men against one is no win yet: the standing is left to the
    // engine.
    EXPECT_TRUE(text.contains(QString::fromUtf8("— wins 1 man/men, "))) << text.toStdString();
}

// A position with one legal move is searched all the same: the engine's play answers it at
// once with a score of 0, which said "equal position" here.
TEST(DraughtsHintExplanation, AForcedCaptureIntoAShotIsSearched) {
    // White must take 33x22; Black's 17 takes back 17x28 (11 guards it), and White has no
    // piece left.
    const Position position = parseFen("W:W33:B11,17,28");
    std::atomic<bool> stop{false};
    EXPECT_EQ(explainDraughtsHint(position, {position.hash()}, 14, stop).toStdString(),
              "Expected: 14. 33x22 17x28 — Black wins in 1 move(s)");
}

TEST(DraughtsHintExplanation, AForcedCaptureThatEndsTheGameIsSearched) {
    // Black must take, and 22x44 takes both white men.
    const Position position = parseFen("B:W28,39:B22");
    std::atomic<bool> stop{false};
    EXPECT_EQ(explainDraughtsHint(position, {position.hash()}, 5, stop).toStdString(),
              "Expected: 5... 22x44 — wins in 1 move(s)");
}

TEST(DraughtsHintExplanation, AManCrownedOnTheWayIsNoKingWon) {
    // White takes a man, then both sides run for the far row and White crowns on 2.
    const Position root = parseFen("W:W32,45:B27,5");
    std::vector<lt::draughts::Move> line;
    Position walk = root;
    for (const char* text :
         {"32x21", "5-10", "21-16", "10-15", "16-11", "15-20", "11-7", "20-25", "7-2"}) {
        line.push_back(lt::draughts::parseMove(walk, text));
        walk.play(line.back());
    }
    ASSERT_EQ(walk.at(2), lt::draughts::Piece::WhiteKing);
    const HintOutlook outlook = draughtsHintOutlook(root, line, review::Evaluation::score(150));
    EXPECT_EQ(outlook.gain, HintGain::Men);
    EXPECT_EQ(outlook.count, 1);
    // Taking a king is winning one.
    const Position king = parseFen("W:W32,45:BK27,5");
    const std::vector<lt::draughts::Move> take = {lt::draughts::parseMove(king, "32x21")};
    const HintOutlook won = draughtsHintOutlook(king, take, review::Evaluation::score(400));
    EXPECT_EQ(won.gain, HintGain::Kings);
    EXPECT_EQ(won.count, 1);
}

TEST(DraughtsHintExplanation, BlackToMoveIsNumberedWithDots) {
    const Position position = parseFen("B:W28,45:B23,5");
    std::atomic<bool> stop{false};
    const QString text = explainDraughtsHint(position, {position.hash()}, 9, stop);
    EXPECT_TRUE(text.startsWith("Expected: 9... 23x32 ")) << text.toStdString();
}

}  // namespace
}  // namespace lt::shell::draughts
