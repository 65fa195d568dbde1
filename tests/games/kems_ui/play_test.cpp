// Kem's played to the end through the real match controller: Anna, a human, chooses her
// team's signal in the gesture panel, swaps by keys and by clicks, makes her signal when she
// holds four of a kind, calls "Kem's!" when her computer partner makes it, tries a
// Counter-Kem's and says she is done, against two computers with a computer partner; the
// record, claims and their stamps included, replays to the same end. Four computers alone.
// LUDOTECA_SCREENSHOT_DIR=docs/screenshots saves the README's picture.
#include <QTest>

#include "../../support/play_table.h"
#include "app/match_controller.h"
#include "framework/match_record.h"
#include "games/kems/computer_player.h"
#include "games/kems/game.h"
#include "games/kems/kems_board.h"
#include "games/kems/state.h"
#include "games/kems/view.h"
#include "standard_games.h"

namespace lt::shell::kems {

using namespace lt::kems;

namespace {

// The latest event of this deal by `seat` of `kind` (nullptr: none).
const Event* latestOf(const Table& table, PlayerId seat, Event::Kind kind, int gesture = -1) {
    for (auto e = table.events.rbegin(); e != table.events.rend() && e->deal == table.deal; ++e)
        if (e->seat == seat && e->kind == kind && (gesture < 0 || e->gesture == gesture))
            return &*e;
    return nullptr;
}

void click(QWidget& board, const QRectF& rect) {
    QTest::mouseClick(&board, Qt::LeftButton, Qt::NoModifier, rect.center().toPoint());
}

}  // namespace

class KemsPlayTest : public QObject {
    Q_OBJECT

  private slots:
    void keysAndClicksMakeClaimsWithTheirStamps() {
        KemsGame game;
        KemsBoard board;
        board.setSeats({{"Anna", Qt::red, true},
                        {"Bruno", Qt::blue, false},
                        {"Carla", Qt::yellow, false},
                        {"Dario", Qt::magenta, false}});
        board.resize(660, 452);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        KemsState state(game, 5, 20);
        state.apply(dealerMove(3));
        // The signal panel: Anna's team chooses by a key.
        board.showState(state, 0);
        board.requestMove(0);
        QCOMPARE(board.panel(), KemsBoard::Panel::Signal);
        std::vector<Move> moves;
        std::vector<std::pair<PlayerId, Move>> claims;
        connect(&board, &BoardView::moveChosen, this, [&](Move m) { moves.push_back(m); });
        connect(&board, &BoardView::claimChosen, this,
                [&](PlayerId seat, Move m) { claims.emplace_back(seat, m); });
        QTest::keyClick(&board, Qt::Key_3);
        QCOMPARE(moves, (std::vector<Move>{signalMove(2)}));
        QCOMPARE(board.panel(), KemsBoard::Panel::None);
        state.apply(moves[0]);
        state.apply(signalMove(5));
        while (state.isChanceNode() && state.table().phase != Phase::Exchange)
            state.apply(state.chanceOutcomes()[0].move);
        board.showState(state, 0);
        // A swap by keys, another by clicks, a gesture, Kem's, Counter-Kem's, done.
        QTest::keyClick(&board, Qt::Key_S);
        QCOMPARE(board.pickedMarketSlot(), std::optional<int>(1));
        QTest::keyClick(&board, Qt::Key_C);
        QCOMPARE(claims.size(), 1u);
        QCOMPARE(kindOf(claims[0].second), MoveKind::Swap);
        QCOMPARE(marketSlotOf(claims[0].second), 1);
        QCOMPARE(handSlotOf(claims[0].second), 2);
        const KemsLayout t = board.layout();
        click(board, t.market[3]);
        click(board, t.hands[0][0]);
        QCOMPARE(claims.size(), 2u);
        QCOMPARE(claims[1].second,
                 swapMove(0, 3, 0, state.table().market[3], stampOf(claims[1].second)));
        QVERIFY(stampOf(claims[1].second) >= stampOf(claims[0].second));
        QTest::keyClick(&board, Qt::Key_4);
        QCOMPARE(kindOf(claims[2].second), MoveKind::Gesture);
        QCOMPARE(argumentOf(claims[2].second), 3);
        QTest::keyClick(&board, Qt::Key_Space);
        QCOMPARE(kindOf(claims[3].second), MoveKind::Kems);
        // Carla, Anna's partner, holds 3♣ 7♣ J♣ 2♦: a false call, her hand shown, -1.
        KemsState called = state;
        called.applyClaim(0, claims[3].second);
        QCOMPARE(board.describeMove(state, claims[3].second, called),
                 QString::fromUtf8("Anna: \"Kem's!\" Wrong (3♣ 7♣ J♣ 2♦): -1."));
        QTest::keyClick(&board, Qt::Key_G);
        QCOMPARE(board.panel(), KemsBoard::Panel::Counter);
        click(board, t.choices[6]);
        QCOMPARE(claims[4].second, counterMove(6, stampOf(claims[4].second)));
        click(board, t.buttons[static_cast<int>(Button::Done)]);
        QCOMPARE(kindOf(claims[5].second), MoveKind::Done);
        // Space held half a second: Double Kem's.
        QTest::keyPress(&board, Qt::Key_Space);
        QTest::qWait(560);
        QTest::keyRelease(&board, Qt::Key_Space);
        QCOMPARE(kindOf(claims.back().second), MoveKind::DoubleKems);
        for (const auto& [seat, move] : claims) QCOMPARE(seat, 0);
    }

