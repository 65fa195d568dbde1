// The Barbu table on its own: the dealer's choice offers only the open contracts and takes
// them by click or by arrows and Enter, cards are refused with a reason, keyboard play, the
// last trick and the score sheet, and hidden cards that never reach the screen or the status
// bar.
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

#include "arrange.h"
#include "games/barbu/barbu_board.h"
#include "games/barbu/moves.h"

using namespace lt;
using namespace lt::barbu;
using lt::shell::barbu::BarbuBoard;

class BarbuBoardTest : public QObject {
    Q_OBJECT

  private:
    BarbuGame game_;

    static const std::vector<std::string>& deal() {
        static const std::vector<std::string> hands = {
            "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2H", "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2C",
            "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2D", "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"};
        return hands;
    }

    static void setUp(BarbuBoard& board) {
        board.resize(1000, 560);
        std::vector<shell::SeatLook> seats;
        for (const char* name : {"Anna", "Bruno", "Carla", "Dario"})
            seats.push_back({name, QColor(200, 60, 50), true});
        board.setSeats(seats);
    }

    static void askToMove(BarbuBoard& board, const State& state, PlayerId seat) {
        board.showState(state, seat);
        board.requestMove(seat);
    }

    // The buttons of the contracts' row that are shown.
    static QStringList visibleButtons(QWidget& parent) {
        QStringList texts;
        for (auto* b : parent.findChildren<QPushButton*>())
            if (b->isVisibleTo(&parent) && b->parentWidget() != &parent) texts << b->text();
        texts.sort();
        return texts;
    }

    // A button of the table itself (Last trick, Score sheet), or of the contracts' row.
    static QPushButton* button(QWidget& parent, const QString& text, bool ofTheTable = true) {
        for (auto* b : parent.findChildren<QPushButton*>())
            if (b->text() == text && b->isVisibleTo(&parent) &&
                (b->parentWidget() == &parent) == ofTheTable)
                return b;
        return nullptr;
    }

    static QPoint cardPoint(const BarbuBoard& board, int index) {
        const auto rects = board.geometry().handCards(static_cast<int>(board.shownHand().size()));
        const QRectF r = rects.at(static_cast<std::size_t>(index));
        const qreal right = static_cast<std::size_t>(index) + 1 < rects.size()
                                ? rects[static_cast<std::size_t>(index) + 1].left()
                                : r.right();
        return QPointF((r.left() + right) / 2, r.center().y()).toPoint();
    }

