// English plurals come from the translation file, absent here: "%n token(s)" stays as written.
// The dice poker board as a human uses it: stake buttons, Roll, dice clicked to keep then
// "Roll again", Stand; the tokens and the hands shown; nothing emitted unless a move was asked.
// Offscreen platform.
#include <QSignalSpy>
#include <QTest>

#include "games/dice_common/hand_row.h"
#include "games/dice_poker/dice_poker_board_view.h"
#include "games/dice_poker/game.h"
#include "games/dice_poker/state.h"
#include "widgets/dice_view.h"
#include "widgets/token_pot_view.h"

namespace lt::shell::dicepoker {

using lt::dicepoker::PokerState;

class PokerBoardViewTest : public QObject {
    Q_OBJECT

  private:
    lt::dicepoker::PokerGame game_;

    std::unique_ptr<PokerState> newGame(int players) {
        auto state = game_.newInitialState({}, players);
        return std::unique_ptr<PokerState>(static_cast<PokerState*>(state.release()));
    }

    static void play(PokerState& state, std::initializer_list<const char*> moves) {
        for (const char* text : moves) {
            const auto move = state.parseMove(text);
            QVERIFY2(move.has_value(), text);
            state.apply(*move);
        }
    }

    static void prepare(PokerBoardView& view, int players) {
        std::vector<SeatLook> seats{{"Anna", QColor(214, 47, 47), true},
                                    {"Bruno", QColor(42, 111, 214), false},
                                    {"Carla", QColor(46, 158, 74), false}};
        seats.resize(players);
        view.setSeats(seats);
        view.resize(1000, 660);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }

    static QString chosen(const QSignalSpy& spy, const PokerState& state, int index = 0) {
        return QString::fromStdString(state.moveToString(spy.at(index).at(0).value<lt::Move>()));
    }

    static void clickDie(PokerBoardView& view, int index) {
        DiceView* dice = view.diceView();
        QTest::mouseClick(dice, Qt::LeftButton, {}, dice->dieRect(index).center().toPoint());
    }

  private slots:
    void theStarterPicksTheStakeWithAButton() {
        PokerBoardView view;
        prepare(view, 3);
        auto state = newGame(3);
        view.showState(*state, 0);
        QSignalSpy moves(&view, &BoardView::moveChosen);
        QVERIFY(view.stakeButton(2)->isVisible());
        QVERIFY(!view.stakeButton(2)->isEnabled());  // not asked yet
        QVERIFY(!view.rollButton()->isVisible());
        view.requestMove(0);
        QVERIFY(view.stakeButton(2)->isEnabled());
        QTest::mouseClick(view.stakeButton(2), Qt::LeftButton);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(chosen(moves, *state), QString("stake 2"));
        QVERIFY(!view.stakeButton(1)->isEnabled());
    }

    void rollThenKeepDiceThenStand() {
        PokerBoardView view;
        prepare(view, 3);
        auto state = newGame(3);
        play(*state, {"stake 2"});
        view.showState(*state, 0);
        QCOMPARE(view.tokenView()->tokens(0), 8);
        QCOMPARE(view.tokenView()->pot(), 6);
        QSignalSpy rolls(&view, &BoardView::rollRequested);
        QSignalSpy moves(&view, &BoardView::moveChosen);
        view.requestMove(0);
        QVERIFY(view.rollButton()->isEnabled());
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QCOMPARE(rolls.count(), 1);
        QCOMPARE(moves.count(), 0);

        play(*state, {"roll 1 2 3 4 6"});
        view.showState(*state, 0);
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{1, 2, 3, 4, 6}));
        view.requestMove(0);
        QCOMPARE(view.rollButton()->text(), QString("Roll all again"));
        for (int die : {1, 2, 3, 4}) clickDie(view, die);  // keep 2 3 4 6
        QCOMPARE(view.rollButton()->text(), QString("Roll 1 again"));
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(chosen(moves, *state), QString("reroll 1"));

        play(*state, {"reroll 1", "roll 5"});
        view.showState(*state, 0);
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{2, 3, 4, 5, 6}));
        QCOMPARE(view.handRow(0)->caption(), QString("throwing…"));
        view.requestMove(0);
        QTest::keyClick(&view, Qt::Key_S);
        QCOMPARE(moves.count(), 2);
        QCOMPARE(chosen(moves, *state, 1), QString("stand"));
        // Keeping all five dice leaves nothing to roll again.
        view.requestMove(0);
        for (int die = 0; die < 5; ++die) QTest::keyClick(&view, Qt::Key_1 + die);
        QVERIFY(!view.rollButton()->isEnabled());
    }

    void theRoundsHandsAndTheWinnerAreShown() {
        PokerBoardView view;
        prepare(view, 3);
        auto state = newGame(3);
        play(*state, {"stake 2", "roll 3 3 3 2 2", "stand", "roll 1 2 3 4 6", "roll 5 5 1 2 3"});
        view.showState(*state, 0);
        QCOMPARE(view.handRow(0)->caption(), QString("a full house — wins 6 token(s)"));
        QCOMPARE(view.handRow(1)->caption(), QString("nothing"));
        QCOMPARE(view.handRow(2)->caption(), QString("a pair"));
        QCOMPARE(view.tokenView()->tokens(0), 14);
        QCOMPARE(view.tokenView()->pot(), 0);
        QCOMPARE(view.turnLabel()->text(), QString("Anna starts round 2"));
    }

    void movesAreAnimatedAndDescribed() {
        PokerBoardView view;
        prepare(view, 2);
        auto state = newGame(2);
        view.showState(*state, 0);
        QSignalSpy finished(&view, &BoardView::animationFinished);

        auto before = state->clone();
        const lt::Move stake = *state->parseMove("stake 1");
        state->apply(stake);
        QCOMPARE(view.describeMove(*before, stake, *state),
                 QString("Anna sets the stake at 1 token(s) each"));
        view.animateMove(*before, stake, *state, 0, 0.2);
        QVERIFY(view.tokenView()->isTransferring());
        QVERIFY(finished.wait(3000));
        QCOMPARE(view.tokenView()->pot(), 2);

        play(*state, {"roll 6 6 6 6 6", "stand"});
        before = state->clone();
        const lt::Move last = *state->parseMove("roll 1 1 2 3 4");
        state->apply(last);
        QCOMPARE(view.describeMove(*before, last, *state),
                 QString("Bruno rolled 1 1 2 3 4 — a pair · Anna wins the pot of 2 token(s)"));
        view.animateMove(*before, last, *state, 0, 0.2);
        QVERIFY(finished.wait(3000));
        QCOMPARE(finished.count(), 2);
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{1, 1, 2, 3, 4}));
        QCOMPARE(view.tokenView()->tokens(0), 11);
        QCOMPARE(view.tokenView()->pot(), 0);
    }

    void aHintHoldsTheDiceToKeep() {
        PokerBoardView view;
        prepare(view, 2);
        auto state = newGame(2);
        play(*state, {"stake 1", "roll 2 2 5 6 6"});
        view.showState(*state, 0);
        view.requestMove(0);
        view.showHint(*state->parseMove("reroll 5"));
        QCOMPARE(view.diceView()->held(), (std::vector<bool>{true, true, false, true, true}));
        QCOMPARE(view.rollButton()->text(), QString("Roll 1 again"));
    }
};

}  // namespace lt::shell::dicepoker

QTEST_MAIN(lt::shell::dicepoker::PokerBoardViewTest)
#include "board_view_test.moc"
