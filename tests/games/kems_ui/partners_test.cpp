// Two human partners on one keyboard against two computers (digest mode B). The promise: no
// card of a partner's hand, not even one everyone saw taken from the market, and not the
// team's signal, is drawn unless its owner holds his own Shift, whoever the controller says
// is looking; the pictures of two tables whose hands differ are compared pixel for pixel. And
// the keyboard's halves: each key acts for its side's player, the shifted digits too.
#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QTest>
#include <QVBoxLayout>

#include "../../support/play_table.h"
#include "app/match_controller.h"
#include "framework/match_record.h"
#include "games/kems/computer_player.h"
#include "games/kems/game.h"
#include "games/kems/kems_board.h"
#include "games/kems/partner_keys.h"
#include "games/kems/state.h"
#include "games/kems/view.h"
#include "standard_games.h"

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

// The keys of each half of the keyboard (partner_keys.h).
Qt::Key gestureKey(Side side, int gesture) {
    static const Qt::Key left[] = {Qt::Key_1, Qt::Key_2, Qt::Key_3, Qt::Key_4,
                                   Qt::Key_Q, Qt::Key_W, Qt::Key_E, Qt::Key_R};
    static const Qt::Key right[] = {Qt::Key_7, Qt::Key_8, Qt::Key_9, Qt::Key_0,
                                    Qt::Key_U, Qt::Key_I, Qt::Key_O, Qt::Key_P};
    return (side == Side::Left ? left : right)[gesture];
}
Qt::Key marketKey(Side side, int slot) {
    static const Qt::Key left[] = {Qt::Key_A, Qt::Key_S, Qt::Key_D, Qt::Key_F};
    static const Qt::Key right[] = {Qt::Key_H, Qt::Key_J, Qt::Key_K, Qt::Key_L};
    return (side == Side::Left ? left : right)[slot];
}
Qt::Key handKey(Side side, int slot) {
    static const Qt::Key left[] = {Qt::Key_Z, Qt::Key_X, Qt::Key_C, Qt::Key_V};
    static const Qt::Key right[] = {Qt::Key_N, Qt::Key_M, Qt::Key_Comma, Qt::Key_Period};
    return (side == Side::Left ? left : right)[slot];
}

