// A whole game of 10 000 where Anna plays only through the board (its Roll button, clicks on
// the dice, Keep and roll / Keep and bank) against a computer, with the real match controller
// in charge (offscreen platform, instant pace).
#include <QTest>
#include <array>

#include "app/match_controller.h"
#include "games/dice_10000/dice_10000_board_view.h"
#include "games/dice_10000/game.h"
#include "games/dice_10000/state.h"
#include "widgets/dice_view.h"

namespace lt::shell::dice10000 {

using lt::dice10000::TenkState;

class TenkPlayTest : public QObject {
    Q_OBJECT

  private slots:
    void humanPlaysAWholeGameByClicks() {
        lt::dice10000::TenkGame game;
        TenkBoardView view;
        view.setSeats({{"Anna", QColor(214, 47, 47), true}, {"Bot", QColor(41, 128, 185), false}});
        view.resize(1000, 640);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        MatchController controller(
            Match(game, {}, {SeatSpec{true, "Anna", "", ""}, SeatSpec{false, "Bot", "easy", ""}},
                  11),
            &view);
        controller.setPace(0);
        controller.start();

        int rolls = 0, keeps = 0, banks = 0;
        for (int step = 0; step < 20000 && !controller.match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            if (controller.canRoll()) {
                // The board's own Roll button is the way to throw: it must be live.
                QVERIFY(view.rollButton()->isEnabled());
                QTest::mouseClick(view.rollButton(), Qt::LeftButton);
                ++rolls;
                continue;
            }
            if (!controller.waitingForMove()) continue;
            // Anna sets aside every 1 and 5 (or, with none, the dice of a three of a kind) by
            // clicking them, then banks from 350 once open, otherwise throws on.
            const auto& state = static_cast<const TenkState&>(controller.match().state());
            DiceView* dice = view.diceView();
            const auto& faces = dice->faces();
            std::size_t aside = 0;  // the dice set aside earlier come first on the board
            for (int count : state.setAside()) aside += static_cast<std::size_t>(count);
            std::array<int, 7> seen{};
            for (std::size_t i = aside; i < faces.size(); ++i)
                if (faces[i] > 0) ++seen[faces[i]];
            const bool singles = seen[1] > 0 || seen[5] > 0;
            for (std::size_t i = aside; i < faces.size(); ++i) {
                const int face = faces[i];
                if (face == 0) continue;
                if (singles ? (face == 1 || face == 5) : seen[face] >= 3)
                    QTest::mouseClick(dice, Qt::LeftButton, {},
                                      dice->dieRect(static_cast<int>(i)).center().toPoint());
            }
            const bool bank =
                view.bankButton()->isEnabled() && state.turnTotal() + 100 >= 350 && rolls % 2;
            QPushButton* button = bank ? view.bankButton() : view.rollButton();
            QVERIFY2(button->isEnabled(), qPrintable(QString::fromStdString(state.toString())));
            QTest::mouseClick(button, Qt::LeftButton);
            ++(bank ? banks : keeps);
        }
        QVERIFY(controller.match().state().isTerminal());
        QVERIFY(rolls > 10);
        QVERIFY(keeps > 0);
        QVERIFY(banks > 0);
        // Every human decision went through the board: the record holds one move per click.
        int humanMoves = 0;
        for (std::size_t i = 0; i < controller.match().ply(); ++i)
            if (controller.match().playedMove(i).actor == 0) ++humanMoves;
        QCOMPARE(humanMoves, keeps + banks);
    }
};

}  // namespace lt::shell::dice10000

QTEST_MAIN(lt::shell::dice10000::TenkPlayTest)
#include "play_test.moc"
