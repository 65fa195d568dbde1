// The 10 000 board as a human uses it: the Roll button asks for the throw, clicked dice (or
// keys 1-5) become the keep, "Keep and roll" / "Keep and bank" emit exactly that legal move,
// the opening minimum disables banking, and dice set aside earlier cannot be picked again.
// Offscreen platform.
#include <QSignalSpy>
#include <QTest>

#include "games/dice_10000/dice_10000_board_view.h"
#include "games/dice_10000/game.h"
#include "games/dice_10000/state.h"
#include "widgets/dice_view.h"

namespace lt::shell::dice10000 {

using lt::dice10000::TenkState;

class TenkBoardViewTest : public QObject {
    Q_OBJECT

  private:
    lt::dice10000::TenkGame game_;

    std::unique_ptr<TenkState> newGame() {
        auto state = game_.newInitialState({}, 2);
        return std::unique_ptr<TenkState>(static_cast<TenkState*>(state.release()));
    }

    static void play(TenkState& state, const char* text) {
        const auto move = state.parseMove(text);
        QVERIFY2(move.has_value(), text);
        state.apply(*move);
    }

    static void prepare(TenkBoardView& view) {
        view.setSeats({{"Anna", QColor(214, 47, 47), true}, {"Bruno", QColor(42, 111, 214), true}});
        view.resize(900, 560);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }

    static void clickDie(TenkBoardView& view, int index) {
        DiceView* dice = view.diceView();
        QTest::mouseClick(dice, Qt::LeftButton, {}, dice->dieRect(index).center().toPoint());
    }

    static QString chosen(const QSignalSpy& spy, const TenkState& state) {
        return QString::fromStdString(state.moveToString(spy.last().at(0).value<lt::Move>()));
    }

  private slots:
    void rollButtonAsksForTheThrow() {
        TenkBoardView view;
        prepare(view);
        auto state = newGame();
        view.showState(*state, 0);
        QSignalSpy rolls(&view, &TenkBoardView::rollRequested);
        QVERIFY(!view.rollButton()->isEnabled());
        view.requestRoll(0);  // what the match controller asks when a human is to roll
        QVERIFY(view.rollButton()->isEnabled());
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QCOMPARE(rolls.count(), 1);
        QVERIFY(!view.rollButton()->isEnabled());
    }

    void clickedDiceBecomeTheKeep() {
        TenkBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 1 1 5 3 4");
        view.showState(*state, 0);
        view.requestMove(0);
        QSignalSpy moves(&view, &TenkBoardView::moveChosen);
        // Nothing selected: no move possible.
        QVERIFY(!view.rollButton()->isEnabled());
        QVERIFY(!view.bankButton()->isEnabled());
        // Dice are shown in ascending order: 1 1 3 4 5.
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{1, 1, 3, 4, 5}));
        clickDie(view, 2);  // the 3 scores nothing
        QVERIFY(!view.rollButton()->isEnabled());
        clickDie(view, 2);
        clickDie(view, 0);
        QTest::keyClick(&view, Qt::Key_5);  // keys pick dice too
        QVERIFY(view.rollButton()->isEnabled());
        QVERIFY(!view.bankButton()->isEnabled());  // 150 cannot open the score
        QCOMPARE(moves.count(), 0);
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(chosen(moves, *state), QString("keep 1 5 roll"));
        QVERIFY(!view.rollButton()->isEnabled());
    }

    void setAsideDiceStayAndBankingIsOffered() {
        TenkBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 6 6 6 4 3");
        play(*state, "keep 6 6 6 roll");
        play(*state, "roll 6 1");
        view.showState(*state, 0);
        view.requestMove(0);
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{6, 6, 6, 1, 6}));
        QSignalSpy moves(&view, &TenkBoardView::moveChosen);
        clickDie(view, 0);  // set aside earlier: stays put
        QCOMPARE(view.diceView()->held()[0], false);
        clickDie(view, 3);
        clickDie(view, 4);
        QVERIFY(view.bankButton()->isEnabled());  // 1,300 opens
        QVERIFY(view.bankButton()->text().contains("1,300"));
        QTest::mouseClick(view.bankButton(), Qt::LeftButton);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(chosen(moves, *state), QString("keep 1 6 bank"));
    }

    void bustAndScoresAreShown() {
        TenkBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 1 1 1 5 3");
        play(*state, "keep 1 1 1 5 roll");
        const auto before = state->clone();
        const lt::Move bust = *state->parseMove("roll 2");
        state->apply(bust);
        view.showState(*state, 0);
        QVERIFY(view.turnLabel()->text().contains("Bruno"));
        QVERIFY(view.scoresLabel()->text().contains("Anna"));
        QCOMPARE(view.describeMove(*before, bust, *state),
                 QString("Anna rolled 2 — bust, 1,050 points lost"));
        QVERIFY(!view.rollButton()->isEnabled());
    }
};

}  // namespace lt::shell::dice10000

QTEST_MAIN(lt::shell::dice10000::TenkBoardViewTest)
#include "board_view_test.moc"
