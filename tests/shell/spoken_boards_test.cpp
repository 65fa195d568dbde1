// Screen readers (issue 23 item 11): the race, board and dice games say their whole position
// in words, as the seat looking sees it, read through Qt's accessibility API as assistive
// technology reads it: the pawns, squares, dice, sheets, cards and chips, never another
// seat's hand.
#include <QtGui/private/qguiapplication_p.h>
#include <qpa/qplatformaccessibility.h>
#include <qpa/qplatformintegration.h>
#include <QAccessible>
#include <QtTest>
#include <memory>

#include "games/dice_10000/dice_10000_board_view.h"
#include "games/dice_421/dice_421_board_view.h"
#include "games/dice_blackjack/dice_blackjack_board_view.h"
#include "games/dice_poker/dice_poker_board_view.h"
#include "games/goose/goose_board_view.h"
#include "games/ludo/ludo_board_view.h"
#include "games/morris/game.h"
#include "games/morris/morris_board_view.h"
#include "games/no_5_no_2/no_5_no_2_board_view.h"
#include "games/rectangle_race/race_board.h"
#include "games/sequence_kids/game.h"
#include "games/sequence_kids/sequence_kids_board.h"
#include "games/ship_captain_crew/ship_captain_crew_board_view.h"
#include "games/snakes_ladders/snakes_ladders_board_view.h"
#include "games/yam/yam_board_view.h"
#include "standard_games.h"

namespace lt::test {

// The test loads no translation: counted words stay as their source writes them ("2 pawn(s)"),
// which the English translation turns into "2 pawns".

namespace {

const std::vector<shell::SeatLook> kSeats = {
    {"Anna", Qt::red, true}, {"Bruno", Qt::blue, true}, {"Carla", Qt::darkGreen, true}};

// What a screen reader reads of `board` showing `state` to `viewer`: the accessible
// description (the position, then the viewer's choices when it is to move).
QString heard(shell::BoardView& board, const State& state, PlayerId viewer) {
    board.setSeats({kSeats.begin(), kSeats.begin() + state.numPlayers()});
    board.showState(state, viewer);
    board.setSpokenPosition(state, viewer);
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&board);
    return iface ? iface->text(QAccessible::Description) : QString();
}

}  // namespace

class BoardPositionsSpokenTest : public QObject {
    Q_OBJECT

  private:
    GameRegistry registry_ = makeStandardGames();

    const Game& game(const char* id) const {
        const Game* found = registry_.find(id);
        if (!found) qFatal("no game %s", id);
        return *found;
    }

    // A new game of `id` for `players`, then `moves` as the notation writes them (chance
    // outcomes included).
    std::unique_ptr<State> played(const char* id, int players, const QStringList& moves) const {
        auto state = game(id).newInitialState(Options(), players);
        for (const QString& text : moves) {
            const auto move = state->parseMove(text.toStdString());
            if (!move) qFatal("not a move here: %s", qPrintable(text));
            state->apply(*move);
        }
        return state;
    }

  private slots:
    void initTestCase() {
        // As a screen reader connecting does: the offscreen platform has no AT-SPI bridge.
        QPlatformAccessibility* platform =
            QGuiApplicationPrivate::platformIntegration()->accessibility();
        QVERIFY(platform);
        platform->setActive(true);
        QVERIFY(QAccessible::isActive());
    }

    // Each seat's pawns on the track by number, in the stable and home by count, and the die.
    void ludoSaysThePawnsAndTheDie() {
        ludo::LudoSetup setup;
        setup.numPlayers = 2;
        setup.pawns = {{ludo::kStable, 12, ludo::kFoot + 2, ludo::kCentre},
                       {ludo::kStable, ludo::kStable, 30, ludo::kFoot}};
        setup.turn = 0;
        setup.die = 5;
        auto state = ludo::LudoState::fromSetup(game("ludo"), ludo::Rules(), setup);
        shell::ludo::LudoBoardView board;
        QCOMPARE(heard(board, *state, 1),
                 QString("Anna: pawn 2 on square 12, pawn 3 on step 2, 1 pawn(s) in the stable, "
                         "1 pawn(s) home. Bruno: pawn 3 on square 30, pawn 4 at the foot of the "
                         "staircase, 2 pawn(s) in the stable. Die: 5."));
    }

