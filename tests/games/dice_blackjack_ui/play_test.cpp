// Whole games of Dice Black Jack through the real match controller (offscreen, instant pace):
// three computer levels against each other to the last token, and a human who plays only
// by clicking the board's buttons against a computer.
#include <QTest>

#include "../../support/play_table.h"
#include "app/match_controller.h"
#include "games/dice_blackjack/dice_blackjack_board_view.h"
#include "games/dice_blackjack/game.h"
#include "games/dice_blackjack/state.h"
#include "widgets/token_pot_view.h"

namespace lt::shell::diceblackjack {

using lt::diceblackjack::BlackjackState;

class BlackjackPlayTest : public QObject {
    Q_OBJECT

  private slots:
    void computersPlayToTheLastToken() {
        lt::diceblackjack::BlackjackGame game;
        BlackjackBoardView view;
        const auto controller =
            lt::test::setUpMatch(view, {960, 600}, game, {}, lt::test::threeComputers(game), 11);
        QVERIFY(controller);
        QVERIFY(lt::test::playToTheEnd(*controller, 60000));
        const auto& state = static_cast<const BlackjackState&>(controller->match().state());
        QVERIFY(state.isTerminal());
        QCOMPARE(state.playersInGame(), 1);
        const PlayerId winner = state.seatToPlay();
        QCOMPARE(state.tokens(winner), 15);
        QCOMPARE(view.tokenView()->tokens(winner), 15);
        QCOMPARE(view.tokenView()->pot(), 0);
        QVERIFY(view.statusLabel()->text().contains("wins the game with all 15 token(s)"));
    }

    void aHumanPlaysByClicks() {
        lt::diceblackjack::BlackjackGame game;
        BlackjackBoardView view;
        Options options;
        options.set("tokens", "4");
        const auto controller = lt::test::setUpMatch(view, {960, 600}, game, options,
                                                     lt::test::annaAgainstHard(game), 5);
        QVERIFY(controller);
        controller->start();
        int rolls = 0, stops = 0, mores = 0;
        for (int step = 0; step < 20000 && !controller->match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            const auto& state = static_cast<const BlackjackState&>(controller->match().state());
            if (controller->canRoll()) {
                QVERIFY(state.roundScore(0) == 0);  // further throws need no Roll click
                QTest::mouseClick(view.rollButton(), Qt::LeftButton);
                ++rolls;
                continue;
            }
            if (!controller->waitingForMove()) continue;
            if (state.roundScore(0) < 17) {
                QTest::mouseClick(view.moreButton(1), Qt::LeftButton);
                ++mores;
            } else {
                QTest::mouseClick(view.stopButton(), Qt::LeftButton);
                ++stops;
            }
        }
        const auto& state = static_cast<const BlackjackState&>(controller->match().state());
        QVERIFY(state.isTerminal());
        QCOMPARE(state.tokens(state.seatToPlay()), 8);
        // Each click made exactly one move: a Roll click for the first throw of each of
        // Anna's turns, and "Throw 1 more" threw at once, with no Roll click.
        const Match& match = controller->match();
        int firstThrows = 0, againMoves = 0, stopMoves = 0;
        for (std::size_t i = 0; i < match.ply(); ++i) {
            const RecordedMove& move = match.playedMove(i);
            if (move.actor == 0) {
                againMoves += move.notation == "again 1";
                stopMoves += move.notation == "stop";
                continue;
            }
            if (move.actor != actor::chance) continue;
            const auto before = match.stateAt(i);
            const auto& bj = static_cast<const BlackjackState&>(*before);
            if (bj.seatToPlay() == 0 && bj.roundScore(0) == 0) ++firstThrows;
        }
        QVERIFY2(rolls >= 2 && mores >= 1,
                 qPrintable(QStringLiteral("%1 rolls, %2 more").arg(rolls).arg(mores)));
        QCOMPARE(rolls, firstThrows);
        QCOMPARE(mores, againMoves);
        QCOMPARE(stops, stopMoves);
    }
};

}  // namespace lt::shell::diceblackjack

QTEST_MAIN(lt::shell::diceblackjack::BlackjackPlayTest)
#include "play_test.moc"
