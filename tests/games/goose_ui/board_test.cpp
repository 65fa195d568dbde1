// The Goose board driven as the application drives it, on the offscreen platform.
#include <QSignalSpy>
#include <QTest>

#include "app/match_controller.h"
#include "games/goose/game.h"
#include "games/goose/goose_board_view.h"
#include "widgets/dice_view.h"

namespace lt::shell::goose {

using lt::goose::GooseState;
using lt::goose::Roll;

class GooseBoardTest : public QObject {
    Q_OBJECT

    std::vector<SeatLook> looks() const {
        return {{"Anna", QColor(214, 47, 47), true},
                {"Bruno", QColor(42, 111, 214), false},
                {"Carla", QColor(46, 158, 74), false}};
    }

  private slots:
    void everySquareIsOnTheBoard() {
        GooseBoardView view;
        for (int square = 0; square <= 63; ++square)
            QVERIFY2(view.track().hasSquare(square), qPrintable(QString::number(square)));
    }

    void theTitleOnTheBoardIsInTheInterfaceLanguage() {
        // The art's own title was Italian ("Gioco dell'Oca") whatever the interface language.
        GooseBoardView view;
        QCOMPARE(view.track().words("title-line-1"), QString("Game of the"));
        QCOMPARE(view.track().words("title-line-2"), QString("Goose"));
    }

    void theEnglishTitleStaysOnTheBoard() {
        // "Game of the", centred where the art centres "Gioco", ran past the board's left edge.
        GooseBoardView view;
        const QSizeF board = view.track().size();
        for (const char* id : {"title-line-1", "title-line-2"}) {
            const QRectF bounds = view.track().wordsBounds(id);
            QVERIFY2(bounds.width() > 100, id);
            QVERIFY2(
                bounds.left() >= 0 && bounds.right() <= board.width(),
                qPrintable(
                    QStringLiteral("%1: %2 to %3").arg(id).arg(bounds.left()).arg(bounds.right())));
        }
    }

    void humanRollsAndThePawnWalksOverTheBridge() {
        lt::goose::GooseGame game;
        GooseBoardView view;
        view.setSeats(looks());
        view.resize(1100, 760);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto before = game.newInitialState({}, 3);
        view.showState(*before, 0);
        QVERIFY(view.rollButton()->isEnabled());
        QSignalSpy rolled(&view, &BoardView::rollRequested);
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QCOMPARE(rolled.count(), 1);
        QTest::keyClick(&view, Qt::Key_Space);
        QCOMPARE(rolled.count(), 2);

        const Move move = Roll::of(5, 1)->encode();  // 6: the bridge, then 12
        auto after = before->clone();
        after->apply(move);
        const QPointF start = view.pawnPoint(0);
        QSignalSpy finished(&view, &BoardView::animationFinished);
        view.animateMove(*before, move, *after, 0, 0.2);
        QVERIFY(!view.rollButton()->isEnabled());
        QVERIFY(finished.wait(5000));
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{5, 1}));
        QCOMPARE(view.storyLabel()->text(),
                 QString("Anna rolled 5+1. Anna landed on the bridge: go to 12."));
        QVERIFY(view.pawnPoint(0) != start);
        QVERIFY(QLineF(view.pawnPoint(0), view.squarePoint(12)).length() < 20);
        view.showState(*after, 0);
        QVERIFY(!view.rollButton()->isEnabled());  // Bruno, a computer, rolls next
        QVERIFY(view.playersLabel()->text().contains("12"));
        QVERIFY(!view.grab().toImage().isNull());
    }

    void computersPlayAWholeGameThroughTheController() {
        lt::goose::GooseGame game;
        GooseBoardView view;
        view.setSeats(looks());
        view.resize(1100, 760);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        std::vector<SeatSpec> seats = {{false, "Anna", "easy", ""},
                                       {false, "Bruno", "medium", ""},
                                       {false, "Carla", "hard", ""}};
        MatchController controller(Match(game, {}, seats, 3), &view);
        controller.setPace(0);
        QSignalSpy over(&controller, &MatchController::gameFinished);
        controller.start();
        QVERIFY(over.wait(20000) || over.count() == 1);
        const auto& end = static_cast<const GooseState&>(controller.match().state());
        // The same game as the core's seeded test: seed 3, 55 rolls, Carla wins.
        QCOMPARE(static_cast<int>(controller.match().ply()), 55);
        QCOMPARE(end.finishOrder().front(), 2);
        QCOMPARE(end.scores(), (std::vector<int>{52, 31, 63}));
        QVERIFY(view.storyLabel()->text().contains("Carla reaches 63 and wins!"));
        QVERIFY(!view.rollButton()->isVisible());
    }
};

}  // namespace lt::shell::goose

QTEST_MAIN(lt::shell::goose::GooseBoardTest)
#include "board_test.moc"
