// The draughts board as a human uses it: clicks and drags become complete legal moves, an
// ambiguous capture asks for a landing square, and the status texts read like a score sheet.
// English plurals come from the translation file, absent here: "%n point(s)" stays as written.
#include <QImage>
#include <QSignalSpy>
#include <QTest>

#include "games/draughts/draughts_board_view.h"
#include "games/draughts/game.h"
#include "games/draughts/notation.h"

namespace lt::shell::draughts {

using lt::draughts::parseFen;

class DraughtsBoardViewTest : public QObject {
    Q_OBJECT

  private:
    std::unique_ptr<Game> game_ = lt::draughts::makeGame();

    DraughtsState stateOf(std::string_view fen) const {
        return DraughtsState(*game_, parseFen(fen));
    }

    static void setUpView(DraughtsBoardView& view) {
        view.resize(600, 600);
        view.setSeats({{"Anna", Qt::white, true}, {"Bruno", Qt::black, false}});
    }

    // What was chosen, as "<notation> [captured squares]".
    static QStringList chosenTexts(const QSignalSpy& spy, const DraughtsState& state) {
        QStringList texts;
        for (const auto& signal : spy) {
            const auto move = lt::draughts::Move::fromCode(signal.at(0).value<lt::Move>());
            QStringList captured;
            for (int square : move.capturedSquares()) captured << QString::number(square);
            texts << QString::fromStdString(lt::draughts::moveToText(state.position(), move)) +
                         " [" + captured.join(',') + "]";
        }
        return texts;
    }

    // Shows the state, asks for the mover's move, clicks the squares, returns what was chosen.
    static QStringList clicks(DraughtsBoardView& view, const DraughtsState& state,
                              std::initializer_list<int> squares) {
        QSignalSpy chosen(&view, &BoardView::moveChosen);
        view.showState(state, state.currentActor());
        view.requestMove(state.currentActor());
        for (int square : squares)
            QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareCentre(square).toPoint());
        return chosenTexts(chosen, state);
    }

  private slots:
    void clickClickMovesAMan() {
        DraughtsBoardView view;
        setUpView(view);
        const auto state = stateOf(lt::draughts::kInitialFen);
        // An empty square picks nothing; 32 cannot go to 23, which drops it; 33 replaces 31.
        QCOMPARE(clicks(view, state, {28, 32, 23, 31, 33, 28}), QStringList{"33-28 []"});
    }

    void blackPlaysFromTheFlippedBoard() {
        DraughtsBoardView view;
        setUpView(view);
        view.setSeats({{"Anna", Qt::white, false}, {"Bruno", Qt::black, true}});
        const auto state = stateOf("B:W31-50:B1-20");
        QCOMPARE(clicks(view, state, {19, 23}), QStringList{"19-23 []"});
        QVERIFY(view.flipped());
        // Square 1 is at Black's bottom right.
        QVERIFY(view.squareCentre(1).y() > 450);
        QVERIFY(view.squareCentre(1).x() > 400);
    }

    void ambiguousCaptureAsksForTheRoute() {
        DraughtsBoardView view;
        setUpView(view);
        // The king on 31 takes three men and may stop on 38, 42 or 47, going either over
        // 27, 23, 33 (via 18 and 29) or over 27, 19, 33 (via 13 and 24).
        const auto state = stateOf("W:WK31:B19,23,27,33");
        QCOMPARE(clicks(view, state, {31, 38}), QStringList{});
        QCOMPARE(clicks(view, state, {31, 38, 13}), QStringList{"31x13x24x38 [19,27,33]"});
        QCOMPARE(clicks(view, state, {31, 18}), QStringList{});
        QCOMPARE(clicks(view, state, {31, 18, 42}), QStringList{"31x18x29x42 [23,27,33]"});
        // A landing square of no remaining route is refused; the route given so far stays.
        QCOMPARE(clicks(view, state, {31, 38, 9, 18}), QStringList{"31x18x29x38 [23,27,33]"});
    }

    void captureRoundTripEndsOnItsStart() {
        DraughtsBoardView view;
        setUpView(view);
        // The man on 43 must take all four men around it and come back to 43.
        const auto state = stateOf("W:W43:B28,29,38,39");
        QCOMPARE(clicks(view, state, {43, 43}), QStringList{"43x43 [28,29,38,39]"});
    }

    void unambiguousCaptureByItsFinalSquare() {
        DraughtsBoardView view;
        setUpView(view);
        // Three men in a zigzag: 43x32x23x14 is the only (and compulsory) capture.
        const auto state = stateOf("W:W43,50:B38,28,19,6");
        QCOMPARE(clicks(view, state, {50, 44, 43, 14}), QStringList{"43x14 [19,28,38]"});
        // The only piece that can take is already in hand: its final square is enough.
        QCOMPARE(clicks(view, state, {14}), QStringList{"43x14 [19,28,38]"});
    }

