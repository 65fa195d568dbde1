// The Oh Hell table on its own: the bid pad with the dealer's forbidden bid, cards refused with
// a reason, keyboard play, the last trick and the score sheet, and hidden cards that never
// reach the screen or the status bar.
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

#include "arrange.h"
#include "games/oh_hell/moves.h"
#include "games/oh_hell/oh_hell_board.h"
#include "games/trick_table/table_geometry.h"
#include "widgets/card_deck.h"

using namespace lt;
using namespace lt::oh_hell;
using lt::shell::oh_hell::OhHellBoard;

class OhHellBoardTest : public QObject {
    Q_OBJECT

  private:
    OhHellGame game_;

    static std::vector<shell::SeatLook> looks(int players) {
        std::vector<shell::SeatLook> seats;
        const char* names[] = {"Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio"};
        for (int i = 0; i < players; ++i) seats.push_back({names[i], QColor(200, 60, 50), true});
        return seats;
    }

    // The table the tests use: four seats on a 1000 x 560 board.
    static void setUpFourSeats(OhHellBoard& board) {
        board.resize(1000, 560);
        board.setSeats(looks(4));
    }

    // Shows `state` to `seat` and asks that seat for a move.
    static void askToMove(OhHellBoard& board, const State& state, PlayerId seat) {
        board.showState(state, seat);
        board.requestMove(seat);
    }

    static QPushButton* button(QWidget& parent, const QString& text) {
        for (auto* b : parent.findChildren<QPushButton*>())
            if (b->text() == text && !b->isHidden()) return b;
        return nullptr;
    }

    // The visible part of card `index` of the bottom hand.
    static QPoint cardPoint(const OhHellBoard& board, int index) {
        const auto rects = board.geometry().handCards(static_cast<int>(board.shownHand().size()));
        const QRectF r = rects.at(static_cast<std::size_t>(index));
        const qreal right = static_cast<std::size_t>(index) + 1 < rects.size()
                                ? rects[static_cast<std::size_t>(index) + 1].left()
                                : r.right();
        return QPointF((r.left() + right) / 2, r.center().y()).toPoint();
    }

