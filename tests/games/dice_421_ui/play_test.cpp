// A whole game of 421 between the three computer levels, through the real match controller
// and board (offscreen platform, instant pace): it ends with a winner, and the board shows the
// final tokens.
#include <QTest>

#include "../../support/play_table.h"
#include "app/match_controller.h"
#include "games/dice_421/dice_421_board_view.h"
#include "games/dice_421/game.h"
#include "games/dice_421/state.h"
#include "widgets/token_pot_view.h"

namespace lt::shell::dice421 {

using lt::dice421::State421;

class Play421Test : public QObject {
    Q_OBJECT

  private slots:
    void computersPlayAWholeGame() {
        lt::dice421::Game421 game;
        Board421View view;
        const auto controller =
            lt::test::setUpMatch(view, {1000, 660}, game, {}, lt::test::threeComputers(game), 5);
        QVERIFY(controller);
        QVERIFY(lt::test::playToTheEnd(*controller, 90000));

        const auto& state = static_cast<const State421&>(controller->match().state());
        QVERIFY(state.isTerminal());
        int total = view.tokenView()->pot();
        for (PlayerId seat = 0; seat < 3; ++seat) {
            QCOMPARE(view.tokenView()->tokens(seat), state.tokens(seat));
            total += state.tokens(seat);
        }
        QCOMPARE(total, 21);
        QVERIFY(state.loser().has_value());
        QCOMPARE(state.tokens(*state.loser()), 21);
        QVERIFY(view.turnLabel()->text().contains("win"));
    }
};

}  // namespace lt::shell::dice421

QTEST_MAIN(lt::shell::dice421::Play421Test)
#include "play_test.moc"
