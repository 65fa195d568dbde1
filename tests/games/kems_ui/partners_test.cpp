// Two human partners on one keyboard against two computers (digest mode B). The promise: no
// card of a partner's hand, not even one everyone saw taken from the market, and not the
// team's signal, is drawn unless its owner holds his own Shift, whoever the controller says
// is looking; the pictures of two tables whose hands differ are compared pixel for pixel. And
// the keyboard's halves: each key acts for its side's player, the shifted digits too.
#include <QApplication>
#include <QKeyEvent>
#include <QTest>

#include "games/kems/game.h"
#include "games/kems/kems_board.h"
#include "games/kems/partner_keys.h"
#include "games/kems/state.h"

namespace lt::shell::kems {

using namespace lt::kems;

namespace {

constexpr quint32 kShiftLeftKeysym = 0xffe1, kShiftRightKeysym = 0xffe2;

void shift(QWidget* board, bool right, bool down) {
    QKeyEvent event(down ? QEvent::KeyPress : QEvent::KeyRelease, Qt::Key_Shift,
                    down ? Qt::ShiftModifier : Qt::NoModifier, right ? 62 : 50,
                    right ? kShiftRightKeysym : kShiftLeftKeysym, 0);
    QApplication::sendEvent(board, &event);
}

// A table in its exchange phase, both signals chosen.
KemsState exchanging(const Game& game) {
    KemsState state(game, 5, 20);
    state.apply(dealerMove(3));
    state.apply(signalMove(2));
    state.apply(signalMove(5));
    while (state.isChanceNode() && state.table().phase != Phase::Exchange)
        state.apply(state.chanceOutcomes()[0].move);
    return state;
}

QImage part(const QImage& image, const QRectF& rect) {
    return image.copy(rect.toAlignedRect());
}

}  // namespace

class KemsPartnersTest : public QObject {
    Q_OBJECT

    KemsGame game;

    void seatPartners(KemsBoard& board) {
        board.setSeats({{"Anna", Qt::red, true},
                        {"Bruno", Qt::blue, false},
                        {"Carla", Qt::yellow, true},
                        {"Dario", Qt::magenta, false}});
        board.resize(900, 560);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
    }

  private slots:
    void partnersShareTheKeyboardOthersDoNot() {
        KemsBoard board;
        board.setSeats({{"Anna", Qt::red, true},
                        {"Bruno", Qt::blue, true},
                        {"Carla", Qt::yellow, false},
                        {"Dario", Qt::magenta, false}});
        QVERIFY(!board.sharedKeyboard());
        board.setSeats({{"Anna", Qt::red, false},
                        {"Bruno", Qt::blue, true},
                        {"Carla", Qt::yellow, false},
                        {"Dario", Qt::magenta, true}});
        QVERIFY(board.sharedKeyboard());
        QCOMPARE(board.seatOf(Side::Left), 1);
        QCOMPARE(board.seatOf(Side::Right), 3);
        QCOMPARE(board.seatAt(0), 1);
        QCOMPARE(board.seatAt(2), 3);
    }

    void nothingOfAHandIsDrawnUnlessItsOwnerPeeks() {
        KemsBoard board;
        seatPartners(board);
        const KemsState one = exchanging(game);
        // The same table with other hands (every seat's), one of Anna's and one of Carla's
        // slots seen by everyone, and another signal.
        Table other = one.table();
        std::swap(other.hands[0], other.hands[1]);
        std::swap(other.hands[2], other.hands[3]);
        other.known[0][1] = other.hands[0][1];
        other.known[2][3] = other.hands[2][3];
        other.signal[0] = 6;
        const KemsState two(game, other);
        for (const PlayerId viewer : {PlayerId{0}, PlayerId{2}, perspective::nobody}) {
            auto picture = [&](const KemsState& state) {
                board.showState(state, viewer);
                return board.grab().toImage();
            };
            const KemsLayout t = board.layout();
            auto same = [&](const QImage& a, const QImage& b, int place) {
                for (const QRectF& card : t.hands[place])
                    if (part(a, card) != part(b, card)) return false;
                return true;
            };
            const QByteArray where = QByteArray("viewer ") + QByteArray::number(viewer);
            // Nobody peeks: both hands and the signal alike whatever they are.
            QVERIFY2(same(picture(one), picture(two), 0), where);
            QVERIFY2(same(picture(one), picture(two), 2), where);
            QVERIFY2(part(picture(one), t.signal) == part(picture(two), t.signal), where);
            QVERIFY(!board.handShown(0) && !board.handShown(2));
            // Anna holds Left Shift: her hand shows, Carla's does not.
            shift(&board, false, true);
            QVERIFY(board.handShown(0) && !board.handShown(2));
            QVERIFY2(!same(picture(one), picture(two), 0), where);
            QVERIFY2(same(picture(one), picture(two), 2), where);
            QVERIFY2(part(picture(one), t.signal) != part(picture(two), t.signal), where);
            shift(&board, false, false);
            // Carla holds Right Shift: hers, not Anna's.
            shift(&board, true, true);
            QVERIFY(!board.handShown(0) && board.handShown(2));
            QVERIFY2(same(picture(one), picture(two), 0), where);
            QVERIFY2(!same(picture(one), picture(two), 2), where);
            shift(&board, true, false);
            QVERIFY2(same(picture(one), picture(two), 2), where);
            // The computers' hands never show.
            QVERIFY(!board.handShown(1) && !board.handShown(3));
        }
        // Focus lost while a Shift is down: the hand goes back face down.
        shift(&board, false, true);
        QVERIFY(board.handShown(0));
        QFocusEvent out(QEvent::FocusOut);
        QApplication::sendEvent(&board, &out);
        QVERIFY(!board.handShown(0));
        const QString shots = qEnvironmentVariable("KEMS_SHOTS");
        if (!shots.isEmpty()) {
            board.showState(two, 0);
            board.grab().save(shots + "/kems-partners-hidden.png");
            shift(&board, false, true);
            board.grab().save(shots + "/kems-partners-peek.png");
            shift(&board, false, false);
            board.resize(660, 390);  // the board's share of a 1024 x 600 window
            board.grab().save(shots + "/kems-partners-small.png");
        }
    }

