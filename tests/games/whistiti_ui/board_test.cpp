// The Whistiti table on its own: cards refused with a reason (follow suit, then trump),
// keyboard play, the last trick and the score sheet, hidden cards that never reach the
// screen or the status bar, the animations of the shared trick table (none at pace 0) and the
// partners' score sheet.
// English plurals come from the translation file, absent here: "%n point(s)" stays as written.
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

#include "arrange.h"
#include "games/whistiti/moves.h"
#include "games/whistiti/whistiti_board.h"

using namespace lt;
using namespace lt::whistiti;
using lt::shell::whistiti::WhistitiBoard;

class WhistitiBoardTest : public QObject {
    Q_OBJECT

  private:
    WhistitiGame game_;

    static void setUp(WhistitiBoard& board) {
        board.resize(1000, 560);
        std::vector<shell::SeatLook> seats;
        for (const char* name : {"Anna", "Bruno", "Carla", "Dario"})
            seats.push_back({name, QColor(200, 60, 50), true});
        board.setSeats(seats);
    }

    static void askToMove(WhistitiBoard& board, const State& state, PlayerId seat) {
        board.showState(state, seat);
        board.requestMove(seat);
    }

    static QPushButton* button(QWidget& parent, const QString& text) {
        for (auto* b : parent.findChildren<QPushButton*>())
            if (b->text() == text && b->isVisibleTo(&parent)) return b;
        return nullptr;
    }

    static QPoint cardPoint(const WhistitiBoard& board, int index) {
        const auto rects = board.geometry().handCards(static_cast<int>(board.shownHand().size()));
        const QRectF r = rects.at(static_cast<std::size_t>(index));
        const qreal right = static_cast<std::size_t>(index) + 1 < rects.size()
                                ? rects[static_cast<std::size_t>(index) + 1].left()
                                : r.right();
        return QPointF((r.left() + right) / 2, r.center().y()).toPoint();
    }

