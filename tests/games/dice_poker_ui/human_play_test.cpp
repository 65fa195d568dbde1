// A whole game of dice poker where Anna plays only through the board (the stake buttons, its
// Roll button, clicks on the dice to keep them, "Roll again" and "Stand") against a Medium
// and a Hard computer, with the real match controller in charge (offscreen platform, instant
// pace).
#include <QSignalSpy>
#include <QTest>
#include <array>

#include "app/match_controller.h"
#include "games/dice_poker/dice_poker_board_view.h"
#include "games/dice_poker/game.h"
#include "games/dice_poker/hands.h"
#include "games/dice_poker/state.h"
#include "widgets/dice_view.h"
#include "widgets/token_pot_view.h"

namespace lt::shell::dicepoker {

using lt::dicepoker::Combination;
using lt::dicepoker::Phase;
using lt::dicepoker::PokerState;

class PokerHumanPlayTest : public QObject {
    Q_OBJECT

  private slots:
    void humanPlaysAWholeGameByClicks() {
        lt::dicepoker::PokerGame game;
        Options options;
        options.set("tokens", "4");  // a short game: the test stays quick under sanitizers
        PokerBoardView view;
        view.setSeats({{"Anna", QColor(214, 47, 47), true},
                       {"Medium", QColor(42, 111, 214), false},
                       {"Hard", QColor(46, 158, 74), false}});
        view.resize(1000, 660);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        MatchController controller(
            Match(game, options,
                  {SeatSpec{true, "Anna", "", ""}, SeatSpec{false, "Medium", "medium", ""},
                   SeatSpec{false, "Hard", "hard", ""}},
                  3),
            &view);
        controller.setPace(0);
        controller.start();

        int rolls = 0, stakes = 0, rerolls = 0, stands = 0, diceClicks = 0;
        for (int step = 0; step < 40000 && !controller.match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            if (controller.canRoll()) {
                // The board's own Roll button is the way to throw: it must be shown and live.
                QVERIFY(view.rollButton()->isVisible());
                QVERIFY(view.rollButton()->isEnabled());
                QTest::mouseClick(view.rollButton(), Qt::LeftButton);
                ++rolls;
                continue;
            }
            if (!controller.waitingForMove()) continue;
            const auto& state = static_cast<const PokerState&>(controller.match().state());
            QCOMPARE(state.currentActor(), 0);
            if (state.phase() == Phase::Stake) {
                // Anna starts a round: she stakes 1 and 2 tokens in turn.
                QPushButton* stake = view.stakeButton(1 + stakes % 2);
                QVERIFY(stake->isVisible());
                QVERIFY(stake->isEnabled());
                QTest::mouseClick(stake, Qt::LeftButton);
                ++stakes;
                continue;
            }
            // Anna stands with two pairs or better; otherwise she keeps every die of a pair
            // (or, with none, her highest die) by clicking it and throws the others again.
            QVERIFY(view.standButton()->isEnabled());
            if (lt::dicepoker::combinationOf(state.dice()) >= Combination::TwoPairs) {
                QTest::mouseClick(view.standButton(), Qt::LeftButton);
                ++stands;
                continue;
            }
            DiceView* dice = view.diceView();
            const auto& faces = dice->faces();
            std::array<int, 7> seen{};
            int highest = 0;
            for (int face : faces) ++seen[face], highest = std::max(highest, face);
            const bool pairs =
                std::any_of(seen.begin() + 1, seen.end(), [](int n) { return n > 1; });
            bool heldHighest = false;
            for (std::size_t i = 0; i < faces.size(); ++i) {
                const bool keep =
                    pairs ? seen[faces[i]] > 1 : (faces[i] == highest && !heldHighest);
                if (!keep) continue;
                heldHighest = true;
                QTest::mouseClick(dice, Qt::LeftButton, {},
                                  dice->dieRect(static_cast<int>(i)).center().toPoint());
                QVERIFY(dice->held()[i]);
                ++diceClicks;
            }
            QVERIFY(view.rollButton()->isEnabled());
            QTest::mouseClick(view.rollButton(), Qt::LeftButton);
            ++rerolls;
        }
        const auto& state = static_cast<const PokerState&>(controller.match().state());
        QVERIFY(state.isTerminal());
        QVERIFY(stakes > 0);
        QVERIFY(rolls > stakes);
        QVERIFY(rerolls > 0);
        QVERIFY(stands > 0);
        QVERIFY(diceClicks > 0);
        // Every human decision went through the board: the record holds one move per click.
        int humanMoves = 0;
        for (std::size_t i = 0; i < controller.match().ply(); ++i)
            if (controller.match().playedMove(i).actor == 0) ++humanMoves;
        QCOMPARE(humanMoves, stakes + rerolls + stands);
        // The tokens on the board are the game's, and the winner is announced.
        int total = 0;
        for (PlayerId seat = 0; seat < 3; ++seat) {
            QCOMPARE(view.tokenView()->tokens(seat), state.tokens(seat));
            total += state.tokens(seat);
        }
        QCOMPARE(total, 12);
        QVERIFY(view.turnLabel()->text().contains("win"));
    }
};

}  // namespace lt::shell::dicepoker

QTEST_MAIN(lt::shell::dicepoker::PokerHumanPlayTest)
#include "human_play_test.moc"
