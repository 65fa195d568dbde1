// The Ludo board widget, offscreen: messages, sounds, mouse and keyboard input, animations.
#include <gtest/gtest.h>

#include <QApplication>
#include <QEventLoop>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QTimer>

#include "games/ludo/game.h"
#include "games/ludo/geometry.h"
#include "games/ludo/ludo_board_view.h"

namespace lt::ludo {
namespace {

using shell::ludo::LudoBoardView;
constexpr int S = kStable;

const LudoGame& game() {
    static const LudoGame instance;
    return instance;
}

std::unique_ptr<LudoState> position(std::vector<std::array<int, kPawns>> pawns, int die,
                                    PlayerId turn = 0) {
    LudoSetup setup;
    setup.numPlayers = static_cast<int>(pawns.size());
    setup.pawns = std::move(pawns);
    setup.die = die;
    setup.turn = turn;
    return LudoState::fromSetup(game(), {}, setup);
}

struct Board {
    LudoBoardView view;
    std::vector<Move> chosen;
    Board() {
        view.setSeats({{"Anna", QColor(214, 47, 47)}, {"Bruno", QColor(46, 158, 74)}});
        view.resize(600, 600);
        QObject::connect(&view, &LudoBoardView::moveChosen,
                         [this](Move m) { chosen.push_back(m); });
    }
    void click(QPointF board) {
        const QPointF at = view.frame().toPixels(board);
        QMouseEvent press(QEvent::MouseButtonPress, at, view.mapToGlobal(at), Qt::LeftButton,
                          Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&view, &press);
    }
    void key(int key) {
        QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier);
        QApplication::sendEvent(&view, &press);
    }
};

TEST(LudoBoardView, DescribesRollsMovesAndCaptures) {
    Board board;
    auto toRoll = position({{10, S, S, S}, {S, S, S, S}}, 0);
    auto six = toRoll->clone();
    six->apply(LudoMove::rollOf(6).encode());
    EXPECT_EQ(board.view.describeMove(*toRoll, LudoMove::rollOf(6).encode(), *six),
              "Anna rolled a 6 — play again");
    auto two = position({{54, S, S, S}, {S, S, S, S}}, 0);
    auto afterTwo = two->clone();
    afterTwo->apply(LudoMove::rollOf(2).encode());
    EXPECT_EQ(board.view.describeMove(*two, LudoMove::rollOf(2).encode(), *afterTwo),
              "Anna rolled a 2 — no move possible");

    auto capture = position({{10, S, S, S}, {(13 + 56 - 28) % 56, S, S, S}}, 3);
    const Move hit = LudoMove::advance(0, 10, 13).encode();
    auto afterHit = capture->clone();
    afterHit->apply(hit);
    EXPECT_EQ(board.view.describeMove(*capture, hit, *afterHit), "Anna captured a pawn of Bruno");
    EXPECT_EQ(board.view.soundFor(*capture, hit, *afterHit), shell::Sound::Capture);
    EXPECT_EQ(board.view.soundFor(*capture, LudoMove::rollOf(3).encode(), *capture),
              shell::Sound::Roll);
}

// A name is text, never a pattern: "x%2" used to become "x2" once the roll was put in.
TEST(LudoBoardView, NamesWithPercentSignsShowVerbatim) {
    Board board;
    board.view.setSeats({{"x%2 %1", QColor(214, 47, 47)}, {"%3", QColor(46, 158, 74)}});
    auto two = position({{54, S, S, S}, {S, S, S, S}}, 0);
    auto afterTwo = two->clone();
    afterTwo->apply(LudoMove::rollOf(2).encode());
    EXPECT_EQ(board.view.describeMove(*two, LudoMove::rollOf(2).encode(), *afterTwo),
              "x%2 %1 rolled a 2 — no move possible");
    auto walk = position({{10, S, S, S}, {S, S, S, S}}, 3);
    const Move step = LudoMove::advance(0, 10, 13).encode();
    auto afterStep = walk->clone();
    afterStep->apply(step);
    EXPECT_EQ(board.view.describeMove(*walk, step, *afterStep), "x%2 %1 moved pawn 1 to square 13");
}

TEST(LudoBoardView, OneClickOnAMovablePawnPlaysIt) {
    Board board;
    auto state = position({{10, 30, S, S}, {S, S, S, S}}, 6);
    board.view.showState(*state, 0);
    board.view.requestMove(0);
    board.click(shell::ludo::pawnPlace(*state, 0, 1));
    ASSERT_EQ(board.chosen.size(), 1u);
    EXPECT_EQ(board.chosen[0], LudoMove::advance(1, 30, 36).encode());
    board.click(shell::ludo::pawnPlace(*state, 0, 0));  // input is off after a choice
    EXPECT_EQ(board.chosen.size(), 1u);

    board.view.requestMove(0);
    board.click(shell::ludo::pawnPlace(*state, 0, 3));  // any stabled pawn comes out
    ASSERT_EQ(board.chosen.size(), 2u);
    EXPECT_EQ(board.chosen[1], LudoMove::out(2).encode());
}

TEST(LudoBoardView, NumberKeysPickAPawn) {
    Board board;
    auto state = position({{10, 30, S, S}, {S, S, S, S}}, 6);
    board.view.showState(*state, 0);
    board.view.requestMove(0);
    board.key(Qt::Key_1);
    board.view.requestMove(0);
    board.key(Qt::Key_4);
    EXPECT_EQ(board.chosen, (std::vector<Move>{LudoMove::advance(0, 10, 16).encode(),
                                               LudoMove::out(2).encode()}));
}

// Issue 16 item 14: after a 6 the status line said only "Anna to move" and Space did nothing.
TEST(LudoBoardView, SpaceMovesTheOnlyPawnThatCanMove) {
    Board board;
    auto state = position({{10, S, S, S}, {S, S, S, S}}, 3);
    board.view.showState(*state, 0);
    board.view.requestMove(0);
    EXPECT_EQ(board.view.movePrompt(0), "Anna: press Space to move pawn 1, or click it");
    board.key(Qt::Key_Space);
    EXPECT_EQ(board.chosen, (std::vector<Move>{LudoMove::advance(0, 10, 13).encode()}));

    auto out = position({{S, S, S, S}, {S, S, S, S}}, 6);
    board.view.showState(*out, 0);
    board.view.requestMove(0);
    EXPECT_EQ(board.view.movePrompt(0), "Anna: press Space to bring a pawn out, or click it");
    board.key(Qt::Key_Enter);
    ASSERT_EQ(board.chosen.size(), 2u);
    EXPECT_EQ(board.chosen[1], LudoMove::out(0).encode());
}

TEST(LudoBoardView, TheArrowsMarkAPawnThatSpaceOrEnterMoves) {
    Board board;
    auto state = position({{10, 30, S, S}, {S, S, S, S}}, 6);
    const auto offered = state->legalLudoMoves();
    ASSERT_EQ(offered.size(), 3u);
    board.view.showState(*state, 0);
    board.view.requestMove(0);
    EXPECT_EQ(board.view.movePrompt(0),
              "Anna: click pawn 1, 2, 3 or 4, or press its number (arrows and Space: the "
              "marked pawn)");
    EXPECT_EQ(board.view.movePrompt(1), "");  // not Bruno's turn
    board.key(Qt::Key_Right);
    board.key(Qt::Key_Space);
    board.view.requestMove(0);  // the mark starts again on the first
    board.key(Qt::Key_Left);
    board.key(Qt::Key_Return);
    board.view.requestMove(0);
    board.key(Qt::Key_Space);
    EXPECT_EQ(board.chosen,
              (std::vector<Move>{offered[1].encode(), offered[2].encode(), offered[0].encode()}));
}

// The die lay in the next player's yard still showing the last player's roll.
TEST(LudoBoardView, TheDieToRollIsBlankInTheYardOfTheSeatToRoll) {
    Board board;
    auto before = position({{54, S, S, S}, {S, S, S, S}}, 0);
    board.view.showState(*before, 0);
    EXPECT_EQ(board.view.dieLook().seat, 0);
    EXPECT_EQ(board.view.dieLook().face, 0);
    const Move two = LudoMove::rollOf(2).encode();  // no move possible: Bruno's turn
    auto after = before->clone();
    after->apply(two);
    board.view.animateMove(*before, two, *after, 0, 0);
    EXPECT_EQ(board.view.dieLook().seat, 1);
    EXPECT_EQ(board.view.dieLook().face, 0);
    // A roll that leaves a move to make stays in view where it was rolled.
    auto rolled = position({{10, S, S, S}, {S, S, S, S}}, 4);
    board.view.showState(*rolled, 0);
    EXPECT_EQ(board.view.dieLook().seat, 0);
    EXPECT_EQ(board.view.dieLook().face, 4);
}

TEST(LudoBoardView, AnimationsEndWithTheAfterState) {
    Board board;
    auto capture = position({{10, S, S, S}, {(13 + 56 - 28) % 56, S, S, S}}, 3);
    const Move hit = LudoMove::advance(0, 10, 13).encode();
    auto after = capture->clone();
    after->apply(hit);
    bool finished = false;
    QObject::connect(&board.view, &LudoBoardView::animationFinished, [&] { finished = true; });
    board.view.showState(*capture, 0);
    board.view.animateMove(*capture, hit, *after, 0, 0.05);
    QEventLoop loop;
    QTimer::singleShot(3000, &loop, &QEventLoop::quit);
    QObject::connect(&board.view, &LudoBoardView::animationFinished, &loop, &QEventLoop::quit);
    if (!finished) loop.exec();
    EXPECT_TRUE(finished);
    // The board is drawn: the red stable's colour shows in its corner.
    const QImage image = board.view.grab().toImage();
    const QPointF corner = board.view.frame().toPixels({0.5, 0.5});
    const QColor pixel = image.pixelColor(corner.toPoint());
    EXPECT_GT(pixel.red(), 150);
    EXPECT_LT(pixel.green(), 120);
}

}  // namespace
}  // namespace lt::ludo

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