    // Each seat's square and what it waits for; the dice once rolled.
    void gooseSaysTheSquaresAndTheWaits() {
        goose::GooseSetup setup;
        setup.numPlayers = 3;
        setup.pawns = {{31, true, true, 1, 0}, {19, true, false, 0, 1}, {40, true, false, 0, 0}};
        setup.turn = 2;
        auto state = goose::GooseState::fromSetup(game("goose"), goose::Rules(), setup);
        shell::goose::GooseBoardView board;
        QCOMPARE(heard(board, *state, 0),
                 QString("Anna: square 31, down the well, waiting for rescue. Bruno: square 19, "
                         "misses the next turn. Carla: square 40."));
        state->apply(goose::Roll{4, 2}.encode());
        QCOMPARE(heard(board, *state, 0),
                 QString("Anna: square 31, down the well, waiting for rescue. Bruno: square 19. "
                         "Carla: square 46. Dice: 4, 2."));
    }

    void snakesAndLaddersSaysTheSquaresAndTheDie() {
        snakes::SnakesSetup setup;
        setup.squares = {0, 27};
        auto state = snakes::SnakesState::fromSetup(game("snakes-ladders"), snakes::Rules(), setup);
        shell::snakes::SnakesBoardView board;
        QCOMPARE(heard(board, *state, 1), QString("Anna: at the start. Bruno: square 27."));
        state->apply(snakes::SnakesState::rollMove(3));
        QCOMPARE(heard(board, *state, 1), QString("Anna: square 3. Bruno: square 27. Die: 3."));
    }

    // Each seat's pawns by point and in hand.
    void morrisSaysThePawnsByPointAndInHand() {
        const auto& morris = dynamic_cast<const morris::MorrisGame&>(game("morris"));
        auto state = morris.stateFromPosition(Options(), "W:a1,d1,g1 B:b2,d2 H:6,7 T:B");
        shell::morris::MorrisBoardView board;
        QCOMPARE(heard(board, *state, 0),
                 QString("Anna: 3 pawn(s) on a1, d1, g1; 6 pawn(s) in hand. "
                         "Bruno: 2 pawn(s) on b2, d2; 7 pawn(s) in hand."));
    }

    // The new throw, the dice set aside, the turn total and the banked scores.
    void tenThousandSaysTheThrowAndTheDiceSetAside() {
        auto state = played("10000", 2, {"roll 1 1 5 3 4", "keep 1 1 roll", "roll 6 5 2"});
        shell::dice10000::TenkBoardView board;
        QCOMPARE(heard(board, *state, 1),
                 QString("Dice: 6, 5, 2. Set aside: 1, 1. Turn total: 200. "
                         "Scores: Anna: 0, Bruno: 0."));
    }

    void shipCaptainCrewSaysWhoIsAboardAndTheDice() {
        auto state = played("ship-captain-crew", 2, {"roll 6 5 3 2 1"});
        shell::shipcaptaincrew::SccBoardView board;
        QCOMPARE(heard(board, *state, 1),
                 QString("Aboard: the ship and the captain. Dice: 3, 2, 1. 2 throw(s) left. "
                         "Scores: Anna: 0, Bruno: 0."));
    }

    void noFiveNoTwoSaysTheThrowAndTheTurnTotal() {
        auto state = played("no-5-no-2", 2, {"roll 6 4 3 1", "roll 6 5 3 1"});
        shell::no5no2::N52BoardView board;
        QCOMPARE(heard(board, *state, 1),
                 QString("Dice: 6, 5, 3, 1. Set aside: 5. Turn total: 24. 3 die(s) to throw. "
                         "Scores: Anna: 0, Bruno: 0."));
    }

    // The thrower's dice, the hands of the round and the pot; tokens as the scores.
    void dicePokerSaysTheDiceTheHandsAndThePot() {
        auto state = played("dice-poker", 2, {"stake 1", "roll 6 6 4 2 1"});
        shell::dicepoker::PokerBoardView board;
        QCOMPARE(heard(board, *state, 1),
                 QString("Dice: 6, 6, 4, 2, 1. Pot: 2 token(s). Scores: Anna: 9, Bruno: 9."));
    }

    // The dice, those held, the throws left, the looking seat's sheet and the totals.
    void yamSaysTheDiceAndTheLookingSeatsSheet() {
        auto state =
            played("yam", 2, {"roll 3 3 3 1 6", "score tris free", "roll 1 2 3 4 5", "hold 3 4"});
        shell::yam::YamBoardView board;
        QCOMPARE(heard(board, *state, 0),
                 QString("Dice: 1, 2, 3, 4, 5. Held: 3, 4. 2 throw(s) left. "
                         "Anna, down column: no box filled, total 0. "
                         "Anna, up column: no box filled, total 0. "
                         "Anna, free column: Tris 25, total 25. Scores: Anna: 25, Bruno: 0."));
    }

