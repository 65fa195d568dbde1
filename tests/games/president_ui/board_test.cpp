// The President table as a human drives it, without the match controller: selecting cards by
// clicks and keys, Play and Pass, refusals with their reasons, the exchange panel, hands
// hidden while the table waits for a hand-over.
// English plurals come from the translation file, absent here: "%n point(s)" stays as written.
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include "arrange.h"
#include "games/president/exchange_dialog.h"
#include "games/president/moves.h"
#include "games/president/president_board.h"

namespace lt::shell::president {

using namespace lt::president;
using namespace lt::president::fixture;

class PresidentBoardTest : public QObject {
    Q_OBJECT

  private:
    static void seat(PresidentBoard& board) {
        board.setSeats({{"Anna", Qt::red, true},
                        {"Bruno", Qt::yellow, false},
                        {"Carla", Qt::blue, false},
                        {"Dario", Qt::magenta, false}});
        board.resize(660, 452);
        board.show();
    }
    static void click(PresidentBoard& board, int index) {
        const auto rects = board.handCardRects();
        const QRectF r = rects.at(static_cast<std::size_t>(index));
        // The visible strip of a card under the next one.
        const qreal right = static_cast<std::size_t>(index) + 1 < rects.size()
                                ? rects[static_cast<std::size_t>(index) + 1].left()
                                : r.right();
        QTest::mouseClick(&board, Qt::LeftButton, {},
                          QPointF((r.left() + right) / 2, r.center().y()).toPoint());
    }

  private slots:
    void aSelectionIsPlayedOrRefusedWithItsReason() {
        PresidentGame game;
        PresidentBoard board;
        seat(board);
        auto state = arrange(game, {"9S 9C 3D JOKER", "5S 5H KD", "3C", "4C"}, 1);
        play(state, "play 5S 5H");
        play(state, "pass");
        play(state, "pass");
        board.showState(state, 0);
        board.requestMove(0);
        QSignalSpy chosen(&board, &PresidentBoard::moveChosen);
        // Shown by rank: 3♦ 9♣ 9♠ Joker.
        QVERIFY(board.shownHand() == cardList("3D 9C 9S JOKER"));
        QVERIFY(board.playButton()->isVisible());
        QVERIFY(board.passButton()->isEnabled());
        // A single 9: two cards are needed.
        click(board, 1);
        board.playButton()->click();
        QCOMPARE(board.message(), QString("Must be 2 card(s), as many as the last play"));
        // 3♦ and 9♣: one rank only.
        click(board, 0);
        board.playButton()->click();
        QCOMPARE(board.message(), QString("The cards of a play must all be of one rank"));
        click(board, 0);
        // The 9♣ stays selected; the 9♠ by keys: the cursor is on the 3♦, Right twice, Space.
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Space);
        QVERIFY(board.selection() == cardList("9C 9S"));
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).value<Move>(), playMove(cardList("9S 9C")));
        QVERIFY(!board.playButton()->isVisible());
    }

    void aLowerPlayIsRefusedAndPassWorksByKey() {
        PresidentGame game;
        PresidentBoard board;
        seat(board);
        auto state = arrange(game, {"9S 3D", "10S", "3C", "4C"}, 1);
        play(state, "play 10S");
        play(state, "pass");
        play(state, "pass");
        board.showState(state, 0);
        board.requestMove(0);
        QSignalSpy chosen(&board, &PresidentBoard::moveChosen);
        click(board, 1);
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(board.message(), QString("Must be higher than 10"));
        QCOMPARE(chosen.count(), 0);
        QTest::keyClick(&board, Qt::Key_P);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).value<Move>(), passMove());
    }

    void theLeaderMayNotPass() {
        PresidentGame game;
        PresidentBoard board;
        seat(board);
        auto state = arrange(game, {"9S 3D", "10S", "3C", "4C"}, 0);
        board.showState(state, 0);
        board.requestMove(0);
        QSignalSpy chosen(&board, &PresidentBoard::moveChosen);
        QVERIFY(!board.passButton()->isEnabled());
        QTest::keyClick(&board, Qt::Key_P);
        QCOMPARE(chosen.count(), 0);
        QCOMPARE(board.message(), QString("You lead: play any cards of one rank"));
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(board.message(), QString("Select the cards to play first"));
    }

    void theExchangePanelOffersTheAllowedCards() {
        PresidentGame game;
        PresidentBoard board;
        seat(board);
        // Anna is the Beggar: her two best are the joker and one of her two 2s.
        auto state = arrangeExchange(
            game, {"JOKER 2S 2H AC 5D", "3D 3C 4S 9H", "5S 6S 7S", "8S 8C KH"}, {4, 1, 2, 3});
        board.showState(state, 0);
        board.requestMove(0);
        ExchangeDialog* dialog = board.exchangeDialog();
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->prompt(), QString("Give your two best cards to Bruno, the President. "
                                           "Choose which (suits do not count):"));
        QCOMPARE(dialog->choiceTexts(), QStringList({"2♥ Joker", "2♠ Joker"}));
        QSignalSpy chosen(&board, &PresidentBoard::moveChosen);
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).value<Move>(), giveMove(cardList("2S JOKER")));
        QVERIFY(!dialog->isVisible());
        // Bruno, the President, gives his two worst: no choice, one button.
        play(state, "give 2S JOKER");
        board.showState(state, 1);
        board.requestMove(1);
        QCOMPARE(dialog->choiceTexts(), QStringList({"3♣ 3♦"}));
        QVERIFY(dialog->prompt().endsWith("The rule leaves no choice:"));
        dialog->choiceButton(0)->click();
        QCOMPARE(chosen.count(), 2);
    }

    void nobodysViewHidesTheHand() {
        PresidentGame game;
        PresidentBoard board;
        seat(board);
        auto state = arrange(game, {"9S 3D", "10S", "3C", "4C"}, 0);
        board.showState(state, 0);
        QCOMPARE(board.shownHand().size(), 2u);
        board.showState(state, perspective::nobody);
        QVERIFY(board.shownHand().empty());
        board.requestMove(0);
        QVERIFY(!board.playButton()->isVisible());
    }
};

}  // namespace lt::shell::president

QTEST_MAIN(lt::shell::president::PresidentBoardTest)
#include "board_test.moc"
