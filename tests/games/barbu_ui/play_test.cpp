// Barbu played to the end through the real match controller: Anna, a human, chooses her
// contracts with the arrows and Enter and plays her cards by clicks and keys against three
// computers; four computers alone, the score sheet opening at the end.
// LUDOTECA_SCREENSHOT_DIR=docs/screenshots saves the pictures of the README.
#include <QPushButton>
#include <QTest>

#include "../../support/play_table.h"
#include "app/match_controller.h"
#include "games/barbu/barbu_board.h"
#include "games/barbu/game.h"
#include "games/barbu/moves.h"
#include "games/barbu/rule_player.h"
#include "games/barbu/state.h"

namespace lt::shell::barbu {

using namespace lt::barbu;

class BarbuPlayTest : public QObject {
    Q_OBJECT

  private:
    static QPoint cardPoint(const BarbuBoard& board, int index) {
        const auto rects = board.geometry().handCards(static_cast<int>(board.shownHand().size()));
        const QRectF r = rects.at(static_cast<std::size_t>(index));
        const qreal right = static_cast<std::size_t>(index) + 1 < rects.size()
                                ? rects[static_cast<std::size_t>(index) + 1].left()
                                : r.right();
        return QPointF((r.left() + right) / 2, r.center().y()).toPoint();
    }

  private slots:
    void aHumanPlaysAWholeGameByKeysAndClicks() {
        BarbuGame game;
        BarbuBoard board;
        const auto colours = lt::test::defaultSeatColours(game);
        const lt::test::Seating seating{
            {{"Anna", colours.at(0), true},
             {"Easy", colours.at(1), false},
             {"Medium", colours.at(2), false},
             {"Easy 2", colours.at(3), false}},
            {SeatSpec{true, "Anna", "", ""}, SeatSpec{false, "Easy", "easy", ""},
             SeatSpec{false, "Medium", "medium", ""}, SeatSpec{false, "Easy 2", "easy", ""}}};
        const auto controller = lt::test::setUpMatch(board, {660, 452}, game, {}, seating, 31);
        QVERIFY(controller);
        controller->start();
        int choices = 0, cards = 0, refusals = 0, byKeys = 0;
        bool pictured = false;
        const QString folder = qEnvironmentVariable("LUDOTECA_SCREENSHOT_DIR");
        for (int step = 0; step < 400000 && !controller->match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            if (!controller->waitingForMove()) continue;
            const auto& state = static_cast<const BarbuState&>(controller->match().state());
            QCOMPARE(state.currentActor(), 0);
            const std::size_t before = controller->match().ply();
            if (state.table().phase == Phase::Choosing) {
                // The contract a person would choose, reached with Right and taken with Enter.
                const Contract wanted = ruleContract(state.table(), state.hand(0), false);
                const auto offered = board.offeredContracts();
                QVERIFY(offered == state.table().openContracts());
                const auto at = std::find(offered.begin(), offered.end(), wanted);
                for (auto i = offered.begin(); i != at; ++i) QTest::keyClick(&board, Qt::Key_Right);
                QTest::keyClick(&board, Qt::Key_Return);
                QCOMPARE(controller->match().playedMove(before).notation,
                         "choose " + std::string(contractKey(wanted)));
                ++choices;
                continue;
            }
            const auto hand = board.shownHand();
            const auto playable = state.playableNow();
            // docs/screenshots/barbu-trick.png: Anna to follow in the tenth deal.
            if (!folder.isEmpty() && !pictured && state.table().results.size() == 9 &&
                state.table().finishedTricks.size() >= 4 && state.table().trick.size() >= 2) {
                QVERIFY(board.grab().save(folder + "/barbu-trick.png"));
                pictured = true;
            }
            // The cursor starts on the first card that may be played.
            const auto firstPlayable = std::find_if(hand.begin(), hand.end(), [&](Card card) {
                return std::find(playable.begin(), playable.end(), card) != playable.end();
            });
            int cursor = static_cast<int>(firstPlayable - hand.begin());
            // Now and then a card that may not be played first: refused, with a reason (the
            // cursor moves onto it).
            for (std::size_t i = 0; i < hand.size() && cards % 3 == 0; ++i)
                if (std::find(playable.begin(), playable.end(), hand[i]) == playable.end()) {
                    QTest::mouseClick(&board, Qt::LeftButton, {},
                                      cardPoint(board, static_cast<int>(i)));
                    QCOMPARE(controller->match().ply(), before);
                    QVERIFY(board.message().startsWith("You must follow suit"));
                    cursor = static_cast<int>(i);
                    ++refusals;
                    break;
                }
            const Card choice = ruleCard(state.table(), playable);
            const int index =
                static_cast<int>(std::find(hand.begin(), hand.end(), choice) - hand.begin());
            if (cards % 2 == 0) {
                QTest::mouseClick(&board, Qt::LeftButton, {}, cardPoint(board, index));
            } else {
                const int size = static_cast<int>(hand.size());
                for (int i = cursor; i != index; i = (i + 1) % size)
                    QTest::keyClick(&board, Qt::Key_Right);
                QTest::keyClick(&board, Qt::Key_Return);
                ++byKeys;
            }
            QCOMPARE(controller->match().playedMove(before).notation,
                     "play " + cards::toString(choice));
            ++cards;
        }
        const auto& state = static_cast<const BarbuState&>(controller->match().state());
        QVERIFY(state.isTerminal());
        // Anna deals the first round: five choices, the sixth contract announced by itself.
        QCOMPARE(choices, 5);
        QCOMPARE(cards, 24 * 13);
        QVERIFY(refusals > 0);
        QVERIFY(byKeys > 100);
        QCOMPARE(state.table().results.size(), 24u);
        int total = 0;
        for (int points : state.table().totals) total += points;
        QCOMPARE(total, 928);
        // At the end the score sheet opens by itself (docs/screenshots/barbu-score-sheet.png
        // is this picture: LUDOTECA_SCREENSHOT_DIR=docs/screenshots). This is the one whole
        // game of Barbu the GUI tests play (2,500 plies: shell_test skips it).
        QVERIFY(board.showingScoreSheet());
        if (!folder.isEmpty()) QVERIFY(board.grab().save(folder + "/barbu-score-sheet.png"));
    }
};

}  // namespace lt::shell::barbu

QTEST_MAIN(lt::shell::barbu::BarbuPlayTest)
#include "play_test.moc"
