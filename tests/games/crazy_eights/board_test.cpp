#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

#include "../../support/in_language.h"
#include "arrange.h"
#include "games/crazy_eights/crazy_eights_board.h"
#include "widgets/card_deck.h"

using namespace lt;
using namespace lt::crazy_eights;
using lt::shell::crazy_eights::CrazyEightsBoard;

class CrazyEightsBoardTest : public QObject {
    Q_OBJECT

  private:
    CrazyEightsGame game_;

    static std::vector<shell::SeatLook> looks(int players) {
        std::vector<shell::SeatLook> seats;
        const char* names[] = {"Anna", "Bruno", "Carla", "Dario", "Elena"};
        for (int i = 0; i < players; ++i) seats.push_back({names[i], QColor(200, 60, 50), true});
        return seats;
    }

    // The centre of the visible part of card `index` of the viewer's `count`-card hand.
    static QPoint cardPoint(const CrazyEightsBoard& board, int players, int count, int index) {
        const shell::CardDeckRenderer deck;
        const auto layout =
            shell::crazy_eights::layoutTable(QSizeF(board.size()), players, 0, deck.aspectRatio());
        const QRectF r = layout.handCards(count).at(index);
        return QPointF(r.left() + 6, r.center().y()).toPoint();
    }

    static QPushButton* button(QWidget& parent, const QString& text) {
        for (auto* b : parent.findChildren<QPushButton*>())
            if (b->text() == text) return b;
        return nullptr;
    }

  private slots:
    // Issue 16 item 27: eight cards were fanned into a third of the table, each hiding most of
    // the next. Where the hand's area has room they lie side by side; a long hand overlaps to fit.
    void aHandUsesTheRoomItHas() {
        const shell::CardDeckRenderer deck;
        const auto layout =
            shell::crazy_eights::layoutTable(QSizeF(1000, 452), 2, 0, deck.aspectRatio());
        const auto eight = layout.handCards(8);
        for (std::size_t i = 1; i < eight.size(); ++i)
            QVERIFY(eight[i].left() >= eight[i - 1].right());
        QVERIFY(eight.back().right() - eight.front().left() > 0.45 * 1000);
        const auto twenty = layout.handCards(20);
        QVERIFY(twenty.front().left() >= layout.handArea.left() - 0.5);
        QVERIFY(twenty.back().right() <= layout.handArea.right() + 0.5);
    }

