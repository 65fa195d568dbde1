// The Snakes and Ladders board driven as the application drives it, on the offscreen platform.
#include <QSignalSpy>
#include <QTest>

#include "app/match_controller.h"
#include "games/snakes_ladders/game.h"
#include "games/snakes_ladders/snakes_ladders_board_view.h"
#include "widgets/dice_view.h"

namespace lt::shell::snakes {

using lt::snakes::SnakesState;

class SnakesBoardTest : public QObject {
    Q_OBJECT

    std::vector<SeatLook> looks() const {
        return {{"Anna", QColor(214, 47, 47), true},
                {"Bruno", QColor(42, 111, 214), false},
                {"Carla", QColor(46, 158, 74), false}};
    }

  private slots:
    void everySquareAndRouteIsOnTheBoard() {
        SnakesBoardView view;
        for (int square = 0; square <= 100; ++square) QVERIFY(view.track().hasSquare(square));
        for (const auto& c : lt::snakes::kLadders) {
            const QPainterPath route = view.track().route(QString("ladder-%1").arg(c.from));
            QVERIFY(!route.isEmpty());
            // A climb starts at the foot and ends at the top.
            QVERIFY(route.pointAtPercent(0).y() > route.pointAtPercent(1).y());
        }
        for (const auto& c : lt::snakes::kSnakes) {
            const QPainterPath route = view.track().route(QString("snake-%1").arg(c.from));
            QVERIFY(!route.isEmpty());
            const QPointF head = view.track().squareCentre(c.from);
            QVERIFY(QLineF(route.pointAtPercent(0), head).length() < 10);
        }
    }

    void thePawnSlidesDownTheSnakeAfterABounce() {
        lt::snakes::SnakesGame game;
        SnakesBoardView view;
        view.setSeats(looks());
        view.resize(1100, 760);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        lt::snakes::SnakesSetup setup;
        setup.numPlayers = 3;
        setup.squares = {97, 0, 0};
        auto before = SnakesState::fromSetup(game, {}, setup);
        view.showState(*before, 0);
        QVERIFY(view.rollButton()->isEnabled());
        auto after = before->clone();
        after->apply(SnakesState::rollMove(5));  // 97 -> 100 -> 98, the snake, 78
        QSignalSpy finished(&view, &BoardView::animationFinished);
        view.animateMove(*before, SnakesState::rollMove(5), *after, 0, 0.2);
        QVERIFY(view.animating() || view.diceView()->isRolling());
        QVERIFY(finished.wait(8000));
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{5}));
        QCOMPARE(view.storyLabel()->text(),
                 QString("Anna rolled 5. Too far! Anna counts to 100 and back to 98. Anna slides "
                         "down the snake from 98 to 78."));
        // Anna's pawn stands on 78 now, alone on its square.
        QVERIFY(QLineF(view.pawnPoint(0), view.squarePoint(78)).length() < 20);
    }

    void aHumanPlaysAWholeGameByClickingRoll() {
        lt::snakes::SnakesGame game;
        SnakesBoardView view;
        view.setSeats(
            {{"Anna", QColor(214, 47, 47), true}, {"Bruno", QColor(42, 111, 214), false}});
        view.resize(1100, 760);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        MatchController controller(
            Match(game, {}, {SeatSpec{true, "Anna", "", ""}, SeatSpec{false, "Bruno", "easy", ""}},
                  9),
            &view);
        controller.setPace(0);
        controller.start();
        int clicks = 0;
        for (int step = 0; step < 20000 && !controller.match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            if (!controller.canRoll()) continue;
            QVERIFY(view.rollButton()->isEnabled());
            QTest::mouseClick(view.rollButton(), Qt::LeftButton);
            ++clicks;
        }
        QVERIFY(controller.match().state().isTerminal());
        // Every roll of Anna's came from one click on the board's Roll button.
        int annasRolls = 0;
        for (std::size_t i = 0; i < controller.match().ply(); ++i)
            annasRolls += controller.match().stateAt(i)->roller() == 0;
        QCOMPARE(clicks, annasRolls);
        QVERIFY(clicks > 5);
    }

    void computersPlayAWholeGameThroughTheController() {
        lt::snakes::SnakesGame game;
        SnakesBoardView view;
        view.setSeats(looks());
        view.resize(1100, 760);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        std::vector<SeatSpec> seats = {{false, "Anna", "easy", ""},
                                       {false, "Bruno", "medium", ""},
                                       {false, "Carla", "hard", ""}};
        MatchController controller(Match(game, {}, seats, 42), &view);
        controller.setPace(0);
        QSignalSpy over(&controller, &MatchController::gameFinished);
        controller.start();
        QVERIFY(over.wait(20000) || over.count() == 1);
        const auto& end = static_cast<const SnakesState&>(controller.match().state());
        // The same game as the core's seeded test: seed 42, 53 rolls, Bruno wins.
        QCOMPARE(static_cast<int>(controller.match().ply()), 53);
        QCOMPARE(end.finishOrder().front(), 1);
        QCOMPARE(end.scores(), (std::vector<int>{50, 100, 57}));
        QVERIFY(view.storyLabel()->text().contains("Bruno reaches 100 and wins!"));
    }
};

}  // namespace lt::shell::snakes

QTEST_MAIN(lt::shell::snakes::SnakesBoardTest)
#include "board_test.moc"