    void dragsACapturingMan() {
        DraughtsBoardView view;
        setUpView(view);
        const auto state = stateOf("W:W43:B38,28");
        QSignalSpy chosen(&view, &BoardView::moveChosen);
        view.showState(state, 0);
        view.requestMove(0);
        const QPoint from = view.squareCentre(43).toPoint(), to = view.squareCentre(23).toPoint();
        QTest::mousePress(&view, Qt::LeftButton, {}, from);
        QTest::mouseMove(&view, (from + to) / 2);
        QTest::mouseMove(&view, to);
        QTest::mouseRelease(&view, Qt::LeftButton, {}, to);
        QCOMPARE(chosenTexts(chosen, state), QStringList{"43x23 [28,38]"});
    }

    void noInputUnlessRequested() {
        DraughtsBoardView view;
        setUpView(view);
        const auto state = stateOf(lt::draughts::kInitialFen);
        QSignalSpy chosen(&view, &BoardView::moveChosen);
        view.showState(state, 0);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareCentre(32).toPoint());
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareCentre(28).toPoint());
        QCOMPARE(chosen.size(), 0);
        view.requestMove(0);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareCentre(32).toPoint());
        view.cancelRequest();
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareCentre(28).toPoint());
        QCOMPARE(chosen.size(), 0);
        // Black's turn is not Anna's: asking for seat 0 does nothing.
        view.showState(stateOf("B:W31-50:B1-20"), 0);
        view.requestMove(0);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareCentre(19).toPoint());
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareCentre(23).toPoint());
        QCOMPARE(chosen.size(), 0);
    }

    void describesMovesInStandardNotation() {
        DraughtsBoardView view;
        setUpView(view);
        // "<text> | <sound>" for one move from a position.
        auto describe = [&](std::string_view fen, const char* text) {
            const auto before = stateOf(fen);
            const auto move = lt::draughts::parseMove(before.position(), text);
            auto after = before;
            after.play(move);
            return view.describeMove(before, move.code(), after) + " | " +
                   QString::number(static_cast<int>(view.soundFor(before, move.code(), after)));
        };
        const QString move = QString::number(static_cast<int>(Sound::Move));
        const QString capture = QString::number(static_cast<int>(Sound::Capture));
        const QString win = QString::number(static_cast<int>(Sound::Win));
        QCOMPARE(describe(lt::draughts::kInitialFen, "32-28"), "Anna played 32-28 | " + move);
        QCOMPARE(describe("W:W43,50:B38,28,19,6", "43x14"),
                 "Anna captured 3 piece(s): 43x14 | " + capture);
        QCOMPARE(describe("B:W33,50:B28,1", "28x39"), "Bruno captured a piece: 28x39 | " + capture);
        // Two moves from 31 to 38: the notation names the landing squares in between.
        QCOMPARE(describe("W:WK31:B19,23,27,33", "31x13x24x38"),
                 "Anna captured 3 piece(s): 31x13x24x38 | " + capture);
        QCOMPARE(describe("W:W7:B15", "7-2"), "Anna played 7-2, and crowned a king | " + move);
        QCOMPARE(describe("W:W33:B28", "33x22"),
                 QString::fromUtf8("Anna captured a piece: 33x22 \u2014 Bruno has no pieces left: "
                                   "Anna wins | ") +
                     win);
        QCOMPARE(describe("W:W33,50:B28,45", "33x22"),
                 QString::fromUtf8("Anna captured a piece: 33x22 \u2014 Bruno cannot move: Anna "
                                   "wins | ") +
                     win);
    }

    void animatesAlongThePathThenFinishes() {
        DraughtsBoardView view;
        setUpView(view);
        const auto before = stateOf("W:W43,50:B38,28,19,6");
        auto after = before;
        const auto move = lt::draughts::parseMove(before.position(), "43x14");
        after.play(move);
        QSignalSpy finished(&view, &BoardView::animationFinished);
        view.showState(before, 0);
        view.animateMove(before, move.code(), after, 0, 0.2);
        QCOMPARE(finished.size(), 0);  // three jumps and the fade take a moment
        QVERIFY(finished.wait(2000));
        QCOMPARE(finished.size(), 1);
        // At pace 0 the move is shown at once, and the signal still comes after the call.
        view.animateMove(before, move.code(), after, 0, 0);
        QCOMPARE(finished.size(), 1);
        QVERIFY(finished.wait(1000));
    }

    void paintsAndTogglesNumbers() {
        DraughtsBoardView view;
        setUpView(view);
        view.showState(stateOf("W:W32-50,K27:B1-19,K24"), 0);
        QVERIFY(view.squareNumbersShown());  // the setting's default
        QImage numbered(view.size(), QImage::Format_ARGB32);
        view.render(&numbered);
        QTest::keyClick(&view, Qt::Key_N);
        QVERIFY(!view.squareNumbersShown());
        QImage plain(view.size(), QImage::Format_ARGB32);
        view.render(&plain);
        QVERIFY(plain != numbered);
        QTest::keyClick(&view, Qt::Key_F);
        QVERIFY(view.flipped());
    }
};

}  // namespace lt::shell::draughts

QTEST_MAIN(lt::shell::draughts::DraughtsBoardViewTest)
#include "board_view_test.moc"
