// Whole games of No 5, no 2 through the real match controller (offscreen, instant pace):
// three computers to the end of the tenth round, and a human who throws only by clicking the
// board's Roll button against a computer.
#include <QTest>

#include "../../support/play_table.h"
#include "app/match_controller.h"
#include "games/no_5_no_2/game.h"
#include "games/no_5_no_2/no_5_no_2_board_view.h"
#include "games/no_5_no_2/state.h"
#include "widgets/round_scores_view.h"

namespace lt::shell::no5no2 {

using lt::no5no2::N52State;

class N52PlayTest : public QObject {
    Q_OBJECT

  private slots:
    void computersPlayTenRounds() {
        lt::no5no2::N52Game game;
        N52BoardView view;
        const auto controller =
            lt::test::setUpMatch(view, {960, 600}, game, {}, lt::test::threeComputers(game), 11);
        QVERIFY(controller);
        QVERIFY(lt::test::playToTheEnd(*controller, 60000));
        const auto& state = static_cast<const N52State&>(controller->match().state());
        QVERIFY(state.isTerminal());
        std::vector<int> points;
        for (PlayerId seat = 0; seat < 3; ++seat) {
            QCOMPARE(state.log(seat).size(), std::size_t{10});
            points.push_back(state.points(seat));
        }
        QCOMPARE(view.logView()->totals(), points);
        QVERIFY(view.turnLabel()->text().contains("point(s)!"));
    }

    void aHumanThrowsByClicks() {
        lt::no5no2::N52Game game;
        N52BoardView view;
        const auto controller =
            lt::test::setUpMatch(view, {960, 600}, game, {}, lt::test::annaAgainstHard(game), 5);
        QVERIFY(controller);
        controller->start();
        int clicks = 0;
        for (int step = 0; step < 20000 && !controller->match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            if (!controller->canRoll()) continue;
            QVERIFY(view.rollButton()->isEnabled());
            QTest::mouseClick(view.rollButton(), Qt::LeftButton);
            ++clicks;
        }
        QVERIFY(controller->match().state().isTerminal());
        // Every throw of Anna's was one click of Roll, and the computer's needed none.
        int annaThrows = 0;
        auto replay = controller->match().stateAt(0);
        for (std::size_t i = 0; i < controller->match().ply(); ++i) {
            const auto& n52 = static_cast<const N52State&>(*replay);
            if (n52.seatToPlay() == 0) ++annaThrows;
            replay = controller->match().stateAt(i + 1);
        }
        QCOMPARE(clicks, annaThrows);
        QVERIFY(annaThrows >= 10);
    }
};

}  // namespace lt::shell::no5no2

QTEST_MAIN(lt::shell::no5no2::N52PlayTest)
#include "play_test.moc"
