// The Dice Black Jack board as a human uses it: Roll asks for the throw, Stop and "Throw k
// more" (or keys S, 1-3) emit exactly that move, a bust flies a token to the pot, the end of
// a round flies the pot and the payments to the winner, and the texts say what happened.
// Offscreen platform.
// English plurals come from the translation file, absent here: "%n point(s)" stays as written.
#include <QSignalSpy>
#include <QTest>

#include "games/dice_blackjack/dice_blackjack_board_view.h"
#include "games/dice_blackjack/game.h"
#include "games/dice_blackjack/round_table.h"
#include "games/dice_blackjack/state.h"
#include "widgets/dice_view.h"
#include "widgets/token_pot_view.h"

namespace lt::shell::diceblackjack {

using lt::diceblackjack::BlackjackState;

class BlackjackBoardViewTest : public QObject {
    Q_OBJECT

  private:
    lt::diceblackjack::BlackjackGame game_;

    std::unique_ptr<BlackjackState> newGame(int players = 3) {
        auto state = game_.newInitialState({}, players);
        return std::unique_ptr<BlackjackState>(static_cast<BlackjackState*>(state.release()));
    }

    static void play(BlackjackState& state, const char* text) {
        const auto move = state.parseMove(text);
        QVERIFY2(move.has_value(), text);
        state.apply(*move);
    }

    static void prepare(BlackjackBoardView& view) {
        view.setSeats({{"Anna", QColor(214, 47, 47), true},
                       {"Bruno", QColor(42, 111, 214), false},
                       {"Carla", QColor(46, 158, 74), false}});
        view.resize(960, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }

    static QString chosen(const QSignalSpy& spy, const BlackjackState& state) {
        return QString::fromStdString(state.moveToString(spy.last().at(0).value<lt::Move>()));
    }

    // Plays `text` on `state` through the board's animation at pace 0 and waits for its end.
    static void animate(BlackjackBoardView& view, BlackjackState& state, const char* text) {
        const auto before = state.clone();
        const auto move = state.parseMove(text);
        QVERIFY2(move.has_value(), text);
        state.apply(*move);
        QSignalSpy done(&view, &BoardView::animationFinished);
        view.animateMove(*before, *move, state, perspective::everyone, 0);
        QVERIFY(done.wait(2000));
        QCOMPARE(done.count(), 1);
    }

  private slots:
    void rollButtonAsksForTheThrow() {
        BlackjackBoardView view;
        prepare(view);
        auto state = newGame();
        view.showState(*state, 0);
        QSignalSpy rolls(&view, &BoardView::rollRequested);
        QVERIFY(view.rollButton()->isVisible());
        QVERIFY(view.rollButton()->isEnabled());
        QVERIFY(!view.stopButton()->isVisible());
        QCOMPARE(view.statusLabel()->text(), QString("Anna to throw the three dice"));
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QCOMPARE(rolls.count(), 1);
        QTest::keyClick(&view, Qt::Key_Space);
        QCOMPARE(rolls.count(), 2);
        // A computer's throw is not the human's to make.
        play(*state, "roll 6 5 4");
        play(*state, "stop");
        view.showState(*state, 0);
        QVERIFY(!view.rollButton()->isEnabled());
    }

    void stopAndThrowMoreEmitThoseMoves() {
        BlackjackBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 6 5 4");
        view.showState(*state, 0);
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{4, 5, 6}));
        QVERIFY(view.totalLabel()->text().contains(">15<"));
        QSignalSpy moves(&view, &BoardView::moveChosen);
        QVERIFY(!view.stopButton()->isVisible());  // no input before requestMove
        view.requestMove(0);
        QVERIFY(view.stopButton()->isVisible());
        QVERIFY(!view.rollButton()->isVisible());
        QCOMPARE(view.stopButton()->text(), QString("Stop on 15"));
        QCOMPARE(view.moreButton(1)->text(), QString("Throw 1 more die(s)"));
        QCOMPARE(view.moreButton(3)->text(), QString("Throw 3 more die(s)"));
        QTest::mouseClick(view.moreButton(2), Qt::LeftButton);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(chosen(moves, *state), QString("again 2"));
        QVERIFY(!view.stopButton()->isVisible());  // input is off once chosen
        view.requestMove(0);
        QTest::keyClick(&view, Qt::Key_S);
        QCOMPARE(chosen(moves, *state), QString("stop"));
        view.requestMove(0);
        QTest::keyClick(&view, Qt::Key_3);
        QCOMPARE(chosen(moves, *state), QString("again 3"));
        QCOMPARE(moves.count(), 3);
    }

