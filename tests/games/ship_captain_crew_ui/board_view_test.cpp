// The Ship, Captain and Crew board as a human uses it: the Roll button asks for the throw,
// clicked cargo dice (or keys 4 and 5) are thrown again, "Sail" stops with the cargo, the
// ship, captain and crew cannot be picked, and the log and messages follow the game.
// Offscreen platform.
// English plurals come from the translation file, absent here: "%n point(s)" stays as written.
#include <QSignalSpy>
#include <QTest>

#include "games/ship_captain_crew/game.h"
#include "games/ship_captain_crew/ship_captain_crew_board_view.h"
#include "games/ship_captain_crew/state.h"
#include "widgets/dice_view.h"
#include "widgets/round_scores_view.h"

namespace lt::shell::shipcaptaincrew {

using lt::shipcaptaincrew::SccState;

class SccBoardViewTest : public QObject {
    Q_OBJECT

  private:
    lt::shipcaptaincrew::SccGame game_;

    std::unique_ptr<SccState> newGame() {
        auto state = game_.newInitialState({}, 2);
        return std::unique_ptr<SccState>(static_cast<SccState*>(state.release()));
    }

    static void play(SccState& state, const char* text) {
        const auto move = state.parseMove(text);
        QVERIFY2(move.has_value(), text);
        state.apply(*move);
    }

    static void prepare(SccBoardView& view) {
        view.setSeats({{"Anna", QColor(200, 50, 50), true}, {"Bruno", QColor(36, 104, 196), true}});
        view.resize(960, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }

    static void clickDie(SccBoardView& view, int index) {
        DiceView* dice = view.diceView();
        QTest::mouseClick(dice, Qt::LeftButton, {}, dice->dieRect(index).center().toPoint());
    }

    static QString chosen(const QSignalSpy& spy, const SccState& state) {
        return QString::fromStdString(state.moveToString(spy.last().at(0).value<lt::Move>()));
    }

  private slots:
    void rollButtonAsksForTheThrow() {
        SccBoardView view;
        prepare(view);
        auto state = newGame();
        // A human seat to throw: the board's own Roll button is live at once.
        view.showState(*state, 0);
        QSignalSpy rolls(&view, &SccBoardView::rollRequested);
        QVERIFY(view.rollButton()->isEnabled());
        QVERIFY(!view.stopButton()->isVisible());
        QCOMPARE(view.rollButton()->text(), QString("Roll"));
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QCOMPARE(rolls.count(), 1);
        QVERIFY(!view.rollButton()->isEnabled());
        QVERIFY(view.turnLabel()->text().contains("Anna — round 1 of 10 · throw 1 of 3"));
        // A computer's throw needs no button.
        view.setSeats(
            {{"Anna", QColor(200, 50, 50), false}, {"Bruno", QColor(36, 104, 196), true}});
        view.showState(*state, 0);
        QVERIFY(!view.rollButton()->isEnabled());
    }

    void clickedCargoDiceAreThrownAgain() {
        SccBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 6 5 4 3 1");
        view.showState(*state, 0);
        view.requestMove(0);
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{6, 5, 4, 3, 1}));
        QSignalSpy moves(&view, &SccBoardView::moveChosen);
        QVERIFY(view.stopButton()->isEnabled());
        QCOMPARE(view.stopButton()->text(), QString("Sail 4 mile(s)"));
        QVERIFY(!view.rollButton()->isEnabled());  // nothing chosen to throw
        clickDie(view, 0);                         // the ship stays aboard
        QCOMPARE(view.diceView()->held()[0], false);
        QVERIFY(!view.rollButton()->isEnabled());
        clickDie(view, 4);
        QTest::keyClick(&view, Qt::Key_4);  // keys pick cargo dice too
        QVERIFY(view.rollButton()->isEnabled());
        QCOMPARE(view.rollButton()->text(), QString("Throw again"));
        QTest::keyClick(&view, Qt::Key_4);
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(chosen(moves, *state), QString("reroll 1"));
        QVERIFY(!view.rollButton()->isEnabled());
    }

    void sailStopsWithTheCargo() {
        SccBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 6 5 4 6 6");
        view.showState(*state, 0);
        view.requestMove(0);
        QSignalSpy moves(&view, &SccBoardView::moveChosen);
        QCOMPARE(view.stopButton()->text(), QString("Sail 12 mile(s)"));
        QTest::mouseClick(view.stopButton(), Qt::LeftButton);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(chosen(moves, *state), QString("stop"));
    }

    void failedTurnAndLogAreShown() {
        SccBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 6 5 4 6 3");
        play(*state, "stop");
        play(*state, "roll 6 4 3 2 1");
        play(*state, "roll 5 5 2 1");
        const auto before = state->clone();
        const lt::Move last = *state->parseMove("roll 3 3 2");
        state->apply(last);
        view.showState(*state, 0);
        QCOMPARE(view.describeMove(*before, last, *state),
                 QString("Bruno rolled 3 3 2 — no crew, no miles"));
        QVERIFY(view.helpLabel()->text().contains("Bruno did not get ship, captain and crew"));
        QVERIFY(view.turnLabel()->text().contains("Anna — round 2 of 10"));
        // The table still shows Bruno's ship and captain, then his last three dice.
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{6, 5, 3, 3, 2}));
        QCOMPARE(view.logView()->totals(), (std::vector<int>{9, 0}));
    }

    void movesAreDescribed() {
        SccBoardView view;
        prepare(view);
        auto state = newGame();
        auto before = state->clone();
        lt::Move move = *state->parseMove("roll 6 5 4 2 1");
        state->apply(move);
        QCOMPARE(view.describeMove(*before, move, *state),
                 QString("Anna rolled 6 5 4 2 1 — ship, captain and crew aboard, cargo 3"));
        before = state->clone();
        move = *state->parseMove("reroll 2 1");
        state->apply(move);
        QCOMPARE(view.describeMove(*before, move, *state), QString("Anna throws 2 1 again"));
        play(*state, "roll 6 5");
        before = state->clone();
        move = *state->parseMove("stop");
        state->apply(move);
        QCOMPARE(view.describeMove(*before, move, *state), QString("Anna sails 11 mile(s)"));
    }
};

}  // namespace lt::shell::shipcaptaincrew

QTEST_MAIN(lt::shell::shipcaptaincrew::SccBoardViewTest)
#include "board_view_test.moc"
