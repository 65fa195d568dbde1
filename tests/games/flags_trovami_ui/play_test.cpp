// Whole games of Trovami! through the real match controller: three computers alone, and a
// human who rolls with the board's button while two computers race (offscreen, instant pace).
#include <QPushButton>
#include <QTest>

#include "app/match_controller.h"
#include "games/flags_trovami/flags_trovami_board_view.h"
#include "games/flags_trovami/game.h"
#include "games/flags_trovami/state.h"

namespace lt::shell::flags_trovami {

using lt::flags_trovami::TrovamiState;

class TrovamiPlayTest : public QObject {
    Q_OBJECT

  private slots:
    void computersPlayAWholeGame() {
        lt::flags_trovami::TrovamiGame game;
        TrovamiBoardView view;
        view.setSeats(
            {{"Ada", Qt::yellow, false}, {"Bea", Qt::cyan, false}, {"Cid", Qt::magenta, false}});
        view.resize(1200, 760);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        std::vector<SeatSpec> seats{
            {false, "Ada", "hard", ""}, {false, "Bea", "medium", ""}, {false, "Cid", "easy", ""}};
        MatchController controller(Match(game, {}, seats, 2024), &view);
        controller.setPace(0);
        controller.setInstantClaims(true);
        controller.start();
        QTRY_VERIFY_WITH_TIMEOUT(controller.match().state().isTerminal(), 180000);
        const auto& state = static_cast<const TrovamiState&>(controller.match().state());
        QVERIFY(state.winner() >= 0);
        QCOMPARE(static_cast<int>(state.piles()[state.winner()].size()), 5);  // 3 players
        QCOMPARE(state.ranking()[state.winner()], 1);
        QVERIFY(view.promptText().contains("wins with 5 card(s)"));
        // Every card is somewhere: on the table or in exactly one pile.
        int cards = 0;
        for (int card : state.table()) cards += card >= 0;
        for (const auto& pile : state.piles()) cards += static_cast<int>(pile.size());
        QCOMPARE(cards, 21);
    }

    void aHumanRollsWithTheBoardsButton() {
        lt::flags_trovami::TrovamiGame game;
        Options options;
        options.set("target", "3");
        TrovamiBoardView view;
        view.setSeats({{"Anna", Qt::yellow, true}, {"Bot", Qt::cyan, false}});
        view.resize(1200, 760);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        std::vector<SeatSpec> seats{{true, "Anna", "", ""}, {false, "Bot", "hard", ""}};
        MatchController controller(Match(game, options, seats, 99), &view);
        controller.setPace(0);
        controller.setInstantClaims(true);
        controller.start();
        int clicks = 0;
        for (int step = 0; step < 20000 && !controller.match().state().isTerminal(); ++step) {
            QTest::qWait(2);
            if (controller.canRoll() && view.rollButton()->isEnabled()) {
                QTest::mouseClick(view.rollButton(), Qt::LeftButton);
                ++clicks;
            }
        }
        const auto& state = static_cast<const TrovamiState&>(controller.match().state());
        QVERIFY(state.isTerminal());
        QVERIFY(clicks >= 1);         // the first roll is Anna's
        QCOMPARE(state.winner(), 1);  // with instant claims the computer reacts at once
    }
};

}  // namespace lt::shell::flags_trovami

QTEST_MAIN(lt::shell::flags_trovami::TrovamiPlayTest)
#include "play_test.moc"