    // Session 15, German at 1024 × 600: Play, Draw and Pass were 20 pixels high, their texts
    // clipped, and the hand lay across the table's edge. In every language, with 2 to 5
    // players, from the board's smallest size through its share of a 1024 × 600 and a
    // 1280 × 800 window: each button as large as its text needs, the three apart from each
    // other, the hands, the plates and the fans, and everything inside the edge.
    void theButtonsAndTheHandFitInEveryLanguage() {
        const shell::CardDeckRenderer deck;
        const char* hands[] = {"5D 6H 7C 9S KD QH JC 2S", "3C 4C", "4D 4H", "5C 5S", "6C 6S"};
        QStringList problems;
        for (const QString& language : shell::supportedLanguages()) {
            const test::InLanguage translated(language);
            for (const QSize size : {QSize(560, 380), QSize(660, 388), QSize(852, 580)}) {
                for (int players = 2; players <= 5; ++players) {
                    CrazyEightsBoard board;
                    board.resize(size);
                    board.setSeats(looks(players));
                    const auto state = fixture::arrange(
                        game_, std::vector<std::string>(hands, hands + players), "9D", 0);
                    board.showState(state, 0);
                    board.requestMove(0);
                    const auto buttons =
                        board.findChildren<QPushButton*>(QString(), Qt::FindDirectChildrenOnly);
                    QCOMPARE(buttons.size(), 3);
                    QSize needed;
                    for (const QPushButton* b : buttons) needed = needed.expandedTo(b->sizeHint());
                    const auto t = shell::crazy_eights::layoutTable(
                        QSizeF(size), players, 0, deck.aspectRatio(), QSizeF(needed));
                    const QString where = QStringLiteral("%1 %2×%3 %4 players: ")
                                              .arg(language)
                                              .arg(size.width())
                                              .arg(size.height())
                                              .arg(players);
                    std::vector<std::pair<QString, QRectF>> others;
                    const auto hand = t.handCards(8);
                    for (const QRectF& card : hand) {
                        // The card and its shadow well inside the edge's line (the shadow
                        // was 3 px from it at 660 × 388).
                        if (card.bottom() + card.width() * 0.035 > t.edge.bottom() - 6)
                            problems << where + "the hand lies across the edge";
                        others.emplace_back("a card of the hand", card);
                    }
                    for (PlayerId seat = 0; seat < players; ++seat) {
                        others.emplace_back("a plate", t.seats[seat].plate);
                        for (const QRectF& card : t.fanCards(seat, 2))
                            if (seat != 0) others.emplace_back("a fan", card);
                    }
                    for (const QPushButton* b : buttons) {
                        const QRect r = b->geometry();
                        if (!b->isVisibleTo(&board)) problems << where + b->text() + " hidden";
                        if (r.width() < b->minimumSizeHint().width() ||
                            r.height() < b->minimumSizeHint().height())
                            problems << where + QStringLiteral("'%1' %2×%3 needs %4×%5")
                                                    .arg(b->text())
                                                    .arg(r.width())
                                                    .arg(r.height())
                                                    .arg(b->minimumSizeHint().width())
                                                    .arg(b->minimumSizeHint().height());
                        if (!t.edge.contains(QRectF(r)))
                            problems << where + b->text() + " crosses the edge";
                        for (const auto& [what, other] : others)
                            if (QRectF(r).intersects(other))
                                problems << where + b->text() + " covers " + what;
                        for (const QPushButton* c : buttons)
                            if (c != b && r.intersects(c->geometry()))
                                problems << where + b->text() + " covers " + c->text();
                    }
                }
            }
        }
        problems.removeDuplicates();
        for (const QString& problem : problems) qInfo().noquote() << problem;
        QVERIFY2(problems.isEmpty(), qPrintable(QString::number(problems.size()) + " problems"));
    }

