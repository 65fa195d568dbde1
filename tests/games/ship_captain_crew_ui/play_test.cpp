// Whole games of Ship, Captain and Crew through the real match controller (offscreen,
// instant pace): the three computer levels to the end of the tenth round, and a human who
// plays only by clicking the board against a computer.
#include <QTest>

#include "../../support/play_table.h"
#include "app/match_controller.h"
#include "games/ship_captain_crew/game.h"
#include "games/ship_captain_crew/ship_captain_crew_board_view.h"
#include "games/ship_captain_crew/state.h"
#include "widgets/dice_view.h"
#include "widgets/round_scores_view.h"

namespace lt::shell::shipcaptaincrew {

using lt::shipcaptaincrew::SccState;

class SccPlayTest : public QObject {
    Q_OBJECT

  private slots:
    void computersPlayTenRounds() {
        lt::shipcaptaincrew::SccGame game;
        SccBoardView view;
        const auto controller =
            lt::test::setUpMatch(view, {960, 600}, game, {}, lt::test::threeComputers(game), 11);
        QVERIFY(controller);
        QVERIFY(lt::test::playToTheEnd(*controller, 60000));
        const auto& state = static_cast<const SccState&>(controller->match().state());
        QVERIFY(state.isTerminal());
        std::vector<int> miles;
        for (PlayerId seat = 0; seat < 3; ++seat) {
            QCOMPARE(state.log(seat).size(), std::size_t{10});
            miles.push_back(state.miles(seat));
        }
        QCOMPARE(view.logView()->totals(), miles);
        QVERIFY(view.turnLabel()->text().contains("mile"));
        QVERIFY(view.turnLabel()->text().contains("win"));
    }

    void aHumanPlaysByClicks() {
        lt::shipcaptaincrew::SccGame game;
        SccBoardView view;
        const auto controller =
            lt::test::setUpMatch(view, {960, 600}, game, {}, lt::test::annaAgainstHard(game), 5);
        QVERIFY(controller);
        controller->start();
        int rolls = 0, rerolls = 0, stops = 0;
        for (int step = 0; step < 20000 && !controller->match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            const auto& state = static_cast<const SccState&>(controller->match().state());
            if (controller->canRoll()) {
                QTest::mouseClick(view.rollButton(), Qt::LeftButton);
                ++rolls;
                continue;
            }
            if (!controller->waitingForMove()) continue;
            // Throw the lower cargo die again when it shows 1 or 2, else sail.
            if (state.cargo()[0] <= 2) {
                DiceView* dice = view.diceView();
                QTest::mouseClick(dice, Qt::LeftButton, {}, dice->dieRect(4).center().toPoint());
                QTest::mouseClick(view.rollButton(), Qt::LeftButton);
                ++rerolls;
            } else {
                QTest::mouseClick(view.stopButton(), Qt::LeftButton);
                ++stops;
            }
        }
        const auto& state = static_cast<const SccState&>(controller->match().state());
        QVERIFY(state.isTerminal());
        QCOMPARE(state.log(0).size(), std::size_t{10});
        QVERIFY(rolls >= 10);
        QVERIFY(stops + rerolls > 0);
        // Every click was a move of Anna's: throws, re-throws and stops.
        int annaMoves = 0;
        for (std::size_t i = 0; i < controller->match().ply(); ++i) {
            const auto& played = controller->match().playedMove(i);
            if (played.actor == 0) ++annaMoves;
        }
        QCOMPARE(annaMoves, rerolls + stops);
    }
};

}  // namespace lt::shell::shipcaptaincrew

QTEST_MAIN(lt::shell::shipcaptaincrew::SccPlayTest)
#include "play_test.moc"