    void aHumanPlaysAWholeGameByKeysAndClicks() {
        KemsGame game;
        KemsBoard board;
        const auto colours = lt::test::defaultSeatColours(game);
        const lt::test::Seating seating{
            {{"Anna", colours.at(0), true},
             {"Bruno", colours.at(1), false},
             {"Carla", colours.at(2), false},
             {"Dario", colours.at(3), false}},
            {SeatSpec{true, "Anna", "", ""}, SeatSpec{false, "Bruno", "medium", ""},
             SeatSpec{false, "Carla", "hard", ""}, SeatSpec{false, "Dario", "easy", ""}}};
        const Options options(std::map<std::string, std::string>{{"target", "5"}});
        const auto controller = lt::test::setUpMatch(board, {660, 452}, game, options, seating, 11);
        QVERIFY(controller);
        controller->start();
        const QString folder = qEnvironmentVariable("LUDOTECA_SCREENSHOT_DIR");
        int signalChoices = 0, keySwaps = 0, clickSwaps = 0, kemsCalls = 0;
        bool pictured = folder.isEmpty();
        std::size_t actedAt = 0;
        for (int step = 0; step < 200000 && !controller->match().state().isTerminal(); ++step) {
            // One round of events at a time: the computers' instant claims are queued, so Anna
            // sees every position, however slow the machine (qWait would let a loaded machine
            // play whole markets in one wait).
            const std::size_t before = controller->match().ply();
            QCoreApplication::processEvents();
            if (controller->match().ply() == before) QTest::qWait(1);
            const auto& state = static_cast<const KemsState&>(controller->match().state());
            const Table table = state.table();  // a copy: the keys below change the match
            if (board.panel() == KemsBoard::Panel::Signal) {
                // The first choice by a key, later ones by a click.
                const int choice = table.retiredSignal[0] == 2 ? 4 : 2;
                if (signalChoices++ == 0)
                    QTest::keyClick(&board, static_cast<Qt::Key>(Qt::Key_1 + choice));
                else
                    click(board, board.layout().choices[choice]);
                continue;
            }
            if (table.phase != Phase::Exchange || controller->match().ply() == actedAt) continue;
            actedAt = controller->match().ply();
            const int signal = table.signal[0];
            if (!pictured && table.markets >= 2 && board.shownGesture(2) == signal) {
                QVERIFY(board.grab().save(folder + "/kems.png"));
                pictured = true;
            }
            const bool countered = std::any_of(
                table.events.begin(), table.events.end(),
                [](const Event& e) { return e.seat == 0 && e.kind == Event::Kind::Counter; });
            const KemsView view(game, table, 0);
            const Event* lastCall = latestOf(table, 0, Event::Kind::Kems);
            const Event* partnerSignal = latestOf(table, 2, Event::Kind::Gesture, signal);
            const Event* mySignal = latestOf(table, 0, Event::Kind::Gesture, signal);
            const Event* mySwap = latestOf(table, 0, Event::Kind::Swap);
            const auto swap = bestSwap(view.table(), 0, skillFor("medium"));
            if (partnerSignal && (!lastCall || partnerSignal->timeMs > lastCall->timeMs)) {
                QTest::keyClick(&board, Qt::Key_Space);
                ++kemsCalls;
            } else if (isFourOfAKind(table.hands[0]) &&
                       (!mySignal || (mySwap && mySwap->timeMs > mySignal->timeMs))) {
                QTest::keyClick(&board, static_cast<Qt::Key>(Qt::Key_1 + signal));
            } else if (!countered && table.deal >= 2) {
                // Tried until one lands (a wrong guess: -2, and play goes on).
                QTest::keyClick(&board, Qt::Key_G);
                QCOMPARE(board.panel(), KemsBoard::Panel::Counter);
                QTest::keyClick(&board, Qt::Key_6);
            } else if (swap && (keySwaps + clickSwaps) % 2 == 1) {
                QTest::keyClick(&board,
                                static_cast<Qt::Key>(Qt::Key_A + "ASDF"[swap->first] - 'A'));
                QTest::keyClick(&board,
                                static_cast<Qt::Key>(Qt::Key_A + "ZXCV"[swap->second] - 'A'));
                ++keySwaps;
            } else if (swap) {
                click(board, board.layout().market[swap->first]);
                click(board, board.layout().hands[0][swap->second]);
                ++clickSwaps;
            } else if (!table.done[0]) {
                QTest::keyClick(&board, Qt::Key_B);
            }
        }
        const auto& state = static_cast<const KemsState&>(controller->match().state());
        QVERIFY(state.isTerminal());
        QVERIFY(pictured);
        // What Anna did is in the record as her claims.
        int annaSwaps = 0, annaGestures = 0, annaCalls = 0, annaCounters = 0;
        for (const Event& e : state.table().events) {
            if (e.seat != 0) continue;
            annaSwaps += e.kind == Event::Kind::Swap;
            annaGestures += e.kind == Event::Kind::Gesture;
            annaCalls += e.kind == Event::Kind::Kems;
            annaCounters += e.kind == Event::Kind::Counter;
        }
        // Anna's claims race the computers' (a claim stamped before one that landed meanwhile is
        // refused, and her stamps come from the real clock, so the game differs from run to run):
        // some of each kind landed, and her calls were right. Her signal, calls and counters go
        // by keys; swaps alternate, the first by a click (a loaded machine may leave her one).
        QVERIFY(signalChoices >= 1);
        QVERIFY(clickSwaps > 0);
        QVERIFY(annaSwaps > 0 && annaSwaps <= keySwaps + clickSwaps);
        // Her avatar also made idle gestures of its own, besides her signals by keys.
        QVERIFY(annaGestures > 0);
        // Her partner signals only with four of a kind in hand (idle gestures never show the
        // team's signal), which a short game may not deal: her calls, if any, answered it
        // (Space making the call is the test above).
        QVERIFY(annaCalls <= kemsCalls);
        for (const Event& e : state.table().events)
            if (e.seat == 0 && e.kind == Event::Kind::Kems) QVERIFY(e.valid);
        QCOMPARE(annaCounters, 1);
        // The record, with every claim's stamp, replays to the same end.
        const GameRegistry games = makeStandardGames();
        const Match replay = Match::fromRecord(
            games, readMatchRecord(writeMatchRecord(controller->match().record())));
        QCOMPARE(replay.state().toString(), state.toString());
    }

    void fourComputersPlayAWholeGame() {
        KemsGame game;
        KemsBoard board;
        const auto colours = lt::test::defaultSeatColours(game);
        lt::test::Seating seating;
        const char* names[] = {"Anna", "Bruno", "Carla", "Dario"};
        const char* levels[] = {"easy", "medium", "hard", "medium"};
        for (int seat = 0; seat < 4; ++seat) {
            seating.looks.push_back({names[seat], colours.at(seat), false});
            seating.seats.push_back(SeatSpec{false, names[seat], levels[seat], ""});
        }
        const Options options(std::map<std::string, std::string>{{"target", "3"}});
        const auto controller = lt::test::setUpMatch(board, {660, 452}, game, options, seating, 8);
        QVERIFY(controller);
        QVERIFY(lt::test::playToTheEnd(*controller, 200000));
        const auto& state = static_cast<const KemsState&>(controller->match().state());
        QVERIFY(state.table().scores[0] >= 3 || state.table().scores[1] >= 3 ||
                state.table().clockMs >= state.table().limitMs);
    }
};

}  // namespace lt::shell::kems

QTEST_MAIN(lt::shell::kems::KemsPlayTest)
#include "play_test.moc"
