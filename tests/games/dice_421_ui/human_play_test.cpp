// A whole game of 421 where Anna plays only through the board (its Roll button, clicks on the
// dice to keep them, "Roll again" and, as the round's leader, "Stand") against a Medium and a
// Hard computer, with the real match controller in charge (offscreen platform, instant pace).
#include <QTest>
#include <array>

#include "app/match_controller.h"
#include "games/dice_421/combinations.h"
#include "games/dice_421/dice_421_board_view.h"
#include "games/dice_421/game.h"
#include "games/dice_421/state.h"
#include "widgets/dice_view.h"
#include "widgets/token_pot_view.h"

namespace lt::shell::dice421 {

using lt::dice421::Stage;
using lt::dice421::State421;

class HumanPlay421Test : public QObject {
    Q_OBJECT

  private slots:
    void humanPlaysAWholeGameByClicks() {
        lt::dice421::Game421 game;
        Board421View view;
        view.setSeats({{"Anna", QColor(214, 47, 47), true},
                       {"Medium", QColor(42, 111, 214), false},
                       {"Hard", QColor(46, 158, 74), false}});
        view.resize(1000, 660);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        MatchController controller(
            Match(game, {},
                  {SeatSpec{true, "Anna", "", ""}, SeatSpec{false, "Medium", "medium", ""},
                   SeatSpec{false, "Hard", "hard", ""}},
                  7),
            &view);
        controller.setPace(0);
        controller.start();

        int rolls = 0, rerolls = 0, stands = 0, diceClicks = 0;
        bool threwInTheCharge = false, threwInTheDischarge = false;
        for (int step = 0; step < 60000 && !controller.match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            if (controller.canRoll()) {
                // The board's own Roll button is the way to throw: it must be live.
                QVERIFY(view.rollButton()->isEnabled());
                const auto& state = static_cast<const State421&>(controller.match().state());
                (state.stage() == Stage::Charge ? threwInTheCharge : threwInTheDischarge) = true;
                QTest::mouseClick(view.rollButton(), Qt::LeftButton);
                ++rolls;
                continue;
            }
            if (!controller.waitingForMove()) continue;
            const auto& state = static_cast<const State421&>(controller.match().state());
            QCOMPARE(state.currentActor(), 0);
            QCOMPARE(state.stage(), Stage::Discharge);
            // As the leader, Anna stands on a throw worth 4 or more, or after two throws.
            const bool leader = state.seatToPlay() == state.leader();
            QCOMPARE(view.standButton()->isVisible(), leader);
            if (leader && (lt::dice421::tableValue(state.dice()) >= 4 || state.throwsMade() >= 2)) {
                QVERIFY(view.standButton()->isEnabled());
                QTest::mouseClick(view.standButton(), Qt::LeftButton);
                ++stands;
                continue;
            }
            // Otherwise she aims at 4-2-1: she keeps one 4, one 2 and one 1 by clicking them
            // and throws the rest again (at least one die always moves).
            DiceView* dice = view.diceView();
            const auto& faces = dice->faces();
            std::array<bool, 7> kept{};
            int keeping = 0;
            for (std::size_t i = 0; i < faces.size(); ++i) {
                const int face = faces[i];
                if ((face != 4 && face != 2 && face != 1) || kept[face] || keeping == 2) continue;
                kept[face] = true;
                ++keeping;
                QTest::mouseClick(dice, Qt::LeftButton, {},
                                  dice->dieRect(static_cast<int>(i)).center().toPoint());
                QVERIFY(dice->held()[i]);
                ++diceClicks;
            }
            QVERIFY(view.rollButton()->isEnabled());
            QTest::mouseClick(view.rollButton(), Qt::LeftButton);
            ++rerolls;
        }
        const auto& state = static_cast<const State421&>(controller.match().state());
        QVERIFY(state.isTerminal());
        QVERIFY(threwInTheCharge);
        QVERIFY(threwInTheDischarge);
        QVERIFY(rerolls > 0);
        QVERIFY(stands > 0);
        QVERIFY(diceClicks > 0);
        // Every human decision went through the board: the record holds one move per click.
        int humanMoves = 0;
        for (std::size_t i = 0; i < controller.match().ply(); ++i)
            if (controller.match().playedMove(i).actor == 0) ++humanMoves;
        QCOMPARE(humanMoves, rerolls + stands);
        // The tokens on the board are the game's, and the winner is announced.
        int total = view.tokenView()->pot();
        for (PlayerId seat = 0; seat < 3; ++seat) {
            QCOMPARE(view.tokenView()->tokens(seat), state.tokens(seat));
            total += state.tokens(seat);
        }
        QCOMPARE(total, 21);
        QVERIFY(state.loser().has_value());
        QVERIFY(view.turnLabel()->text().contains("win"));
    }
};

}  // namespace lt::shell::dice421

QTEST_MAIN(lt::shell::dice421::HumanPlay421Test)
#include "human_play_test.moc"
