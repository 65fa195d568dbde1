// A whole game of dice poker between the three computer levels, through the real match
// controller and board (offscreen platform, instant pace): it ends, and the board shows the
// final tokens.
#include <QTest>

#include "../../support/play_table.h"
#include "app/match_controller.h"
#include "games/dice_poker/dice_poker_board_view.h"
#include "games/dice_poker/game.h"
#include "games/dice_poker/state.h"
#include "widgets/token_pot_view.h"

namespace lt::shell::dicepoker {

using lt::dicepoker::PokerState;

class PokerPlayTest : public QObject {
    Q_OBJECT

  private slots:
    void computersPlayAWholeGame() {
        lt::dicepoker::PokerGame game;
        Options options;
        options.set("tokens", "4");  // a short game: the test stays quick under sanitizers
        PokerBoardView view;
        const auto controller = lt::test::setUpMatch(view, {1000, 660}, game, options,
                                                     lt::test::threeComputers(game), 11);
        QVERIFY(controller);
        QVERIFY(lt::test::playToTheEnd(*controller, 90000));

        const auto& state = static_cast<const PokerState&>(controller->match().state());
        QVERIFY(state.isTerminal());
        int total = 0;
        bool someoneBroke = false;
        for (PlayerId seat = 0; seat < 3; ++seat) {
            QCOMPARE(view.tokenView()->tokens(seat), state.tokens(seat));
            total += state.tokens(seat);
            someoneBroke = someoneBroke || state.tokens(seat) == 0;
        }
        QCOMPARE(total, 12);
        QVERIFY(someoneBroke);
        QCOMPARE(view.tokenView()->pot(), 0);
        QVERIFY(view.turnLabel()->text().contains("win"));
        QVERIFY(state.roundsPlayed() >= 2);
    }
};

}  // namespace lt::shell::dicepoker

QTEST_MAIN(lt::shell::dicepoker::PokerPlayTest)
#include "play_test.moc"
