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
    // Without a translation the source's plural form shows: English gives "wins 1 man". Two
    // men against none in this corner is no win yet: the standing is left to the engine.
    EXPECT_TRUE(text.contains(QString::fromUtf8("— wins 1 man/men, "))) << text.toStdString();
}

TEST(DraughtsHintExplanation, BlackToMoveIsNumberedWithDots) {
    const Position position = parseFen("B:W28,45:B23,5");
    std::atomic<bool> stop{false};
    const QString text = explainDraughtsHint(position, {position.hash()}, 9, stop);
    EXPECT_TRUE(text.startsWith("Expected: 9... 23x32 ")) << text.toStdString();
}

}  // namespace
}  // namespace lt::shell::draughts