  private slots:
    void aVoidPlayerMustTrumpAndIsToldWhy() {
        // Test case 3: trump ♦, Q♣ led; no club, 3♦ and A♠: the A♠ is refused.
        WhistitiBoard board;
        setUp(board);
        auto state = fixture::arrange(game_, {"7D 8S", "QC 5S", "3D AS", "3H 4H"}, "7D", 0);
        fixture::play(state, "play QC");
        askToMove(board, state, 2);
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        QTest::mouseClick(&board, Qt::LeftButton, {}, cardPoint(board, 1));
        QCOMPARE(moves.count(), 0);
        QCOMPARE(board.message(), QString("You have no ♣, so you must play a trump (♦)."));
        QTest::mouseClick(&board, Qt::LeftButton, {}, cardPoint(board, 0));
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), playMove(cards::parseCardOrThrow("3D")));
    }

    void arrowsAndEnterPlayTheChosenCard() {
        // Test case 2: Q♣ led; 2♣ and A♦: Enter on the A♦ is refused, on the 2♣ played.
        WhistitiBoard board;
        setUp(board);
        auto state = fixture::arrange(game_, {"7D 8S", "QC 5S", "2C AD", "3H 4H"}, "7D", 0);
        fixture::play(state, "play QC");
        askToMove(board, state, 2);
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(moves.count(), 0);
        QCOMPARE(board.message(), QString("You must follow suit: play a ♣."));
        QTest::keyClick(&board, Qt::Key_Left);
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<Move>(), playMove(cards::parseCardOrThrow("2C")));
    }

    void theLastTrickAndTheScoreSheetOpenOnDemand() {
        WhistitiBoard board;
        setUp(board);
        auto state = fixture::arrange(game_, {"7D 8S", "QC 5S", "2C AD", "3H 4H"}, "7D", 0);
        board.showState(state, 0);
        QVERIFY(!button(board, "Last trick")->isEnabled());
        for (const char* move : {"play QC", "play 2C", "play 3H", "play 7D"})
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
        WhistitiBoard board;
        setUp(board);
        const auto state = fixture::arrange(game_, {"7D 8S", "QC 5S", "2C AD", "3H 4H"}, "7D", 0);
        board.showState(state, shell::perspective::nobody);
        QVERIFY(board.shownHand().empty());
        board.showState(state, 1);
        QVERIFY(board.shownHand() == state.hand(1).cards());
        // Dealing is described without naming the card; the dealer's last card is named.
        auto fresh = game_.newInitialState({}, 4);
        fixture::play(*fresh, "dealer 0");
        auto before = fresh->clone();
        Move first = fresh->chanceOutcomes().front().move;
        fresh->apply(first);
        QCOMPARE(board.describeMove(*before, first, *fresh), QString("Dealing to Bruno"));
        while (fresh->chanceOutcomes().size() > 1)
            fresh->apply(fresh->chanceOutcomes().front().move);
        before = fresh->clone();
        first = fresh->chanceOutcomes().front().move;
        fresh->apply(first);
        const QString shown = QString::fromStdString(cards::toString(cardOf(first)));
        QVERIFY(board.describeMove(*before, first, *fresh)
                    .startsWith("Anna shows his last card, " + shown));
    }

    void theEndOfTheGameIsAnnounced() {
        // Test case 6: 19 points, the next trick wins the game.
        WhistitiBoard board;
        setUp(board);
        auto state =
            fixture::arrange(game_, {"AH 2D", "3H 3D", "4H 4D", "5H 7D"}, "7D", 3, {19, 12, 8, 6});
        for (const char* move : {"play AH", "play 3H", "play 4H"}) fixture::play(state, move);
        const auto before = state.clone();
        const Move last = playMove(cards::parseCardOrThrow("5H"));
        state.apply(last);
        QCOMPARE(board.describeMove(*before, last, state),
                 QString("Dario plays 5♥ — Anna takes the trick — Anna wins with 20 point(s)."));
    }

    // Animates `move` from `state` on `board` for `viewer` at `pace`; `state` becomes the after.
    static void animate(WhistitiBoard& board, WhistitiState& state, const char* move,
                        PlayerId viewer, double pace) {
        const auto before = state.clone();
        const Move m = *state.parseMove(move);
        state.apply(m);
        board.animateMove(*before, m, state, viewer, pace);
    }

    static QImage picture(WhistitiBoard& board) { return board.grab().toImage(); }

    void atPaceZeroNothingMovesAndTheTableIsTheStateShown() {
        WhistitiBoard animated, shown;
        setUp(animated);
        setUp(shown);
        auto state = fixture::arrange(game_, {"7D 8S", "QC 5S", "2C AD", "3H 4H"}, "7D", 0);
        animated.showState(state, 0);
        QSignalSpy finished(&animated, &shell::BoardView::animationFinished);
        int moves = 0;
        for (const char* move : {"play QC", "play 2C", "play 3H", "play 7D"}) {
            animate(animated, state, move, 0, 0.0);
            QVERIFY(!animated.animating());
            QVERIFY(animated.cardsInTheAir().empty());
            ++moves;
            QTRY_COMPARE(finished.count(), moves);
            shown.showState(state, 0);
            QCOMPARE(picture(animated), picture(shown));
        }
        // The trick taken stays in the middle until the next lead.
        QVERIFY(animated.trickOnView().has_value());
        QCOMPARE(animated.trickOnView()->size(), 4);
    }

    void aCardPlayedFliesToTheTrickAndEndsAtTheFinalLayout() {
        WhistitiBoard animated, shown;
        setUp(animated);
        setUp(shown);
        auto state = fixture::arrange(game_, {"7D 8S", "QC 5S", "2C AD", "3H 4H"}, "7D", 0);
        animated.showState(state, 0);
        QSignalSpy finished(&animated, &shell::BoardView::animationFinished);
        animate(animated, state, "play QC", 0, 1.0);
        shown.showState(state, 0);
        QVERIFY(animated.animating());
        const auto air = animated.cardsInTheAir();
        QCOMPARE(air.size(), std::size_t{1});
        QVERIFY(air[0].first.card == cards::parseCardOrThrow("QC"));
        QVERIFY(air[0].first.faceUp);
        // From Bruno's plate to his place in the trick; the card is not in the trick yet.
        const auto t = animated.geometry();
        QVERIFY(t.plates[1].contains(air[0].first.from.center()));
        QCOMPARE(air[0].first.to.center(), t.trickPlaces[1]);
        QVERIFY(!animated.trickOnView().has_value());
        QVERIFY(picture(animated) != picture(shown));
        QVERIFY(finished.wait(5000));
        QVERIFY(!animated.animating());
        QCOMPARE(picture(animated), picture(shown));
    }

    void aTrickTakenStaysForAPauseThenGoesToItsWinner() {
        WhistitiBoard board;
        setUp(board);
        auto state = fixture::arrange(game_, {"7D 8S", "QC 5S", "2C AD", "3H 4H"}, "7D", 0);
        for (const char* move : {"play QC", "play 2C", "play 3H"}) fixture::play(state, move);
        board.showState(state, 0);
        QSignalSpy finished(&board, &shell::BoardView::animationFinished);
        // Anna trumps with the 7♦ and takes the trick.
        animate(board, state, "play 7D", 0, 1.0);
        QTRY_VERIFY(board.cardsInTheAir().empty() && board.trickOnView().has_value());
        QCOMPARE(board.trickOnView()->size(), 4);
        QCOMPARE(finished.count(), 0);
        QTRY_COMPARE(board.cardsInTheAir().size(), std::size_t{4});
        const QRectF annasPlate = board.geometry().plates[0];
        for (const auto& [flight, where] : board.cardsInTheAir())
            QVERIFY(annasPlate.contains(flight.to.center()));
        QVERIFY(finished.wait(5000));
        // Collected: the middle is empty, Last trick shows it again.
        QVERIFY(!board.trickOnView().has_value());
        button(board, "Last trick")->click();
        QCOMPARE(board.trickOnView()->size(), 4);
    }

    void dealtCardsFlyFaceDownExceptToTheHandShownFaceUp() {
        WhistitiBoard board;
        setUp(board);
        auto fresh = game_.newInitialState({}, 4);
        fixture::play(*fresh, "dealer 0");
        auto& state = static_cast<WhistitiState&>(*fresh);
        board.showState(state, 0);
        QSignalSpy finished(&board, &shell::BoardView::animationFinished);
        // The first card goes to Bruno: face down, to his plate.
        animate(board, state, "deal 9H", 0, 1.0);
        auto air = board.cardsInTheAir();
        QCOMPARE(air.size(), std::size_t{1});
        QVERIFY(!air[0].first.faceUp);
        QVERIFY(board.geometry().plates[1].contains(air[0].first.to.center()));
        QVERIFY(finished.wait(5000));
        animate(board, state, "deal 2S", 0, 0.0);
        animate(board, state, "deal 3S", 0, 0.0);
        QTRY_COMPARE(finished.count(), 3);
        // The fourth to Anna, who is looking: face up, into her hand.
        animate(board, state, "deal KC", 0, 1.0);
        air = board.cardsInTheAir();
        QCOMPARE(air.size(), std::size_t{1});
        QVERIFY(air[0].first.faceUp);
        QVERIFY(air[0].first.card == cards::parseCardOrThrow("KC"));
        QVERIFY(finished.wait(5000));
        QVERIFY(board.shownHand() == state.hand(0).cards());
        // While the hand-over screen is up nobody looks: face down.
        animate(board, state, "deal 4S", shell::perspective::nobody, 1.0);
        air = board.cardsInTheAir();
        QCOMPARE(air.size(), std::size_t{1});
        QVERIFY(!air[0].first.faceUp);
        QVERIFY(finished.wait(5000));
    }

    void thePartnersScoreSheetShowsTheSides() {
        WhistitiBoard board;
        setUp(board);
        auto state = fixture::arrange(game_, {"AH 2D", "3H 3D", "4H 4D", "5H 7D"}, "7D", 3,
                                      {10, 4, 9, 6}, true);
        board.showState(state, 0);
        button(board, "Score sheet")->click();
        QVERIFY(board.showingScoreSheet());
        const QImage sides = picture(board);
        auto alone =
            fixture::arrange(game_, {"AH 2D", "3H 3D", "4H 4D", "5H 7D"}, "7D", 3, {10, 4, 9, 6});
        board.showState(alone, 0);
        QVERIFY(picture(board) != sides);
        // The game won by a side is announced with both partners.
        for (const char* move : {"play AH", "play 3H", "play 4H"}) fixture::play(state, move);
        const auto before = state.clone();
        const Move last = playMove(cards::parseCardOrThrow("5H"));
        state.apply(last);
        QCOMPARE(board.describeMove(*before, last, state),
                 QString("Dario plays 5♥ — Anna takes the trick — Anna and Carla win with 20 "
                         "point(s)."));
    }
};

QTEST_MAIN(WhistitiBoardTest)
#include "board_test.moc"
