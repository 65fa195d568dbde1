// The Sequence for Kids board on the offscreen platform: clicks and keys give the right moves,
// hidden hands stay face down, and a human plays a whole game by clicks through the real match
// controller.
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

#include "app/match_controller.h"
#include "arrange.h"
#include "games/sequence_kids/moves.h"
#include "games/sequence_kids/sequence_kids_board.h"

using namespace lt;
using namespace lt::sequence_kids;
using lt::shell::sequence_kids::SequenceKidsBoard;

class SequenceKidsBoardTest : public QObject {
    Q_OBJECT

  private:
    SequenceKidsGame game_;

    static std::vector<shell::SeatLook> looks(int players) {
        std::vector<shell::SeatLook> seats;
        const char* names[] = {"Anna", "Bruno", "Carla", "Dario"};
        const QColor colours[] = {Qt::red, Qt::yellow, Qt::blue, Qt::green};
        for (int i = 0; i < players; ++i) seats.push_back({names[i], colours[i], true});
        return seats;
    }

    static QPoint cardPoint(const SequenceKidsBoard& board, int count, int index) {
        return board.layout().handCards(count).at(index).center().toPoint();
    }
    static QPoint cellPoint(const SequenceKidsBoard& board, const char* name) {
        return board.layout().cellRect(*cellFromName(name)).center().toPoint();
    }
    static QPushButton* passButton(SequenceKidsBoard& board) {
        for (auto* b : board.findChildren<QPushButton*>())
            if (b->text() == "Pass") return b;
        return nullptr;
    }
    void prepare(SequenceKidsBoard& board, const SequenceKidsState& state, PlayerId viewer) {
        board.resize(900, 600);
        board.setSeats(looks(state.numPlayers()));
        board.showState(state, viewer);
        board.requestMove(state.currentActor());
    }