    void eachHalfOfTheKeyboardPlaysForItsSide() {
        KemsBoard board;
        seatPartners(board);
        const KemsState state = exchanging(game);
        board.showState(state, 0);
        std::vector<std::pair<PlayerId, Move>> claims;
        connect(&board, &BoardView::claimChosen, this,
                [&](PlayerId seat, Move m) { claims.emplace_back(seat, m); });
        auto last = [&] { return claims.back(); };
        QTest::keyClick(&board, Qt::Key_Q);  // left: the fifth gesture
        QCOMPARE(last().first, 0);
        QCOMPARE(kindOf(last().second), MoveKind::Gesture);
        QCOMPARE(argumentOf(last().second), 4);
        QTest::keyClick(&board, Qt::Key_7);  // right: the first gesture
        QCOMPARE(last().first, 2);
        QCOMPARE(argumentOf(last().second), 0);
        QTest::keyClick(&board, Qt::Key_Ampersand);  // 7 with Right Shift held (US layout)
        QCOMPARE(last().first, 2);
        QCOMPARE(argumentOf(last().second), 0);
        QTest::keyClick(&board, Qt::Key_P);
        QCOMPARE(argumentOf(last().second), 7);
        // Swaps: each picks in the market with his keys, then a card of his own hand.
        QTest::keyClick(&board, Qt::Key_J);
        QCOMPARE(board.pickedMarketSlot(2), std::optional<int>(1));
        QCOMPARE(board.pickedMarketSlot(0), std::nullopt);
        QTest::keyClick(&board, Qt::Key_D);
        QCOMPARE(board.pickedMarketSlot(0), std::optional<int>(2));
        QTest::keyClick(&board, Qt::Key_Period);
        QCOMPARE(last().first, 2);
        QCOMPARE(kindOf(last().second), MoveKind::Swap);
        QCOMPARE(swapperOf(last().second), 2);
        QCOMPARE(marketSlotOf(last().second), 1);
        QCOMPARE(handSlotOf(last().second), 3);
        QTest::keyClick(&board, Qt::Key_X);
        QCOMPARE(last().first, 0);
        QCOMPARE(swapperOf(last().second), 0);
        QCOMPARE(marketSlotOf(last().second), 2);
        QCOMPARE(handSlotOf(last().second), 1);
        // Calls: Space for the left, Enter for the right.
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(last().first, 2);
        QCOMPARE(kindOf(last().second), MoveKind::Kems);
        QTest::keyClick(&board, Qt::Key_Space);
        QCOMPARE(last().first, 0);
        QCOMPARE(kindOf(last().second), MoveKind::Kems);
        QTest::keyPress(&board, Qt::Key_Return);
        QTest::qWait(560);
        QTest::keyRelease(&board, Qt::Key_Return);
        QCOMPARE(last().first, 2);
        QCOMPARE(kindOf(last().second), MoveKind::DoubleKems);
        // Counter-Kem's: Backspace opens the panel for the right player, whose keys name the
        // gesture; the left one's do nothing meanwhile.
        const std::size_t before = claims.size();
        QTest::keyClick(&board, Qt::Key_Backspace);
        QCOMPARE(board.panel(), KemsBoard::Panel::Counter);
        QTest::keyClick(&board, Qt::Key_2);
        QCOMPARE(claims.size(), before);
        QTest::keyClick(&board, Qt::Key_I);
        QCOMPARE(board.panel(), KemsBoard::Panel::None);
        QCOMPARE(last().first, 2);
        QCOMPARE(last().second, counterMove(5, stampOf(last().second)));
        QTest::keyClick(&board, Qt::Key_G);
        QTest::keyClick(&board, Qt::Key_R);
        QCOMPARE(last().first, 0);
        QCOMPARE(last().second, counterMove(7, stampOf(last().second)));
        // Done: T and Y.
        QTest::keyClick(&board, Qt::Key_Y);
        QCOMPARE(last().first, 2);
        QCOMPARE(kindOf(last().second), MoveKind::Done);
        QTest::keyClick(&board, Qt::Key_T);
        QCOMPARE(last().first, 0);
        QCOMPARE(kindOf(last().second), MoveKind::Done);
        // H is the right player's market key, not the Hint shortcut.
        QKeyEvent override(QEvent::ShortcutOverride, Qt::Key_H, Qt::NoModifier);
        QApplication::sendEvent(&board, &override);
        QVERIFY(override.isAccepted());
    }

    void theSignalIsChosenWithTheChoosersKeys() {
        KemsBoard board;
        seatPartners(board);
        KemsState state(game, 5, 20);
        state.apply(dealerMove(3));
        board.showState(state, 0);
        board.requestMove(0);
        QCOMPARE(board.panel(), KemsBoard::Panel::Signal);
        std::vector<Move> moves;
        connect(&board, &BoardView::moveChosen, this, [&](Move m) { moves.push_back(m); });
        QTest::keyClick(&board, Qt::Key_8);  // the right player's key: he is not the chooser
        QVERIFY(moves.empty());
        QTest::keyClick(&board, Qt::Key_W);
        QCOMPARE(moves, (std::vector<Move>{signalMove(5)}));
    }
};

}  // namespace lt::shell::kems

QTEST_MAIN(lt::shell::kems::KemsPartnersTest)
#include "partners_test.moc"