  private slots:
    void theDealersForbiddenBidIsDisabledAndRefused() {
        // Test case 3: bids 1, 0, 1 with 3 cards: the dealer may not bid 1.
        OhHellBoard board;
        setUpFourSeats(board);
        const auto state = fixture::arrange(game_, {"AS KS QS", "AH KH QH", "AD KD QD", "AC KC QC"},
                                            "2H", 3, {1, 0, 1});
        askToMove(board, state, 3);
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        QPushButton* one = button(board, "1");
        QVERIFY(one && !one->isEnabled());
        QVERIFY(!one->toolTip().isEmpty());
        QVERIFY(button(board, "3") && button(board, "3")->isEnabled());
        QVERIFY(!button(board, "4"));  // no more bids than cards
        QVERIFY(board.message().contains("may not bid 1"));
        QTest::keyClick(&board, Qt::Key_1);
        QCOMPARE(moves.count(), 0);
        QVERIFY(board.message().contains("may not bid 1"));
        button(board, "2")->click();
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), bidMove(2));
    }

    // Each bid from 0 to the hand's size is a button of its own, side by side on the table:
    // a click where a button is drawn reaches that button. They were all stacked at one place,
    // so only the highest bid could be clicked (seen on a screenshot: one "1" and no "0").
    void everyBidIsAButtonOfItsOwnOnTheTable() {
        const std::string ranks12 = "A K Q J 10 9 8 7 6 5 4 3";
        const auto suited = [&](char suit) {
            std::string hand;
            for (std::size_t i = 0, j; i < ranks12.size(); i = j + 1) {
                j = std::min(ranks12.find(' ', i), ranks12.size());
                hand += ranks12.substr(i, j - i) + suit + (j < ranks12.size() ? " " : "");
            }
            return hand;
        };
        // Three cards on a large board; twelve on the board's share of a 1024 x 600 window.
        const std::vector<std::pair<QSize, std::vector<std::string>>> cases{
            {QSize(1000, 560), {"AS KS QS", "AH KH QH", "AD KD QD", "AC KC QC"}},
            {QSize(660, 390), {suited('S'), suited('H'), suited('D'), suited('C')}}};
        for (const auto& [size, hands] : cases) {
            OhHellBoard board;
            board.setSeats(looks(4));
            board.resize(size);
            board.show();
            QVERIFY(QTest::qWaitForWindowExposed(&board));
            const auto state = fixture::arrange(game_, hands, "2H", 3, {});
            askToMove(board, state, 0);
            const int cards = static_cast<int>(fixture::handOf(hands[0]).size());
            std::vector<QRect> places;
            for (int bid = 0; bid <= cards; ++bid) {
                QPushButton* b = button(board, QString::number(bid));
                QVERIFY2(b && b->isVisible(), qPrintable(QString::number(bid)));
                const QRect place(b->mapTo(&board, QPoint(0, 0)), b->size());
                QVERIFY2(board.rect().contains(place), qPrintable(QString::number(bid)));
                QVERIFY(place.width() >= 24 && place.height() >= 20);
                for (const QRect& other : places) QVERIFY(!other.intersects(place));
                QCOMPARE(board.childAt(place.center()), b);
                places.push_back(place);
            }
            QSignalSpy moves(&board, &shell::BoardView::moveChosen);
            QTest::mouseClick(board.childAt(places[0].center()), Qt::LeftButton);
            QCOMPARE(moves.count(), 1);
            QCOMPARE(moves.at(0).at(0).value<Move>(), bidMove(0));
        }
    }

    void cardsThatMayNotBePlayedAreRefusedWithAReason() {
        // Test case 5: trump ♠, hearts led, no hearts: the K♦ is refused, the 3♠ played.
        OhHellBoard board;
        setUpFourSeats(board);
        auto state =
            fixture::arrange(game_, {"2C 4C", "10H 5D", "3S KD", "9H 6D"}, "5S", 0, {0, 1, 0, 1});
        fixture::play(state, "play 10♥");
        askToMove(board, state, 2);
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        QCOMPARE(board.shownHand().size(), 2u);  // K♦ 3♠
        QTest::mouseClick(&board, Qt::LeftButton, {}, cardPoint(board, 0));
        QCOMPARE(moves.count(), 0);
        QCOMPARE(board.message(), QString("You have no ♥, so you must play a trump (♠)."));
        QTest::mouseClick(&board, Qt::LeftButton, {}, cardPoint(board, 1));
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), playMove(cards::parseCardOrThrow("3S")));
    }

    void arrowsAndEnterPlayTheChosenCard() {
        OhHellBoard board;
        setUpFourSeats(board);
        auto state =
            fixture::arrange(game_, {"2C 4C", "10H 5D", "KH 3S", "9H 6D"}, "5S", 0, {0, 1, 0, 1});
        fixture::play(state, "play 10♥");
        askToMove(board, state, 2);
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        // Hand K♥ 3♠; the cursor starts on the K♥, the only card that follows suit.
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(moves.count(), 0);
        QCOMPARE(board.message(), QString("You must follow suit: play a ♥."));
        QTest::keyClick(&board, Qt::Key_Left);
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), playMove(cards::parseCardOrThrow("KH")));
    }

    void theLastTrickAndTheScoreSheetOpenOnDemand() {
        OhHellBoard board;
        setUpFourSeats(board);
        auto state =
            fixture::arrange(game_, {"AH 2C", "10H 3C", "KH 4C", "3S 5C"}, "5S", 0, {1, 0, 1, 0});
        board.showState(state, 0);
        QVERIFY(!button(board, "Last trick")->isEnabled());
        for (const char* move : {"play 10♥", "play K♥", "play 3♠", "play A♥"})
            fixture::play(state, move);
        board.showState(state, 0);
        QPushButton* last = button(board, "Last trick");
        QVERIFY(last->isEnabled());
        last->click();
        QVERIFY(board.showingLastTrick());
        button(board, "Score sheet")->click();
        QVERIFY(board.showingScoreSheet());
        QVERIFY(!button(board, "Score sheet"));                           // covered by the sheet
        QTest::mouseClick(&board, Qt::LeftButton, {}, QPoint(300, 200));  // closes it
        QVERIFY(!board.showingScoreSheet());
    }

    void everythingStaysOnTheTableFromTheSmallestSizeUp() {
        const shell::CardDeckRenderer deck;
        for (const QSizeF size : {QSizeF(560, 380), QSizeF(660, 452), QSizeF(1000, 560)}) {
            for (int players = 3; players <= 6; ++players) {
                const auto t =
                    shell::trick_table::layOutTable(size, players, 0, deck.aspectRatio());
                const QRectF inside = t.playArea.adjusted(-0.5, -0.5, 0.5, 0.5);
                // The longest hand: 17 cards with three players.
                for (const QRectF& card : t.handCards(51 / players)) QVERIFY(inside.contains(card));
                for (PlayerId p = 0; p < players; ++p) {
                    QVERIFY2(inside.contains(t.plates[p]), qPrintable(QString("seat %1").arg(p)));
                    for (PlayerId q = p + 1; q < players; ++q)
                        QVERIFY(!t.plates[p].intersects(t.plates[q]));
                    const QRectF card(t.trickPlaces[p] - QPointF(t.trickCard.width() / 2,
                                                                 t.trickCard.height() / 2),
                                      t.trickCard);
                    QVERIFY(inside.contains(card));
                    QVERIFY(card.bottom() <= t.message.top());
                }
                QVERIFY(t.panel.left() >= t.playArea.right() - 0.5);
            }
        }
    }

    // Six players at 1024 x 600: the line of the bids' sum touched the Last trick button.
    void theBidsSumStaysAboveThePanelsButtons() {
        const shell::CardDeckRenderer deck;
        for (const QSizeF size : {QSizeF(560, 380), QSizeF(660, 452), QSizeF(1000, 560)}) {
            for (int players = 3; players <= 6; ++players) {
                const auto t =
                    shell::trick_table::layOutTable(size, players, 0, deck.aspectRatio());
                const qreal row = OhHellBoard::panelRowHeight(t, players);
                // The header, the players' rows, a 2-pixel gap, then the sum's line.
                const qreal sumBottom = t.panelTable.top() + (players + 2) * row + 2;
                QVERIFY2(sumBottom <= t.panelButtons.top() - 4,
                         qPrintable(QString("%1 players: %2 > %3")
                                        .arg(players)
                                        .arg(sumBottom)
                                        .arg(t.panelButtons.top() - 4)));
                QVERIFY(row >= 12);  // still readable
            }
        }
    }

    void hiddenCardsNeverReachTheScreen() {
        // Seat 3 holds 6♦ or 7♦: seat 0's picture must not change; the hand-over screen's
        // neither, and it hides even the bottom player's cards.
        const auto a =
            fixture::arrange(game_, {"2C 4C", "10H 5D", "3S KD", "9H 6D"}, "5S", 0, {0, 1, 0, 1});
        const auto b =
            fixture::arrange(game_, {"2C 4C", "10H 5D", "3S KD", "9H 7D"}, "5S", 0, {0, 1, 0, 1});
        const auto c =
            fixture::arrange(game_, {"2C 3C", "10H 5D", "3S KD", "9H 6D"}, "5S", 0, {0, 1, 0, 1});
        auto picture = [this](const OhHellState& state, PlayerId viewer) {
            OhHellBoard board;
            setUpFourSeats(board);
            board.showState(state, viewer);
            return board.grab().toImage();
        };
        QCOMPARE(picture(a, 0), picture(b, 0));
        QCOMPARE(picture(a, shell::perspective::nobody), picture(c, shell::perspective::nobody));
        QVERIFY(picture(a, 0) != picture(c, 0));
    }

    void describesMovesWithoutNamingDealtCards() {
        OhHellBoard board;
        board.setSeats(looks(3));
        auto start = game_.newInitialState({}, 3);
        auto dealing = start->clone();
        fixture::play(*dealing, "dealer 0");
        QCOMPARE(board.describeMove(*start, *start->parseMove("dealer 0"), *dealing),
                 QString("Anna deals"));
        auto dealt = dealing->clone();
        fixture::play(*dealt, "deal A♠");
        const QString text = board.describeMove(*dealing, *dealing->parseMove("deal A♠"), *dealt);
        QCOMPARE(text, QString("Dealing to Bruno"));
        auto trick =
            fixture::arrange(game_, {"AH 2C", "10H 3C", "KH 4C", "3S 5C"}, "5S", 0, {1, 0, 1, 0});
        board.setSeats(looks(4));
        for (const char* move : {"play 10♥", "play K♥", "play 3♠"}) fixture::play(trick, move);
        auto after = trick;
        fixture::play(after, "play A♥");
        QCOMPARE(board.describeMove(trick, *trick.parseMove("play A♥"), after),
                 QString("Anna plays A♥ — Dario takes the trick"));
    }
};

QTEST_MAIN(OhHellBoardTest)
#include "board_test.moc"