    void selectingTwoCardsInOrderPlaysThemInThatOrder() {
        CrazyEightsBoard board;
        board.resize(1100, 720);
        board.setSeats(looks(2));
        const auto state = fixture::arrange(game_, {"9S 9C 4H 8D KS", "2C 3C 4C"}, "9H", 0);
        board.showState(state, 0);
        board.requestMove(0);
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        // Sorted hand: 9♣ 8♦ 4♥ 9♠ K♠. Pick the 9♠ first, then the 9♣.
        QTest::mouseClick(&board, Qt::LeftButton, {}, cardPoint(board, 2, 5, 3));
        QTest::mouseClick(&board, Qt::LeftButton, {}, cardPoint(board, 2, 5, 0));
        QPushButton* play = button(board, "Play");
        QVERIFY(play && play->isEnabled());
        play->click();
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), *state.parseMove("play 9♠ 9♣"));
    }

    // The same by keys alone (issue 23 item 10): arrows along the hand, Space picks, Enter
    // plays; an eight opens the suit buttons, which Space presses.
    void keysPickAndPlayCards() {
        CrazyEightsBoard board;
        board.resize(1100, 720);
        board.setSeats(looks(2));
        const auto state = fixture::arrange(game_, {"9S 9C 4H 8D KS", "2C 3C 4C"}, "9H", 0);
        board.showState(state, 0);
        board.requestMove(0);
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        // Sorted hand: 9♣ 8♦ 4♥ 9♠ K♠. The first arrow shows the ring on the 9♣.
        for (Qt::Key key : {Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_Right})
            QTest::keyClick(&board, key);
        QTest::keyClick(&board, Qt::Key_Space);  // 9♠
        for (Qt::Key key : {Qt::Key_Left, Qt::Key_Left, Qt::Key_Left, Qt::Key_Left})
            QTest::keyClick(&board, key);        // the fourth stops at the first card
        QTest::keyClick(&board, Qt::Key_Space);  // 9♣
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), *state.parseMove("play 9♠ 9♣"));

        board.showState(state, 0);
        board.requestMove(0);
        QTest::keyClick(&board, Qt::Key_Return);  // nothing picked: the card under the ring, 9♣
        QCOMPARE(moves.count(), 2);
        QCOMPARE(moves.at(1).at(0).value<Move>(), *state.parseMove("play 9♣"));

        board.showState(state, 0);
        board.requestMove(0);
        QTest::keyClick(&board, Qt::Key_Right);  // 8♦
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(moves.count(), 2);
        QPushButton* hearts = button(board, "♥");
        QVERIFY(hearts && !hearts->parentWidget()->isHidden());
        QTest::keyClick(hearts, Qt::Key_Space);
        QCOMPARE(moves.count(), 3);
        QCOMPARE(moves.at(2).at(0).value<Move>(), *state.parseMove("play 8♦ name ♥"));
    }

    void anEightAsksForASuit() {
        CrazyEightsBoard board;
        board.resize(1100, 720);
        board.setSeats(looks(2));
        const auto state = fixture::arrange(game_, {"9S 9C 4H 8D KS", "2C 3C 4C"}, "9H", 0);
        board.showState(state, 0);
        board.requestMove(0);
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        QTest::mouseDClick(&board, Qt::LeftButton, {}, cardPoint(board, 2, 5, 1));
        QCOMPARE(moves.count(), 0);
        QPushButton* clubs = button(board, "♣");
        QVERIFY(clubs && !clubs->parentWidget()->isHidden());
        clubs->click();
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), *state.parseMove("play 8♦ name ♣"));
    }

    void drawIsOfferedOnlyWhenNothingCanBePlayed() {
        CrazyEightsBoard board;
        board.resize(1100, 720);
        board.setSeats(looks(2));
        const auto state = fixture::arrange(game_, {"KS 3C", "2C 3D"}, "9H", 0);
        board.showState(state, 0);
        board.requestMove(0);
        QVERIFY(button(board, "Draw")->isEnabled());
        QVERIFY(!button(board, "Play")->isEnabled());
        QVERIFY(!button(board, "Pass")->isEnabled());
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        button(board, "Draw")->click();
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), drawMove());
    }

    void hiddenCardsNeverReachTheScreen() {
        // Seat 1 holds 5♣ or 6♣: seat 0's picture must not change; everyone's must.
        const auto a = fixture::arrange(game_, {"5D 6H", "3C 4C 5C", "4D 4H"}, "9D", 0);
        const auto b = fixture::arrange(game_, {"5D 6H", "3C 4C 6C", "4D 4H"}, "9D", 0);
        auto picture = [this](const CrazyEightsState& state, PlayerId viewer) {
            CrazyEightsBoard board;
            board.resize(900, 600);
            board.setSeats(looks(3));
            board.showState(state, viewer);
            return board.grab().toImage();
        };
        QCOMPARE(picture(a, 0), picture(b, 0));
        QCOMPARE(picture(a, shell::perspective::nobody), picture(b, shell::perspective::nobody));
        QVERIFY(picture(a, shell::perspective::everyone) !=
                picture(b, shell::perspective::everyone));
        // On the hand-over screen even the bottom player's own cards are face down.
        const auto c = fixture::arrange(game_, {"5D 7H", "3C 4C 5C", "4D 4H"}, "9D", 0);
        QCOMPARE(picture(a, shell::perspective::nobody), picture(c, shell::perspective::nobody));
        QVERIFY(picture(a, 0) != picture(c, 0));
    }

    void describesMovesWithoutNamingHiddenCards() {
        CrazyEightsBoard board;
        board.setSeats(looks(3));
        auto before = fixture::arrange(game_, {"2S 5D 6D", "2C 3D", "4C"}, "9S", 0);
        auto after = before;
        fixture::play(after, "play 2♠");
        // No translation is loaded here: the plural stays "card(s)".
        QCOMPARE(board.describeMove(before, *before.parseMove("play 2♠"), after),
                 QString("Anna plays 2♠ — Bruno draws 2 card(s)"));
        const Move draw = after.chanceOutcomes().front().move;
        auto drawn = after;
        drawn.apply(draw);
        QCOMPARE(board.describeMove(after, draw, drawn),
                 QString("Bruno takes a card from the stock"));
        auto jack = fixture::arrange(game_, {"JH 5D", "3D", "4C"}, "9H", 0);
        auto jackAfter = jack;
        fixture::play(jackAfter, "play J♥");
        QCOMPARE(board.describeMove(jack, *jack.parseMove("play J♥"), jackAfter),
                 QString("Anna plays J♥ — Bruno misses a turn"));
    }

    void cardKeysCallAndCatch() {
        CrazyEightsBoard board;
        board.resize(900, 600);
        board.setSeats(looks(3));
        auto state = fixture::arrange(game_, {"5D 6C", "3C 4C 5C", "4D 4H"}, "9D", 0);
        fixture::play(state, "play 5♦");
        board.showState(state, 1);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        board.activateWindow();
        QSignalSpy claims(&board, &shell::BoardView::claimChosen);
        QTest::keyClick(&board, Qt::Key_M);  // the second human (seat 1) catches seat 0
        QTest::keyClick(&board, Qt::Key_C);  // seat 0 calls
        QCOMPARE(claims.count(), 2);
        QCOMPARE(claims.at(0).at(0).value<PlayerId>(), 1);
        QCOMPARE(claims.at(0).at(1).value<Move>(), catchMove(0));
        QCOMPARE(claims.at(1).at(0).value<PlayerId>(), 0);
        QCOMPARE(claims.at(1).at(1).value<Move>(), callCardMove());
        QCOMPARE(CrazyEightsBoard::cardKey(3), QKeySequence(Qt::KeypadModifier | Qt::Key_Enter));
    }

    void deckRendersEveryCardAtAnySize() {
        const shell::CardDeckRenderer deck;
        QVERIFY(deck.isValid());
        QVERIFY(deck.problem().isEmpty());
        QVERIFY(deck.aspectRatio() > 1.2 && deck.aspectRatio() < 1.7);
        QCOMPARE(
            shell::CardDeckRenderer::elementId(cards::Card(cards::Rank::Ace, cards::Suit::Spades)),
            QString("1_spade"));
        QCOMPARE(
            shell::CardDeckRenderer::elementId(cards::Card(cards::Rank::Ten, cards::Suit::Hearts)),
            QString("10_heart"));
        QCOMPARE(
            shell::CardDeckRenderer::elementId(cards::Card(cards::Rank::Jack, cards::Suit::Clubs)),
            QString("jack_club"));
        QCOMPARE(shell::CardDeckRenderer::elementId(
                     cards::Card(cards::Rank::King, cards::Suit::Diamonds)),
                 QString("king_diamond"));
        const QPixmap face = deck.face(cards::Card::joker(), QSize(70, 100), 2.0);
        QCOMPARE(face.size(), QSize(140, 200));
        QCOMPARE(face.devicePixelRatio(), 2.0);
        // Not blank: the middle of a card is not all one colour.
        const QImage image =
            deck.face(cards::Card(cards::Rank::Queen, cards::Suit::Hearts), QSize(70, 100))
                .toImage();
        QSet<QRgb> colours;
        for (int y = 20; y < 80; y += 3)
            for (int x = 10; x < 60; x += 3) colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 5);
        const shell::CardDeckRenderer named(QStringLiteral("svg-oxygen-white"));
        QVERIFY(named.isValid());
        QVERIFY(shell::CardDeckRenderer::installedDecks().size() >= 10);
    }
};

QTEST_MAIN(CrazyEightsBoardTest)
#include "board_test.moc"
