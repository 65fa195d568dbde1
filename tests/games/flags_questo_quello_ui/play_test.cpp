// "Questo e quello" played to the end through the real match controller: three computers
// alone, then a human who plays by clicking a card of his hand and its place on the grid (or
// the Draw / Pass button) against a computer, and the same human by keyboard alone.
#include <QPushButton>
#include <QTest>
#include <algorithm>

#include "../../support/hand_table_input.h"
#include "../../support/play_table.h"
#include "app/match_controller.h"
#include "games/flags_questo_quello/flags_questo_quello_board_view.h"
#include "games/flags_questo_quello/game.h"
#include "games/flags_questo_quello/moves.h"
#include "games/flags_questo_quello/state.h"

namespace lt::shell::flags_questo_quello {

using namespace lt::flags_questo_quello;

class QqPlayTest : public QObject {
    Q_OBJECT

  private slots:
    void computersPlayAWholeGame() {
        QqGame game;
        QqBoardView view;
        const auto controller =
            lt::test::setUpMatch(view, {1100, 760}, game, {}, lt::test::threeComputers(game), 21);
        QVERIFY(controller);
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->match().state().isTerminal(), 60000);
        const auto& state = static_cast<const QqState&>(controller->match().state());
        const Table& t = state.table();
        // The game ended by a rule: someone went out, the table is full, or a round of passes.
        QVERIFY(t.winner >= 0 || t.onTable == kMaxOnTable || t.passesInARow == 3);
        // Every card is somewhere: on the table, in a hand or in the stock.
        int hands = 0;
        for (int count : t.handCounts) hands += count;
        QCOMPARE(t.onTable + hands + t.stockCount, 48);
        // The board shows the final table: the last card played is drawn where it lies.
        QVERIFY(!view.cellRect(t.lastCell).isEmpty());
        QVERIFY(!view.grab().isNull());
    }

    void aHumanPlaysByClicks() {
        QqGame game;
        QqBoardView view;
        const auto controller =
            lt::test::setUpMatch(view, {1100, 760}, game, {}, lt::test::annaAgainstHard(game), 8);
        QVERIFY(controller);
        controller->start();
        int plays = 0, draws = 0;
        for (int step = 0; step < 20000 && !controller->match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            if (!controller->waitingForMove()) continue;
            const auto& state = static_cast<const QqState&>(controller->match().state());
            if (state.currentActor() != 0) continue;
            const auto legal = state.legalMoves();
            const std::size_t before = controller->match().ply();
            if (kindOf(legal.front()) != MoveKind::Play) {
                QVERIFY(view.drawButton()->isVisible());
                QTest::mouseClick(view.drawButton(), Qt::LeftButton);
                ++draws;
            } else {
                // The first legal play: its card in the hand, then its cell.
                const Move move = legal.front();
                QVERIFY(lt::test::clickHandCard(view, moveCard(move)));
                QTest::mouseClick(&view, Qt::LeftButton, {},
                                  view.cellRect(moveCell(move)).center().toPoint());
                ++plays;
            }
            QCOMPARE(controller->match().ply(), before + 1);
        }
        QVERIFY(controller->match().state().isTerminal());
        QVERIFY(plays > 0);
        qInfo("Anna played %d cards and drew %d times", plays, draws);
    }

    // The same by keyboard alone: a number key picks the card, Down moves the white frame over
    // the places it may go (row by row), Enter plays it; Enter also draws or passes.
    void aHumanPlaysByKeys() {
        QqGame game;
        QqBoardView view;
        const auto controller =
            lt::test::setUpMatch(view, {1100, 760}, game, {}, lt::test::annaAgainstHard(game), 8);
        QVERIFY(controller);
        controller->start();
        int plays = 0, draws = 0;
        for (int step = 0; step < 20000 && !controller->match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            if (!controller->waitingForMove()) continue;
            const auto& state = static_cast<const QqState&>(controller->match().state());
            if (state.currentActor() != 0) continue;
            const auto legal = state.legalMoves();
            const std::size_t before = controller->match().ply();
            // The last legal play, so that the frame has to move.
            const Move move = legal.back();
            const std::string notation = state.moveToString(move);
            if (kindOf(move) != MoveKind::Play) {
                QTest::keyClick(&view, Qt::Key_Return);
                ++draws;
            } else {
                QVERIFY(lt::test::keyHandCard(view, moveCard(move)));
                std::vector<int> places;
                for (Move m : legal)
                    if (kindOf(m) == MoveKind::Play && moveCard(m) == moveCard(move))
                        places.push_back(moveCell(m));
                std::sort(places.begin(), places.end());
                const auto at = std::find(places.begin(), places.end(), moveCell(move));
                for (auto it = places.begin(); it != at; ++it) QTest::keyClick(&view, Qt::Key_Down);
                QTest::keyClick(&view, Qt::Key_Return);
                ++plays;
            }
            QCOMPARE(controller->match().ply(), before + 1);
            QCOMPARE(QString::fromStdString(controller->match().playedMove(before).notation),
                     QString::fromStdString(notation));
        }
        QVERIFY(controller->match().state().isTerminal());
        QVERIFY(plays > 0);
        qInfo("By keys Anna played %d cards and drew %d times", plays, draws);
    }
};

}  // namespace lt::shell::flags_questo_quello

QTEST_MAIN(lt::shell::flags_questo_quello::QqPlayTest)
#include "play_test.moc"
