// The second Hint press in chess (issue 22): the engine's line and its evaluation in words.
#include "games/chess/hint_explanation.h"

#include <gtest/gtest.h>

#include "games/chess/notation.h"

namespace lt::shell::chess {
namespace {

using lt::chess::Position;

QString explain(const char* fen) {
    std::atomic<bool> stop{false};
    return explainChessHint(Position::fromFen(fen), stop);
}

TEST(ChessHintExplanation, AHungKnightIsWon) {
    // Black's knight on d5 is unprotected; Black's king has g7 to go to (no back-rank mate).
    const QString text = explain("6k1/5p1p/6p1/3n4/8/8/5PPP/3R2K1 w - - 0 1");
    EXPECT_TRUE(text.startsWith("Expected: 1. Rxd5 ")) << text.toStdString();
    EXPECT_TRUE(text.contains(QString::fromUtf8("— wins a knight, White is winning")))
        << text.toStdString();
}

TEST(ChessHintExplanation, AMateInTwoIsSaid) {
    // 1. Kg6 and 2. Ra8 mate, whatever Black does.
    const QString text = explain("6k1/8/5K2/8/8/8/8/R7 w - - 0 1");
    EXPECT_TRUE(text.endsWith(QString::fromUtf8("— mates in 2"))) << text.toStdString();
}

TEST(ChessHintExplanation, BlackToMoveIsNumberedWithDots) {
    const QString text = explain("3r2k1/5ppp/8/8/3N4/8/5PPP/6K1 b - - 0 17");
    EXPECT_TRUE(text.startsWith("Expected: 17... Rxd4 ")) << text.toStdString();
    EXPECT_TRUE(text.contains(QString::fromUtf8("— wins a knight, Black is winning")))
        << text.toStdString();
}

TEST(ChessHintExplanation, WordsForTheExchangeAndAnEqualPosition) {
    // Black's rook on d5 is taken by the bishop, which the pawn on e6 takes back.
    const Position root = Position::fromFen("6k1/5ppp/4p3/3r4/8/1B6/5PPP/6K1 w - - 0 1");
    const std::vector<lt::chess::Move> line = {lt::chess::parseSan(root, "Bxd5")};
    Position after = root;
    after.makeMove(line[0]);
    const std::vector<lt::chess::Move> full = {line[0], lt::chess::parseSan(after, "exd5")};
    const HintOutlook outlook = chessHintOutlook(root, full, review::Evaluation::score(180));
    EXPECT_EQ(outlook.gain, HintGain::Exchange);
    EXPECT_EQ(hintOutlookInWords(outlook, "White", "Black"),
              QString("wins the exchange, White is better"));
    EXPECT_EQ(
        hintOutlookInWords({review::Evaluation::score(-20), HintGain::None, 0}, "White", "Black"),
        QString("equal position"));
    EXPECT_EQ(
        hintOutlookInWords({review::Evaluation::score(-60), HintGain::None, 0}, "White", "Black"),
        QString("Black is slightly better"));
    EXPECT_EQ(
        hintOutlookInWords({review::Evaluation::loss(3), HintGain::None, 0}, "White", "Black"),
        QString("Black mates in 3"));
}

}  // namespace
}  // namespace lt::shell::chess
