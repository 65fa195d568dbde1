// The No 5, no 2 board as a human uses it: Roll (or Space) asks for every throw, the scoring
// dice glow while the 2s and 5s are set aside, and the totals, log and messages follow the
// game. Offscreen platform.
// English plurals come from the translation file, absent here: "%n point(s)" stays as written.
#include <QSignalSpy>
#include <QTest>

#include "games/no_5_no_2/game.h"
#include "games/no_5_no_2/no_5_no_2_board_view.h"
#include "games/no_5_no_2/state.h"
#include "widgets/dice_view.h"
#include "widgets/round_scores_view.h"

namespace lt::shell::no5no2 {

using lt::no5no2::N52State;

class N52BoardViewTest : public QObject {
    Q_OBJECT

  private:
    lt::no5no2::N52Game game_;

    std::unique_ptr<N52State> newGame() {
        auto state = game_.newInitialState({}, 2);
        return std::unique_ptr<N52State>(static_cast<N52State*>(state.release()));
    }

    static void play(N52State& state, const char* text) {
        const auto move = state.parseMove(text);
        QVERIFY2(move.has_value(), text);
        state.apply(*move);
    }

    static void prepare(N52BoardView& view) {
        view.setSeats({{"Anna", QColor(200, 50, 50), true}, {"Bruno", QColor(36, 104, 196), true}});
        view.resize(960, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }

  private slots:
    void rollButtonAndSpaceAskForTheThrow() {
        N52BoardView view;
        prepare(view);
        auto state = newGame();
        view.showState(*state, 0);
        QSignalSpy rolls(&view, &N52BoardView::rollRequested);
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{0, 0, 0, 0}));
        // A human seat to throw: the board's own Roll button is live at once.
        QVERIFY(view.rollButton()->isEnabled());
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QCOMPARE(rolls.count(), 1);
        QVERIFY(!view.rollButton()->isEnabled());
        view.showState(*state, 0);
        QTest::keyClick(&view, Qt::Key_Space);
        QCOMPARE(rolls.count(), 2);
        // A computer's throw needs no button.
        view.setSeats(
            {{"Anna", QColor(200, 50, 50), false}, {"Bruno", QColor(36, 104, 196), true}});
        view.showState(*state, 0);
        QVERIFY(!view.rollButton()->isEnabled());
        QVERIFY(view.turnLabel()->text().contains("Anna — round 1 of 10"));
    }

    void scoringDiceGlowAndStuckDiceLeave() {
        N52BoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 6 5 3 2");
        view.showState(*state, 0);
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{6, 3, 5, 2}));
        QCOMPARE(view.totalLabel()->text(), QString("9"));
        QVERIFY(view.helpLabel()->text().contains("+9 (6 + 3)"));
        QVERIFY(view.helpLabel()->text().contains("2 die(s) set aside"));
        QVERIFY(view.helpLabel()->text().contains("2 die(s) to throw again"));
        play(*state, "roll 4 4");
        play(*state, "roll 2 1");
        view.showState(*state, 0);
        // The two dice just thrown, then an empty place for each die set aside before.
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{1, 2, 0, 0}));
        QCOMPARE(view.totalLabel()->text(), QString("18"));
        QVERIFY(view.helpLabel()->text().contains("1 die(s) to throw again"));
        const auto before = state->clone();
        const lt::Move last = *state->parseMove("roll 5");
        state->apply(last);
        view.showState(*state, 0);
        QCOMPARE(view.describeMove(*before, last, *state),
                 QString("Anna rolled 5 — all dice set aside, 18 point(s) this turn"));
        QVERIFY(view.helpLabel()->text().contains("Anna scores 18 this turn"));
        QVERIFY(view.turnLabel()->text().contains("Bruno"));
        QCOMPARE(view.logView()->totals(), (std::vector<int>{18, 0}));
    }

    void commonRuleThrowsScoreNothing() {
        N52BoardView view;
        prepare(view);
        Options options;
        options.set("stuck-throw-scores", "false");
        options.set("dice", "5");
        auto made = game_.newInitialState(options, 2);
        auto& state = static_cast<N52State&>(*made);
        const auto before = state.clone();
        const lt::Move first = *state.parseMove("roll 6 5 3 2 1");
        state.apply(first);
        view.showState(state, 0);
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{6, 3, 1, 5, 2}));
        QVERIFY(view.helpLabel()->text().contains("this throw scores nothing"));
        QCOMPARE(view.describeMove(*before, first, state),
                 QString("Anna rolled 6 5 3 2 1 — +0, turn total 0"));
    }
};

}  // namespace lt::shell::no5no2

QTEST_MAIN(lt::shell::no5no2::N52BoardViewTest)
#include "board_view_test.moc"
