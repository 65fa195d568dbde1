// Whistiti played to the end through the real match controller: Anna, a human, plays her
// cards by clicks and keys against three computers; four computers alone, the score sheet
// opening at the end. LUDOTECA_SCREENSHOT_DIR=docs/screenshots saves the README's pictures.
#include <QTest>

#include "../../support/play_table.h"
#include "app/match_controller.h"
#include "games/whistiti/game.h"
#include "games/whistiti/moves.h"
#include "games/whistiti/rule_player.h"
#include "games/whistiti/state.h"
#include "games/whistiti/whistiti_board.h"

namespace lt::shell::whistiti {

using namespace lt::whistiti;

class WhistitiPlayTest : public QObject {
    Q_OBJECT

  private:
    static QPoint cardPoint(const WhistitiBoard& board, int index) {
        const auto rects = board.geometry().handCards(static_cast<int>(board.shownHand().size()));
        const QRectF r = rects.at(static_cast<std::size_t>(index));
        const qreal right = static_cast<std::size_t>(index) + 1 < rects.size()
                                ? rects[static_cast<std::size_t>(index) + 1].left()
                                : r.right();
        return QPointF((r.left() + right) / 2, r.center().y()).toPoint();
    }

  private slots:
    void aHumanPlaysAWholeGameByKeysAndClicks() {
        WhistitiGame game;
        WhistitiBoard board;
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
        int cards = 0, refusals = 0, byKeys = 0;
        bool pictured = false;
        for (int step = 0; step < 400000 && !controller->match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            if (!controller->waitingForMove()) continue;
            const auto& state = static_cast<const WhistitiState&>(controller->match().state());
            QCOMPARE(state.currentActor(), 0);
            const std::size_t before = controller->match().ply();
            const auto hand = board.shownHand();
            const auto playable = state.playableNow();
            // docs/screenshots/whistiti.png: Anna to play in the second deal.
            const QString folder = qEnvironmentVariable("LUDOTECA_SCREENSHOT_DIR");
            if (!folder.isEmpty() && !pictured && state.table().dealIndex == 1 &&
                state.table().finishedTricks.size() >= 4 && state.table().trick.size() >= 2) {
                QVERIFY(board.grab().save(folder + "/whistiti.png"));
                pictured = true;
            }
            const auto firstPlayable = std::find_if(hand.begin(), hand.end(), [&](Card card) {
                return std::find(playable.begin(), playable.end(), card) != playable.end();
            });
            int cursor = static_cast<int>(firstPlayable - hand.begin());
            for (std::size_t i = 0; i < hand.size() && cards % 3 == 0; ++i)
                if (std::find(playable.begin(), playable.end(), hand[i]) == playable.end()) {
                    QTest::mouseClick(&board, Qt::LeftButton, {},
                                      cardPoint(board, static_cast<int>(i)));
                    QCOMPARE(controller->match().ply(), before);
                    QVERIFY(board.message().startsWith("You "));
                    cursor = static_cast<int>(i);
                    ++refusals;
                    break;
                }
            const Card choice = ruleCard(state.table(), state.hand(0), playable);
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
        const auto& state = static_cast<const WhistitiState&>(controller->match().state());
        QVERIFY(state.isTerminal());
        QVERIFY(cards >= 13);
        QVERIFY(refusals > 0);
        QVERIFY(byKeys > 5);
        QCOMPARE(*std::max_element(state.table().totals.begin(), state.table().totals.end()), 20);
        QVERIFY(board.showingScoreSheet());
    }

    void fourComputersPlayAWholeGame() {
        WhistitiGame game;
        WhistitiBoard board;
        const auto colours = lt::test::defaultSeatColours(game);
        lt::test::Seating seating;
        const char* names[] = {"Anna", "Bruno", "Carla", "Dario"};
        for (int seat = 0; seat < 4; ++seat) {
            seating.looks.push_back({names[seat], colours.at(seat), false});
            seating.seats.push_back(SeatSpec{false, names[seat], seat % 2 ? "easy" : "medium", ""});
        }
        const auto controller = lt::test::setUpMatch(board, {660, 452}, game, {}, seating, 8);
        QVERIFY(controller);
        QVERIFY(lt::test::playToTheEnd(*controller, 200000));
        QVERIFY(board.showingScoreSheet());
        const QString folder = qEnvironmentVariable("LUDOTECA_SCREENSHOT_DIR");
        if (!folder.isEmpty()) QVERIFY(board.grab().save(folder + "/whistiti-score-sheet.png"));
    }
};

}  // namespace lt::shell::whistiti

QTEST_MAIN(lt::shell::whistiti::WhistitiPlayTest)
#include "play_test.moc"
