// The 421 board as a human uses it: Roll in the charge, dice clicked to keep then "Roll again"
// in the discharge, Stand for the leader only; the pot, the tokens and the throws shown.
// English plurals come from the translation file, absent here: "%n" forms stay as written.
// Offscreen platform.
#include <QSignalSpy>
#include <QTest>

#include "games/dice_421/dice_421_board_view.h"
#include "games/dice_421/game.h"
#include "games/dice_421/state.h"
#include "games/dice_common/hand_row.h"
#include "widgets/dice_view.h"
#include "widgets/token_pot_view.h"

namespace lt::shell::dice421 {

using lt::dice421::State421;

class Board421ViewTest : public QObject {
    Q_OBJECT

  private:
    lt::dice421::Game421 game_;

    std::unique_ptr<State421> newGame(int players) {
        auto state = game_.newInitialState({}, players);
        return std::unique_ptr<State421>(static_cast<State421*>(state.release()));
    }

    static void play(State421& state, std::initializer_list<const char*> moves) {
        for (const char* text : moves) {
            const auto move = state.parseMove(text);
            QVERIFY2(move.has_value(), text);
            state.apply(*move);
        }
    }

    // The charge of the core tests: A 6 tokens, B 13, C 2; B leads the discharge.
    std::unique_ptr<State421> afterTheCharge() {
        auto state = newGame(3);
        play(*state,
             {"roll 4 2 1", "roll 3 3 1", "roll 1 1 1", "roll 6 6 6", "roll 6 5 4", "roll 5 3 2",
              "roll 2 2 2", "roll 6 6 5", "roll 6 5 3", "roll 4 2 1", "roll 6 6 5", "roll 6 6 4"});
        return state;
    }

    static void prepare(Board421View& view) {
        view.setSeats({{"Anna", QColor(214, 47, 47), true},
                       {"Bruno", QColor(42, 111, 214), true},
                       {"Carla", QColor(46, 158, 74), false}});
        view.resize(1000, 660);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }

    static QString chosen(const QSignalSpy& spy, const State421& state, int index = 0) {
        return QString::fromStdString(state.moveToString(spy.at(index).at(0).value<lt::Move>()));
    }

    static void clickDie(Board421View& view, int index) {
        DiceView* dice = view.diceView();
        QTest::mouseClick(dice, Qt::LeftButton, {}, dice->dieRect(index).center().toPoint());
    }

  private slots:
    void theChargeIsJustRoll() {
        Board421View view;
        prepare(view);
        auto state = newGame(3);
        view.showState(*state, 0);
        QCOMPARE(view.tokenView()->pot(), 21);
        QSignalSpy rolls(&view, &BoardView::rollRequested);
        QSignalSpy moves(&view, &BoardView::moveChosen);
        // Anna is a human seat: her roll is offered as soon as it is due.
        QVERIFY(view.rollButton()->isEnabled());
        QVERIFY(!view.standButton()->isVisible());
        QTest::keyClick(&view, Qt::Key_Space);
        QCOMPARE(rolls.count(), 1);
        QCOMPARE(moves.count(), 0);
        play(*state, {"roll 6 6 6", "roll 5 3 2", "roll 6 4 1"});
        view.showState(*state, 0);
        QCOMPARE(view.tokenView()->tokens(1), 6);
        QCOMPARE(view.tokenView()->pot(), 15);
        QCOMPARE(view.handRow(0)->caption(), QString("666 · worth 6"));
        QCOMPARE(view.handRow(1)->caption(), QString("532 · worth 1 — receives 6"));
        QCOMPARE(view.turnLabel()->text(), QString("Bruno to throw"));
        play(*state, {"roll 1 1 1"});
        view.showState(*state, 0);
        QVERIFY(!view.rollButton()->isEnabled());  // Carla, a computer, rolls for herself
    }

    void theLeaderKeepsDiceOrStands() {
        Board421View view;
        prepare(view);
        auto state = afterTheCharge();
        play(*state, {"roll 6 4 1"});
        view.showState(*state, 1);
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{6, 4, 1}));
        QSignalSpy moves(&view, &BoardView::moveChosen);
        view.requestMove(1);
        QVERIFY(view.standButton()->isVisible());
        QCOMPARE(view.rollButton()->text(), QString("Roll all again"));
        clickDie(view, 1);
        clickDie(view, 2);  // keep the 4 and the 1
        QCOMPARE(view.rollButton()->text(), QString("Roll %n again").replace("%n", "1"));
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(chosen(moves, *state), QString("reroll 6"));

        view.requestMove(1);
        QTest::mouseClick(view.standButton(), Qt::LeftButton);
        QCOMPARE(chosen(moves, *state, 1), QString("stand"));
    }

    void theOthersMustThrowAgain() {
        Board421View view;
        prepare(view);
        auto state = afterTheCharge();
        play(*state, {"roll 6 5 3", "reroll 3", "roll 1", "stand", "roll 4 2 1"});
        view.showState(*state, 2);
        QSignalSpy moves(&view, &BoardView::moveChosen);
        view.requestMove(2);
        QVERIFY(!view.standButton()->isVisible());
        for (int key : {Qt::Key_1, Qt::Key_2, Qt::Key_3}) QTest::keyClick(&view, key);
        QVERIFY(!view.rollButton()->isEnabled());  // at least one die must move
        QTest::keyClick(&view, Qt::Key_S);
        QCOMPARE(moves.count(), 0);
        QTest::keyClick(&view, Qt::Key_2);  // release the 2
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(chosen(moves, *state), QString("reroll 2"));
    }

    void tokensFlyFromThePotThenBetweenPlayers() {
        Board421View view;
        prepare(view);
        auto state = newGame(3);
        view.showState(*state, 0);
        QSignalSpy finished(&view, &BoardView::animationFinished);
        play(*state, {"roll 6 6 6", "roll 5 3 2"});
        auto before = state->clone();
        const lt::Move last = *state->parseMove("roll 6 4 1");
        state->apply(last);
        QCOMPARE(
            view.describeMove(*before, last, *state),
            QString("Carla rolled 641 · worth 1 · Bruno takes %n from the pot").replace("%n", "6"));
        view.animateMove(*before, last, *state, 0, 0.2);
        QVERIFY(finished.wait(3000));
        QCOMPARE(view.tokenView()->pot(), 15);
        QCOMPARE(view.tokenView()->tokens(1), 6);

        auto discharge = afterTheCharge();
        view.showState(*discharge, 0);
        play(*discharge, {"roll 3 3 2", "stand", "roll 1 1 1"});
        before = discharge->clone();
        const lt::Move end = *discharge->parseMove("roll 5 3 2");
        discharge->apply(end);
        view.animateMove(*before, end, *discharge, 0, 0.2);
        QVERIFY(view.tokenView()->isTransferring() || finished.count() == 1);
        QVERIFY(finished.wait(3000));
        QCOMPARE(view.tokenView()->tokens(2), 0);
        QCOMPARE(view.tokenView()->tokens(1), 15);
        QCOMPARE(view.handRow(2)->caption(), QString("111 · worth 7"));
    }
};

}  // namespace lt::shell::dice421

QTEST_MAIN(lt::shell::dice421::Board421ViewTest)
#include "board_view_test.moc"