    void diceBlackjackSaysTheThrowAndTheRound() {
        auto state = played("dice-blackjack", 2, {"roll 6 5 4"});
        shell::diceblackjack::BlackjackBoardView board;
        QCOMPARE(heard(board, *state, 1),
                 QString("Dice: 6, 5, 4. Anna: throwing, 15. Bruno: waiting. "
                         "Scores: Anna: 5, Bruno: 5."));
    }

    void fourTwoOneSaysTheThrowsOfTheRound() {
        auto state = played("dice-421", 2, {"roll 4 2 1"});
        shell::dice421::Board421View board;
        QCOMPARE(heard(board, *state, 1),
                 QString("Charge. Anna: 4, 2, 1 (421, worth 10). Pot: 21 token(s). "
                         "Scores: Anna: 0, Bruno: 0."));
    }

    // The card's rectangle, the places with room, the pawns down, the deck and the cards won.
    void rectangleRaceSaysTheCardAndTheFreeRectangles() {
        auto state = played("rectangle-race", 2, {"card 12"});
        const auto drop = state->parseMove("red 2 @900", 1);
        QVERIFY(drop);
        state->applyClaim(1, *drop);
        shell::rectangle_race::RaceBoard board;
        QCOMPARE(heard(board, *state, 0),
                 QString("Card: 36 by 16 mm. "
                         "Red board: place 1, 30 by 16; place 3, 52 by 32; place 4, 36 by 20; "
                         "place 5, 44 by 26; place 6, 74 by 12. "
                         "Yellow board: place 1, 74 by 16; place 2, 36 by 26; place 3, 30 by 20; "
                         "place 4, 44 by 32; place 5, 24 by 16; place 6, 62 by 12. "
                         "Green board: place 1, 74 by 20; place 2, 36 by 32; place 3, 24 by 20; "
                         "place 4, 52 by 12; place 5, 30 by 26; place 6, 62 by 16. "
                         "Blue board: place 1, 62 by 20; place 2, 44 by 12; place 3, 74 by 26; "
                         "place 4, 52 by 16; place 5, 30 by 32; place 6, 24 by 26. "
                         "Orange board: place 1, 36 by 12; place 2, 24 by 32; place 3, 44 by 16; "
                         "place 4, 62 by 26; place 5, 74 by 32; place 6, 52 by 20. "
                         "Purple board: place 1, 62 by 32; place 2, 30 by 12; place 3, 36 by 16; "
                         "place 4, 52 by 26; place 5, 44 by 20. "
                         "Bruno: pawn on the 24 by 12. 34 card(s) left in the deck. "
                         "Scores: Anna: 0, Bruno: 0."));
    }

    // The chips row by row and the looking seat's own hand, never the other's.
    void sequenceForKidsSaysTheChipsAndOnlyTheOwnHand() {
        namespace kids = sequence_kids;
        const auto& sk = dynamic_cast<const kids::SequenceKidsGame&>(game("sequence-kids"));
        kids::Table table;
        table.numPlayers = 2;
        table.phase = kids::Phase::Playing;
        table.turn = 1;
        table.chips.fill(kids::kNoChip);
        table.chips[kids::cellAt(0, 1)] = 0;
        table.chips[kids::cellAt(0, 3)] = 1;
        table.chips[kids::cellAt(2, 4)] = 0;
        table.discards.resize(2);
        table.handCounts = {3, 3};
        std::vector<kids::Cards> hands(2);
        hands[0].add(kids::cardOf(kids::Animal::Fox));
        hands[0].add(kids::kDragon);
        hands[0].add(kids::kUnicorn);
        hands[1].add(kids::cardOf(kids::Animal::Lion), 2);
        hands[1].add(kids::cardOf(kids::Animal::Owl));
        kids::Cards pile = kids::Cards::fullDeck();
        for (const auto& hand : hands)
            for (const kids::Card card : hand.list()) pile.remove(card);
        table.drawCount = pile.size();
        kids::SequenceKidsState state(sk, table, hands, pile);
        shell::sequence_kids::SequenceKidsBoard board;
        QCOMPARE(
            heard(board, state, 0),
            QString("Row 1: Anna on the kangaroo, column 2; Bruno on the parrot, column 4. "
                    "Row 3: Anna on the kangaroo, column 5. Your hand: fox, dragon, unicorn."));
        QCOMPARE(heard(board, state, shell::perspective::nobody),
                 QString("Row 1: Anna on the kangaroo, column 2; Bruno on the parrot, column 4. "
                         "Row 3: Anna on the kangaroo, column 5."));
    }
};

}  // namespace lt::test

QTEST_MAIN(lt::test::BoardPositionsSpokenTest)
#include "spoken_boards_test.moc"