// The latest event of this deal by `seat` of `kind` (nullptr: none).
const Event* latestOf(const Table& table, PlayerId seat, Event::Kind kind, int gesture = -1) {
    for (auto e = table.events.rbegin(); e != table.events.rend() && e->deal == table.deal; ++e)
        if (e->seat == seat && e->kind == kind && (gesture < 0 || e->gesture == gesture))
            return &*e;
    return nullptr;
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

    // After a resume nobody is assumed to be looking, yet partners sharing the keyboard have
    // no hand-over screen in the exchange: the board takes the keys. Under a hand-over (the
    // signal's choice), it leaves them.
    void theBoardTakesTheKeysInTheExchangeWithNobodyLooking() {
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* other = new QLineEdit(&window);
        auto* board = new KemsBoard(&window);
        layout->addWidget(other);
        layout->addWidget(board);
        board->setSeats({{"Anna", Qt::red, true},
                         {"Bruno", Qt::blue, false},
                         {"Carla", Qt::yellow, true},
                         {"Dario", Qt::magenta, false}});
        window.resize(900, 600);
        window.show();
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        other->setFocus();
        KemsState choosing(game, 5, 20);
        choosing.apply(dealerMove(3));
        board->showState(choosing, perspective::nobody);
        QVERIFY(other->hasFocus());
        board->showState(exchanging(game), perspective::nobody);
        QVERIFY(board->hasFocus());
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

    // Anna (left) and Carla (right) play a whole game by their keys through the real match
    // controller against two computers: each swaps with his half of the keyboard, makes the
    // team's signal when he holds four of a kind, and calls "Kem's!" (Space, Enter) when the
    // other makes it; the record replays to the same end.
    void twoPartnersPlayAWholeGameOnOneKeyboard() {
        KemsBoard board;
        const auto colours = lt::test::defaultSeatColours(game);
        const lt::test::Seating seating{
            {{"Anna", colours.at(0), true},
             {"Bruno", colours.at(1), false},
             {"Carla", colours.at(2), true},
             {"Dario", colours.at(3), false}},
            {SeatSpec{true, "Anna", "", ""}, SeatSpec{false, "Bruno", "medium", ""},
             SeatSpec{true, "Carla", "", ""}, SeatSpec{false, "Dario", "easy", ""}}};
        const Options options(std::map<std::string, std::string>{{"target", "6"}});
        const auto controller = lt::test::setUpMatch(board, {900, 560}, game, options, seating, 5);
        QVERIFY(controller);
        QVERIFY(board.sharedKeyboard());
        controller->start();
        int handOvers = 0, peeks = 0;
        std::array<int, 4> swaps{};
        std::size_t actedAt = 0;
        for (int step = 0; step < 300000 && !controller->match().state().isTerminal(); ++step) {
            const std::size_t before = controller->match().ply();
            QCoreApplication::processEvents();
            if (controller->match().ply() == before) QTest::qWait(1);
            if (controller->handOverSeat()) {
                ++handOvers;
                controller->acceptHandOver();
                continue;
            }
            const auto& state = static_cast<const KemsState&>(controller->match().state());
            const Table table = state.table();
            if (board.panel() == KemsBoard::Panel::Signal) {
                QTest::keyClick(&board, table.retiredSignal[0] == 5 ? Qt::Key_E : Qt::Key_W);
                continue;
            }
            if (table.phase != Phase::Exchange || controller->match().ply() == actedAt) continue;
            actedAt = controller->match().ply();
            // Anna, then Carla, acts on what the table shows him now.
            for (const Side side : {Side::Left, Side::Right}) {
                const Table now =
                    static_cast<const KemsState&>(controller->match().state()).table();
                if (now.phase != Phase::Exchange) break;
                const PlayerId me = board.seatOf(side);
                const PlayerId partner = partnerOf(me);
                const int signal = now.signal[0];
                const Event* lastCall = latestOf(now, me, Event::Kind::Kems);
                const Event* partnerSignal = latestOf(now, partner, Event::Kind::Gesture, signal);
                const Event* mySignal = latestOf(now, me, Event::Kind::Gesture, signal);
                const Event* mySwap = latestOf(now, me, Event::Kind::Swap);
                const auto swap = bestSwap(KemsView(game, now, me).table(), me, skillFor("hard"));
                if (partnerSignal && (!lastCall || partnerSignal->timeMs > lastCall->timeMs)) {
                    QTest::keyClick(&board, side == Side::Left ? Qt::Key_Space : Qt::Key_Return);
                } else if (isFourOfAKind(now.hands[me]) &&
                           (!mySignal || (mySwap && mySwap->timeMs > mySignal->timeMs))) {
                    QTest::keyClick(&board, gestureKey(side, signal));
                } else if (swap) {
                    // Now and then the player looks at his cards first, his Shift held.
                    const bool peek = swaps[me] % 5 == 0;
                    if (peek) {
                        shift(&board, side == Side::Right, true);
                        QVERIFY(board.handShown(me) && !board.handShown(partner));
                        ++peeks;
                    }
                    QTest::keyClick(&board, marketKey(side, swap->first));
                    QTest::keyClick(&board, handKey(side, swap->second));
                    if (peek) shift(&board, side == Side::Right, false);
                    QVERIFY(!board.handShown(me));
                    ++swaps[me];
                } else if (!now.done[me]) {
                    QTest::keyClick(&board, side == Side::Left ? Qt::Key_T : Qt::Key_Y);
                }
            }
        }
        const auto& state = static_cast<const KemsState&>(controller->match().state());
        QVERIFY(state.isTerminal());
        // No hand-over screen: each hand is drawn only while its owner holds his Shift.
        QCOMPARE(handOvers, 0);
        QVERIFY(peeks >= 2);
        int landed[4] = {0, 0, 0, 0};
        for (const Event& e : state.table().events) {
            if (e.kind == Event::Kind::Swap) ++landed[e.seat];
            // Every call the partners made was right. Whether one is made at all needs a four of
            // a kind dealt to a partner, which the real clock's race of swaps does not always
            // give (the keys that call are tested above).
            if (e.kind == Event::Kind::Kems && (e.seat == 0 || e.seat == 2)) QVERIFY(e.valid);
        }
        QVERIFY(landed[0] > 0 && landed[2] > 0);

        const GameRegistry games = makeStandardGames();
        const Match replay = Match::fromRecord(
            games, readMatchRecord(writeMatchRecord(controller->match().record())));
        QCOMPARE(replay.state().toString(), state.toString());
    }
};

}  // namespace lt::shell::kems

QTEST_MAIN(lt::shell::kems::KemsPartnersTest)
#include "partners_test.moc"