  private slots:
    void theDealerIsOfferedOnlyTheOpenContracts() {
        // Test case 8: round 2, Hearts and Salad played: Tricks, Queens, Barbu, Last trick.
        BarbuBoard board;
        setUp(board);
        const auto state =
            fixture::arrange(game_, deal(), 8, std::nullopt, {Contract::Hearts, Contract::Salad});
        askToMove(board, state, 1);
        QVERIFY(board.offeredContracts() ==
                (std::vector<Contract>{Contract::Tricks, Contract::Queens, Contract::Barbu,
                                       Contract::LastTrick}));
        QCOMPARE(visibleButtons(board), (QStringList{"Barbu", "Last trick", "Queens", "Tricks"}));
        QCOMPARE(board.message(), QString("You deal: choose the contract of this deal."));
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        // Arrows and Enter: Tricks → Queens → Barbu.
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), contractMove(Contract::Barbu));
        QVERIFY(visibleButtons(board).isEmpty());
        // And by a click.
        askToMove(board, state, 1);
        button(board, "Last trick", false)->click();
        QCOMPARE(moves.count(), 2);
        QCOMPARE(moves.at(1).at(0).value<Move>(), contractMove(Contract::LastTrick));
    }

    void theContractButtonsStayHiddenForTheOthers() {
        BarbuBoard board;
        setUp(board);
        const auto state = fixture::arrange(game_, deal(), 0, std::nullopt);
        board.showState(state, 2);
        QVERIFY(board.offeredContracts().empty());
        QVERIFY(visibleButtons(board).isEmpty());
    }

    void cardsThatMayNotBePlayedAreRefusedWithAReason() {
        // Test case 2: 5♣ led; 9♣ and K♦ in hand: the K♦ is refused.
        BarbuBoard board;
        setUp(board);
        auto state =
            fixture::arrange(game_, {"5C 2D", "KD 9C", "AH 3D", "2C 4D"}, 0, Contract::Tricks);
        fixture::play(state, "play 5C");
        askToMove(board, state, 1);
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        QVERIFY(board.shownHand() == fixture::handOf("9C KD").cards());
        QTest::mouseClick(&board, Qt::LeftButton, {}, cardPoint(board, 1));
        QCOMPARE(moves.count(), 0);
        QCOMPARE(board.message(), QString("You must follow suit: play a ♣."));
        QTest::mouseClick(&board, Qt::LeftButton, {}, cardPoint(board, 0));
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), playMove(cards::parseCardOrThrow("9C")));
    }

    void arrowsAndEnterPlayTheChosenCard() {
        BarbuBoard board;
        setUp(board);
        auto state =
            fixture::arrange(game_, {"5C 2D", "KD 9C", "AH 3D", "2C 4D"}, 0, Contract::Tricks);
        fixture::play(state, "play 5C");
        fixture::play(state, "play 9C");
        askToMove(board, state, 2);
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        // No club: any card; the cursor starts on the first, 3♦; Right reaches the A♥.
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), playMove(cards::parseCardOrThrow("AH")));
    }

    void theLastTrickAndTheScoreSheetOpenOnDemand() {
        BarbuBoard board;
        setUp(board);
        auto state =
            fixture::arrange(game_, {"5C 2D", "KD 9C", "AH 3D", "2C 4D"}, 0, Contract::Tricks);
        board.showState(state, 0);
        QVERIFY(!button(board, "Last trick")->isEnabled());
        for (const char* move : {"play 5C", "play 9C", "play AH", "play 2C"})
            fixture::play(state, move);
        board.showState(state, 0);
        button(board, "Last trick")->click();
        QVERIFY(board.showingLastTrick());
        button(board, "Score sheet")->click();
        QVERIFY(board.showingScoreSheet());
        QTest::mouseClick(&board, Qt::LeftButton, {}, QPoint(300, 300));
        QVERIFY(!board.showingScoreSheet());
    }

    void hiddenCardsNeverReachTheScreen() {
        BarbuBoard board;
        setUp(board);
        const auto state = fixture::arrange(game_, deal(), 0, Contract::Queens);
        board.showState(state, shell::perspective::nobody);
        QVERIFY(board.shownHand().empty());
        board.showState(state, 3);
        QVERIFY(board.shownHand() == state.hand(3).cards());
        // Dealing is described without naming the card.
        auto fresh = game_.newInitialState({}, 4);
        const auto before = fresh->clone();
        const Move first = fresh->chanceOutcomes().front().move;
        fresh->apply(first);
        const QString text = board.describeMove(*before, first, *fresh);
        QCOMPARE(text, QString("Dealing to Bruno"));
    }

    void theTableFitsTheBoardOfA1024By600Window() {
        // 660 × 452 is what the board gets in a 1024 × 600 window.
        BarbuBoard board;
        setUp(board);
        board.resize(660, 452);
        const auto state = fixture::arrange(game_, deal(), 0, Contract::Queens);
        board.showState(state, 0);
        const auto t = board.geometry();
        const QRectF inside = t.playArea.adjusted(-0.5, -0.5, 0.5, 0.5);
        for (const QRectF& card : t.handCards(13)) QVERIFY(inside.contains(card));
        for (const QRectF& plate : t.plates) QVERIFY(inside.contains(plate));
        QVERIFY(t.panel.right() <= 660.5 && t.panel.bottom() <= 452.5);
        QVERIFY(t.panelButtons.top() > 200);  // room for the contract and the sheet above
    }
};

QTEST_MAIN(BarbuBoardTest)
#include "board_test.moc"