    void throwMoreRollsAtOnce() {
        BlackjackBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 6 5 4");
        view.showState(*state, 0);
        view.requestMove(0);
        QSignalSpy moves(&view, &BoardView::moveChosen);
        QTest::mouseClick(view.moreButton(2), Qt::LeftButton);
        QCOMPARE(moves.count(), 1);
        QSignalSpy rolls(&view, &BoardView::rollRequested);
        animate(view, *state, "again 2");
        QCOMPARE(rolls.count(), 1);  // one gesture: the two dice are thrown without a Roll
        QCOMPARE(view.rollButton()->text(), QString("Roll 2 die(s)"));
        animate(view, *state, "roll 3 2");
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{2, 3, 0}));
        QVERIFY(view.totalLabel()->text().contains(">20<"));
        QCOMPARE(rolls.count(), 1);
    }

    void bustAndRoundEndFlyTheTokens() {
        BlackjackBoardView view;
        prepare(view);
        auto state = newGame();
        // The digest's round: A 20, B 21, C busts on 24.
        for (const char* move : {"roll 6 5 4", "again 2", "roll 3 2", "stop", "roll 6 6 6",
                                 "again 1", "roll 3", "stop", "roll 4 4 4", "again 3"})
            play(*state, move);
        view.showState(*state, 0);
        QCOMPARE(view.tokenView()->pot(), 0);
        const auto before = state->clone();
        const lt::Move bust = *state->parseMove("roll 5 4 3");
        animate(view, *state, "roll 5 4 3");
        // Carla paid the pot, then Bruno took it and a token from each of the others.
        QCOMPARE(view.tokenView()->tokens(0), 4);
        QCOMPARE(view.tokenView()->tokens(1), 8);
        QCOMPARE(view.tokenView()->tokens(2), 3);
        QCOMPARE(view.tokenView()->pot(), 0);
        QCOMPARE(view.describeMove(*before, bust, *state),
                 QString("Carla rolled 3 4 5: 24, bust — one token to the pot — Bruno wins round "
                         "1 with 21 and collects 3 token(s)"));
        QCOMPARE(view.statusLabel()->text(),
                 QString("Bruno wins round 1 with 21 and collects 3 token(s)"));
        // Until the next throw, the card shows how the round ended.
        const RoundTable* table = view.roundTable();
        QCOMPARE(table->title(), QString("Round 1: result"));
        QCOMPARE(table->rows()[1].winner, true);
        QCOMPARE(table->rows()[1].score, QString("21"));
        QCOMPARE(table->rows()[2].status, QString("bust"));
        QCOMPARE(table->rows()[2].score, QString("24"));
        QCOMPARE(view.tokenView()->activeSeat(), 1);  // Bruno opens round 2
        animate(view, *state, "roll 1 1 1");
        QCOMPARE(table->title(), QString("Round 2"));
        QCOMPARE(table->rows()[1].status, QString("throwing"));
        QCOMPARE(table->rows()[0].status, QString("waiting"));
    }

    void tieTextAndStopDescription() {
        BlackjackBoardView view;
        prepare(view);
        auto state = newGame();
        for (const char* move :
             {"roll 6 6 5", "again 1", "roll 2", "stop", "roll 6 6 4", "again 1", "roll 3"})
            play(*state, move);
        const auto before = state->clone();
        const lt::Move stop = *state->parseMove("stop");
        animate(view, *state, "stop");
        QCOMPARE(view.describeMove(*before, stop, *state), QString("Bruno stops on 19"));
        for (const char* move : {"roll 6 6 6", "again 1"}) play(*state, move);
        animate(view, *state, "roll 6");
        QCOMPARE(view.statusLabel()->text(),
                 QString("Round 1: Anna and Bruno tie on 19 — nobody collects, the pot stays"));
        QCOMPARE(view.tokenView()->pot(), 1);
        QCOMPARE(view.tokenView()->tokens(2), 4);
    }

    void hintMarksAButton() {
        BlackjackBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 6 6 6");
        view.showState(*state, 0);
        view.requestMove(0);
        const QString plain = view.stopButton()->styleSheet();
        view.showHint(*state->parseMove("stop"));
        QVERIFY(view.stopButton()->styleSheet() != plain);
        QCOMPARE(view.moreButton(1)->styleSheet(), plain);
    }
};

}  // namespace lt::shell::diceblackjack

QTEST_MAIN(lt::shell::diceblackjack::BlackjackBoardViewTest)
#include "board_view_test.moc"
