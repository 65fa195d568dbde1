// President played to the end through the real match controller: Anna, a human, gives her
// cards in the exchange panel and plays or passes by clicks and keys against three computers
// over two deals; four computers alone. LUDOTECA_SCREENSHOT_DIR=docs/screenshots saves the
// pictures of the README.
#include <QPushButton>
#include <QTest>

#include "../../support/play_table.h"
#include "app/match_controller.h"
#include "games/president/exchange_dialog.h"
#include "games/president/game.h"
#include "games/president/moves.h"
#include "games/president/president_board.h"
#include "games/president/rule_player.h"
#include "games/president/state.h"

namespace lt::shell::president {

using namespace lt::president;

class PresidentPlayTest : public QObject {
    Q_OBJECT

  private:
    static QPoint cardPoint(const PresidentBoard& board, int index) {
        const auto rects = board.handCardRects();
        const QRectF r = rects.at(static_cast<std::size_t>(index));
        const qreal right = static_cast<std::size_t>(index) + 1 < rects.size()
                                ? rects[static_cast<std::size_t>(index) + 1].left()
                                : r.right();
        return QPointF((r.left() + right) / 2, r.center().y()).toPoint();
    }

  private slots:
    void aHumanPlaysAWholeMatchByKeysAndClicks() {
        PresidentGame game;
        PresidentBoard board;
        const auto colours = lt::test::defaultSeatColours(game);
        const lt::test::Seating seating{
            {{"Anna", colours.at(0), true},
             {"Bruno", colours.at(1), false},
             {"Carla", colours.at(2), false},
             {"Dario", colours.at(3), false}},
            {SeatSpec{true, "Anna", "", ""}, SeatSpec{false, "Bruno", "easy", ""},
             SeatSpec{false, "Carla", "medium", ""}, SeatSpec{false, "Dario", "easy", ""}}};
        const Options options(std::map<std::string, std::string>{{"deals", "2"}});
        const auto controller = lt::test::setUpMatch(board, {660, 452}, game, options, seating, 5);
        QVERIFY(controller);
        controller->start();
        const QString folder = qEnvironmentVariable("LUDOTECA_SCREENSHOT_DIR");
        int gifts = 0, plays = 0, passes = 0, refusals = 0, byKeys = 0;
        bool pictured = false;
        for (int step = 0; step < 400000 && !controller->match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            if (!controller->waitingForMove()) continue;
            const auto& state = static_cast<const PresidentState&>(controller->match().state());
            QCOMPARE(state.currentActor(), 0);
            const std::size_t before = controller->match().ply();
            const Move wanted = ruleMove(state.table(), state.hand(0), state.gifts(), false);
            if (state.table().phase == Phase::Exchanging) {
                // docs/screenshots/president-exchange.png
                if (!folder.isEmpty())
                    QVERIFY(board.grab().save(folder + "/president-exchange.png"));
                ExchangeDialog* dialog = board.exchangeDialog();
                QVERIFY(dialog->isVisible());
                const auto legal = state.legalMoves();
                QCOMPARE(dialog->choiceCount(), static_cast<int>(legal.size()));
                const int index =
                    static_cast<int>(std::find(legal.begin(), legal.end(), wanted) - legal.begin());
                for (int i = 0; i < index; ++i) QTest::keyClick(&board, Qt::Key_Right);
                QTest::keyClick(&board, Qt::Key_Return);
                QCOMPARE(controller->match().playedMove(before).notation,
                         state.moveToString(wanted));
                ++gifts;
                continue;
            }
            // docs/screenshots/president-table.png: Anna to beat a play in the first deal.
            if (!folder.isEmpty() && !pictured && state.table().lastPlay &&
                state.hand(0).size() <= 10) {
                QVERIFY(board.grab().save(folder + "/president-table.png"));
                pictured = true;
            }
            const auto hand = board.shownHand();
            QCOMPARE(static_cast<int>(hand.size()), state.hand(0).size());
            if (kindOf(wanted) == MoveKind::Pass) {
                if (passes % 2 == 0)
                    board.passButton()->click();
                else
                    QTest::keyClick(&board, Qt::Key_P);
                QCOMPARE(controller->match().playedMove(before).notation, std::string("pass"));
                ++passes;
                continue;
            }
            // Now and then a refused selection first: a lone lowest card on a pair or more, or
            // the lowest card when it does not beat.
            if (state.table().lastPlay && plays % 3 == 0) {
                QTest::mouseClick(&board, Qt::LeftButton, {}, cardPoint(board, 0));
                QTest::keyClick(&board, Qt::Key_Return);
                if (controller->match().ply() == before) {
                    QVERIFY(board.message().startsWith("Must be"));
                    ++refusals;
                    QTest::mouseClick(&board, Qt::LeftButton, {}, cardPoint(board, 0));
                } else {
                    // The lowest card was the rules' choice too.
                    ++plays;
                    continue;
                }
            }
            QVERIFY(board.selection().empty());
            auto cards = cardsOf(wanted);
            std::vector<int> indices;
            for (Card card : cards)
                indices.push_back(
                    static_cast<int>(std::find(hand.begin(), hand.end(), card) - hand.begin()));
            if (plays % 2 == 0) {
                for (int index : indices)
                    QTest::mouseClick(&board, Qt::LeftButton, {}, cardPoint(board, index));
                board.playButton()->click();
            } else {
                // The cursor starts on the leftmost card.
                int cursor = 0;
                for (int index : indices) {
                    for (; cursor < index; ++cursor) QTest::keyClick(&board, Qt::Key_Right);
                    QTest::keyClick(&board, Qt::Key_Space);
                }
                QTest::keyClick(&board, Qt::Key_Return);
                ++byKeys;
            }
            QCOMPARE(controller->match().playedMove(before).notation, state.moveToString(wanted));
            ++plays;
        }
        const auto& state = static_cast<const PresidentState&>(controller->match().state());
        QVERIFY(state.isTerminal());
        QCOMPARE(state.table().results.size(), 2u);
        // Every title gives in the exchange of the second deal: Anna once.
        QCOMPARE(gifts, 1);
        QVERIFY(plays > 5);
        QVERIFY(passes > 0);
        QVERIFY(refusals > 0);
        QVERIFY(byKeys > 2);
        int total = 0;
        for (int points : state.table().totals) total += points;
        QCOMPARE(total, 12);
    }

    void fourComputersPlayAWholeMatch() {
        PresidentGame game;
        PresidentBoard board;
        const auto colours = lt::test::defaultSeatColours(game);
        lt::test::Seating seating;
        const char* names[] = {"Anna", "Bruno", "Carla", "Dario"};
        const char* levels[] = {"easy", "medium", "hard", "medium"};
        for (int seat = 0; seat < 4; ++seat) {
            seating.looks.push_back({names[seat], colours.at(seat), false});
            seating.seats.push_back(SeatSpec{false, names[seat], levels[seat], ""});
        }
        const Options options(std::map<std::string, std::string>{{"deals", "2"}});
        const auto controller = lt::test::setUpMatch(board, {660, 452}, game, options, seating, 8);
        QVERIFY(controller);
        QVERIFY(lt::test::playToTheEnd(*controller, 200000));
        const auto& state = static_cast<const PresidentState&>(controller->match().state());
        QCOMPARE(state.table().results.size(), 2u);
    }
};

}  // namespace lt::shell::president

QTEST_MAIN(lt::shell::president::PresidentPlayTest)
#include "play_test.moc"