  private slots:
    // The hand is sorted by kind: kangaroo ... owl, then dragon and unicorn.
    void aCardThenALitSpaceMakesTheMove() {
        SequenceKidsBoard board;
        const auto state = fixture::arrange(
            game_, {.hands = {"fox owl bear", "frog zebra panda"}, .chips = "r2c2:1"});
        prepare(board, state, 0);
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        // fox is card 0 (fox < bear < owl in kind order? fox 6, bear 14, owl 18).
        QTest::mouseClick(&board, Qt::LeftButton, {}, cardPoint(board, 3, 0));
        QCOMPARE(board.selectedCard(), std::optional<int>(0));
        // The covered fox space takes nothing; the free one takes the chip.
        QTest::mouseClick(&board, Qt::LeftButton, {}, cellPoint(board, "r2c2"));
        QCOMPARE(moves.count(), 0);
        QTest::mouseClick(&board, Qt::LeftButton, {}, cellPoint(board, "r4c5"));
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), *state.parseMove("fox r4c5"));
    }

    void anAnimalSpaceWhoseCardIsHeldPlaysAtOnce() {
        SequenceKidsBoard board;
        const auto state = fixture::arrange(game_, {.hands = {"fox owl bear", "frog zebra panda"}});
        prepare(board, state, 0);
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        QTest::mouseClick(&board, Qt::LeftButton, {}, cellPoint(board, "r6c4"));
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), *state.parseMove("owl r6c4"));
    }

    void aDeadCardGoesAwayWithOneClick() {
        SequenceKidsBoard board;
        const auto state = fixture::arrange(
            game_, {.hands = {"lion owl bear", "frog zebra panda"}, .chips = "r1c6:1 r5c5:1"});
        prepare(board, state, 0);
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        // lion (4) < bear (14) < owl (18): the lion is the first card.
        QTest::mouseClick(&board, Qt::LeftButton, {}, cardPoint(board, 3, 0));
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), *state.parseMove("dead lion"));
    }

    void theKeyboardPicksACardAndASpace() {
        SequenceKidsBoard board;
        const auto state =
            fixture::arrange(game_, {.hands = {"fox owl unicorn", "frog zebra panda"}});
        prepare(board, state, 0);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        board.setFocus();
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        // Unicorn is the third card: right twice, Enter; the cursor starts on its first space
        // (r1c2), then down and right to r2c3, Enter.
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(board.selectedCard(), std::optional<int>(2));
        QTest::keyClick(&board, Qt::Key_Down);
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Escape);
        QCOMPARE(board.selectedCard(), std::nullopt);
        QTest::keyClick(&board, Qt::Key_3);
        QTest::keyClick(&board, Qt::Key_Down);
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), *state.parseMove("unicorn r2c3"));
    }

    void onlyAPlayerWhoCannotPlaySeesPass() {
        SequenceKidsBoard board;
        const auto live = fixture::arrange(game_, {.hands = {"fox owl bear", "frog"}});
        prepare(board, live, 0);
        QVERIFY(passButton(board) && passButton(board)->isHidden());
        auto stuck = fixture::arrange(game_, {.hands = {"lion", "frog"}, .chips = "r1c6:1 r5c5:1"});
        Table table = stuck.table();
        table.replaced = table.replaceLimit;
        const SequenceKidsState spent(game_, table, {stuck.hand(0), stuck.hand(1)},
                                      stuck.drawPile());
        prepare(board, spent, 0);
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        QVERIFY(!passButton(board)->isHidden());
        passButton(board)->click();
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), passMove());
    }

    void handsShowOnlyToTheirOwner() {
        SequenceKidsBoard board;
        const auto state = fixture::arrange(game_, {.hands = {"fox owl bear", "frog zebra panda"}});
        board.setSeats(looks(2));
        board.showState(state, shell::perspective::nobody);
        QVERIFY(!board.handFaceUp());
        board.showState(state, 1);
        QCOMPARE(board.handSeat(), 1);
        QVERIFY(board.handFaceUp());
        board.showState(state, shell::perspective::everyone);
        QVERIFY(board.handFaceUp());
    }

    // A chip drops onto its space for a while (the controller waits), at once at pace 0.
    void aChipTakesItsTimeToLand() {
        SequenceKidsBoard board;
        board.setSeats(looks(2));
        board.resize(900, 600);
        const auto state = fixture::arrange(game_, {.hands = {"fox owl bear", "frog zebra panda"}});
        auto after = state;
        fixture::play(after, "fox r4c5");
        const Move move = *state.parseMove("fox r4c5");
        QSignalSpy finished(&board, &shell::BoardView::animationFinished);
        board.animateMove(state, move, after, 0, 0.2);
        QCOMPARE(finished.count(), 0);
        QVERIFY(finished.wait(3000));
        board.animateMove(state, move, after, 0, 0);
        QCOMPARE(finished.count(), 2);
        // A chance card shows at once.
        auto drawn = after;
        fixture::play(drawn, "draw lion");
        board.animateMove(after, *after.parseMove("draw lion"), drawn, 0, 1);
        QCOMPARE(finished.count(), 3);
    }

    void describesMovesInWords() {
        SequenceKidsBoard board;
        board.setSeats(looks(2));
        auto state = fixture::arrange(
            game_, {.hands = {"parrot unicorn dragon", "frog"}, .chips = "r1c2:0 r1c3:0 r3c3:1"});
        auto after = state;
        fixture::play(after, "dragon r3c3");
        QCOMPARE(board.describeMove(state, *state.parseMove("dragon r3c3"), after),
                 QString("Anna played a dragon: Bruno loses the chip on the tiger space"));
        after = state;
        fixture::play(after, "parrot r1c4");
        QCOMPARE(board.describeMove(state, *state.parseMove("parrot r1c4"), after),
                 QString("Anna put a chip on the parrot space — four in a row!"));
    }

    // Anna plays every move by clicks against the easy computer, through the real controller.
    void aHumanPlaysAWholeGameByClicks() {
        SequenceKidsBoard board;
        auto seats = looks(2);
        seats[1].human = false;
        board.setSeats(seats);
        board.resize(900, 600);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        shell::MatchController controller(
            Match(game_, {}, {SeatSpec{true, "Anna", "", ""}, SeatSpec{false, "Bruno", "easy", ""}},
                  11),
            &board);
        controller.setPace(0);
        controller.start();
        int clicked = 0;
        for (int step = 0; step < 20000 && !controller.match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            if (!controller.waitingForMove() || controller.animating()) continue;
            const auto& state = dynamic_cast<const SequenceKidsState&>(controller.match().state());
            if (state.currentActor() != 0) continue;
            const std::size_t plies = controller.match().ply();
            const Move move = state.legalMoves().back();
            const auto hand = state.hand(0).list();
            const int count = static_cast<int>(hand.size());
            switch (kindOf(move)) {
                case MoveKind::Pass:
                    QTest::mouseClick(passButton(board), Qt::LeftButton);
                    break;
                case MoveKind::DeadCard:
                case MoveKind::Place:
                case MoveKind::Dragon: {
                    const Card card = kindOf(move) == MoveKind::Dragon ? kDragon : cardOfMove(move);
                    const int index =
                        static_cast<int>(std::find(hand.begin(), hand.end(), card) - hand.begin());
                    QTest::mouseClick(&board, Qt::LeftButton, {}, cardPoint(board, count, index));
                    if (kindOf(move) != MoveKind::DeadCard)
                        QTest::mouseClick(
                            &board, Qt::LeftButton, {},
                            board.layout().cellRect(cellOfMove(move)).center().toPoint());
                    break;
                }
                case MoveKind::ChanceCard:
                    QFAIL("a chance card is no move of Anna's");
            }
            QVERIFY(controller.match().ply() > plies);
            QCOMPARE(controller.match().record().moves.at(plies).notation,
                     state.moveToString(move));
            ++clicked;
        }
        QVERIFY(controller.match().state().isTerminal());
        int annas = 0;
        for (std::size_t i = 0; i < controller.match().ply(); ++i)
            annas += controller.match().stateAt(i)->currentActor() == 0;
        QCOMPARE(clicked, annas);
        QVERIFY(clicked > 5);
    }
};

QTEST_MAIN(SequenceKidsBoardTest)
#include "board_test.moc"
