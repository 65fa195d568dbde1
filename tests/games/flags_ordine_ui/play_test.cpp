// "Metti in ordine!" played to the end through the real match controller: three computers
// alone, then a human who places cards by clicking the arrows of the row and rolls the red die
// with the board's button.
#include <QPushButton>
#include <QTest>

#include "../../support/play_table.h"
#include "app/match_controller.h"
#include "games/flags_ordine/flags_ordine_board_view.h"
#include "games/flags_ordine/game.h"

namespace lt::shell::flags_ordine {

using namespace lt::flags_ordine;

class OrdinePlayTest : public QObject {
    Q_OBJECT

  private slots:
    void computersPlayAWholeGame() {
        OrdineGame game;
        OrdineBoardView view;
        const auto controller =
            lt::test::setUpMatch(view, {1100, 720}, game, {}, lt::test::threeComputers(game), 12);
        QVERIFY(controller);
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->match().state().isTerminal(), 60000);
        const auto& state = static_cast<const OrdineState&>(controller->match().state());
        // One player has the 3 cards, the others fewer; every card is accounted for.
        const auto scores = state.scores();
        QCOMPARE(*std::max_element(scores.begin(), scores.end()), 3);
        QCOMPARE(static_cast<int>(std::count(scores.begin(), scores.end(), 3)), 1);
        int won = 0;
        for (int s : scores) won += s;
        QCOMPARE(
            won + static_cast<int>(state.row().size() + state.deck().size() + state.used().size()),
            48);
        QVERIFY(!view.grab().isNull());
    }

    void aHumanPlacesAndRollsByClicks() {
        OrdineGame game;
        OrdineBoardView view;
        const auto controller =
            lt::test::setUpMatch(view, {1100, 720}, game, {}, lt::test::annaAgainstHard(game), 5);
        QVERIFY(controller);
        controller->start();
        int places = 0, rolls = 0;
        for (int step = 0; step < 20000 && !controller->match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            const std::size_t before = controller->match().ply();
            if (controller->canRoll()) {
                QVERIFY(view.rollButton()->isVisible());
                QTest::mouseClick(view.rollButton(), Qt::LeftButton);
                ++rolls;
                QCOMPARE(controller->match().ply(), before + 1);
                continue;
            }
            if (!controller->waitingForMove()) continue;
            // Always the middle of the row: often wrong, so the red die gets rolled too.
            const auto& state = static_cast<const OrdineState&>(controller->match().state());
            const int gap = static_cast<int>(state.row().size()) / 2;
            QTest::mouseClick(&view, Qt::LeftButton, {}, view.gapRect(gap).center().toPoint());
            ++places;
            QCOMPARE(controller->match().ply(), before + 1);
        }
        QVERIFY(controller->match().state().isTerminal());
        QVERIFY(places > 0);
        QVERIFY(rolls > 0);
    }
};

}  // namespace lt::shell::flags_ordine

QTEST_MAIN(lt::shell::flags_ordine::OrdinePlayTest)
#include "play_test.moc"
