// La battaglia corsa's board as people drive it: the digest's key blocks (Left and Right Shift
// told apart) and their texts in the window's language, slaps stamped from the card's landing, the
// table fitting a small window, and a whole game of two humans (Anna with Q / Left Shift and the
// mouse, Ben with P / Right Shift) and an Easy computer through the real match controller, with no
// hand-over between the humans, whose record replays to the same end. Set BATTAGLIA_CORSA_SHOTS to
// a folder to save a picture of the table in the middle of the game there.
#include <QApplication>
#include <QKeyEvent>
#include <QSet>
#include <QTest>

#include "../../support/in_language.h"
#include "app/match_controller.h"
#include "framework/match_record.h"
#include "games/battaglia_corsa/battaglia_corsa_board.h"
#include "games/battaglia_corsa/game.h"
#include "games/battaglia_corsa/key_blocks.h"
#include "games/battaglia_corsa/state.h"
#include "standard_games.h"

namespace lt::shell::battaglia_corsa {

using namespace lt::battaglia_corsa;

namespace {

constexpr quint32 kShiftLeftKeysym = 0xffe1, kShiftRightKeysym = 0xffe2;

// A Shift key as X11 delivers it: the side in the native key.
void pressShift(QWidget* board, bool right) {
    QKeyEvent press(QEvent::KeyPress, Qt::Key_Shift, Qt::ShiftModifier, right ? 62 : 50,
                    right ? kShiftRightKeysym : kShiftLeftKeysym, 0);
    QApplication::sendEvent(board, &press);
    QKeyEvent release(QEvent::KeyRelease, Qt::Key_Shift, Qt::NoModifier, right ? 62 : 50,
                      right ? kShiftRightKeysym : kShiftLeftKeysym, 0);
    QApplication::sendEvent(board, &release);
}

std::vector<int> codes(std::initializer_list<const char*> names) {
    std::vector<int> out;
    for (const char* name : names) out.push_back(cards::parseCardOrThrow(name).code());
    return out;
}

}  // namespace

class SlapPlayTest : public QObject {
    Q_OBJECT

  private slots:
    void keyBlocksAreTheDigests() {
        auto key = [](int k, Qt::KeyboardModifiers m = {}, quint32 sym = 0, quint32 scan = 0) {
            const auto press = slapKeyOf(k, m, sym, scan);
            return press ? std::pair{press->block, press->action == KeyAction::Slap}
                         : std::pair{-1, false};
        };
        QCOMPARE(key(Qt::Key_Q), (std::pair{0, false}));
        QCOMPARE(key(Qt::Key_Shift, Qt::ShiftModifier, kShiftLeftKeysym), (std::pair{0, true}));
        QCOMPARE(key(Qt::Key_P), (std::pair{1, false}));
        QCOMPARE(key(Qt::Key_Shift, Qt::ShiftModifier, kShiftRightKeysym), (std::pair{1, true}));
        QCOMPARE(key(Qt::Key_Shift, Qt::ShiftModifier, 0, 62), (std::pair{1, true}));
        QCOMPARE(key(Qt::Key_V), (std::pair{2, false}));
        QCOMPARE(key(Qt::Key_Space), (std::pair{2, true}));
        QCOMPARE(key(Qt::Key_8, Qt::KeypadModifier), (std::pair{3, false}));
        QCOMPARE(key(Qt::Key_0, Qt::KeypadModifier), (std::pair{3, true}));
        QCOMPARE(key(Qt::Key_8), (std::pair{-1, false}));
        QCOMPARE(key(Qt::Key_A), (std::pair{-1, false}));
        // The two blocks beyond the digest's four, for a fifth and a sixth human.
        QCOMPARE(key(Qt::Key_Home), (std::pair{4, false}));
        QCOMPARE(key(Qt::Key_End), (std::pair{4, true}));
        QCOMPARE(key(Qt::Key_F5), (std::pair{5, false}));
        QCOMPARE(key(Qt::Key_F8), (std::pair{5, true}));
        // The keypad's 7 and 1 with Num Lock off are not the Home and End keys.
        QCOMPARE(key(Qt::Key_Home, Qt::KeypadModifier), (std::pair{-1, false}));
        QCOMPARE(key(Qt::Key_End, Qt::KeypadModifier), (std::pair{-1, false}));
        // A Shift held down by the first or second human to slap changes no other key.
        QCOMPARE(key(Qt::Key_End, Qt::ShiftModifier), (std::pair{4, true}));
        QCOMPARE(key(Qt::Key_F8, Qt::ShiftModifier), (std::pair{5, true}));
        QCOMPARE(key(Qt::Key_Space, Qt::ShiftModifier), (std::pair{2, true}));
        // Every block is shown on screen, each in its own words.
        QSet<QString> texts;
        for (int block = 0; block < kKeyBlocks; ++block) texts.insert(keyBlockText(block));
        QCOMPARE(texts.size(), 6);
        QVERIFY(!texts.contains(QString()));
    }

    // Session 15 saw "Q turn · Left Shift slap" in English in the German window: the key
    // texts were asked for in the board's context, while lupdate files them under the
    // namespace's. Every block's text reads in the window's language.
    void keyBlocksAreShownInTheWindowsLanguage() {
        QStringList english;
        for (int block = 0; block < kKeyBlocks; ++block) english << keyBlockText(block);
        const test::InLanguage german("de");
        QCOMPARE(keyBlockText(0), QString("Q aufdecken · Umschalt links schlagen"));
        for (int block = 0; block < kKeyBlocks; ++block)
            QVERIFY2(keyBlockText(block) != english[block], qPrintable(english[block]));
        // Longer than the English, they are drawn smaller in their line, not cut: at 8 px each
        // fits it, six seats on the board's share of a 1024 × 600 window.
        const QSize size(660, 390);
        const SlapLayout t = slapLayoutFor(size, kKeyBlocks);
        QFont small;
        small.setPixelSize(8);
        for (int block = 0; block < kKeyBlocks; ++block)
            QVERIFY2(QFontMetricsF(small).horizontalAdvance(keyBlockText(block)) <=
                         keyLineRect(t, block, size).width(),
                     qPrintable(keyBlockText(block)));
    }

    // Six humans on one keyboard: each turns and slaps with his own block, the sixth with F5
    // and F8, and each stack's label shows its keys.
    void sixHumansEachHaveTheirKeys() {
        SlapGame game;
        SlapBoard board;
        const char* names[] = {"Anna", "Ben", "Cleo", "Dario", "Elsa", "Fabio"};
        std::vector<SeatLook> seats;
        for (const char* name : names) seats.push_back({name, Qt::red, true});
        board.setSeats(seats);
        board.resize(820, 520);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        SlapState state(game, 6);
        state.setPosition({codes({"3C"}), codes({"3D"}), codes({"3H"}), codes({"3S"}),
                           codes({"4C"}), codes({"4D", "5D"})},
                          codes({"5H", "5S"}), 5);
        board.showState(state, perspective::everyone);
        std::vector<std::pair<PlayerId, Move>> claims;
        std::vector<Move> moves;
        connect(&board, &BoardView::claimChosen, this,
                [&](PlayerId seat, Move move) { claims.emplace_back(seat, move); });
        connect(&board, &BoardView::moveChosen, this, [&](Move move) { moves.push_back(move); });
        QTest::keyClick(&board, Qt::Key_F8);
        QTest::keyClick(&board, Qt::Key_End);
        QTest::keyClick(&board, Qt::Key_0, Qt::KeypadModifier);
        QCOMPARE(claims.size(), std::size_t{3});
        QCOMPARE(claims[0].first, 5);
        QCOMPARE(claims[1].first, 4);
        QCOMPARE(claims[2].first, 3);
        board.requestMove(5);
        QVERIFY(board.promptText().contains("F5 turn · F8 slap"));
        QTest::keyClick(&board, Qt::Key_Home);  // the fifth human's turn key: not his turn
        QVERIFY(moves.empty());
        QTest::keyClick(&board, Qt::Key_F5);
        QCOMPARE(moves, std::vector<Move>{turnMove()});
        for (PlayerId seat = 0; seat < 6; ++seat)
            QCOMPARE(board.seatLine(seat), keyBlockText(seat));
        const QString shots = qEnvironmentVariable("BATTAGLIA_CORSA_SHOTS");
        if (!shots.isEmpty()) board.grab().save(shots + "/battaglia-corsa-six.png");
    }

    // The pile, every stack, every label and every seat's keys inside the board, apart from each
    // other, from 2 to 6 seats, down to the board's share of a 1024 x 600 window (660 x 390 px).
    void theTableFitsASmallWindow() {
        for (const QSize size : {QSize(660, 390), QSize(820, 520), QSize(1900, 1000)}) {
            for (int seats = 2; seats <= 6; ++seats) {
                const SlapLayout t = slapLayoutFor(size, seats);
                const QRectF board(QPointF(0, 0), QSizeF(size));
                QVERIFY(board.contains(t.pile));
                QVERIFY(board.contains(t.lastPile));
                QVERIFY(t.pile.top() >= t.prompt.bottom());
                // Each seat's keys inside the board (the German ones ran off its left edge).
                for (int seat = 0; seat < seats; ++seat)
                    QVERIFY(board.contains(keyLineRect(t, seat, size)));
                for (const QPointF& seat : t.seats) {
                    QRectF stack(QPointF(), t.stackCard);
                    stack.moveCenter(seat);
                    QVERIFY(board.contains(stack));
                    QVERIFY(stack.top() >= t.prompt.bottom());
                    QVERIFY(!stack.intersects(t.pile));
                    QVERIFY(!stack.intersects(t.lastPile));
                }
            }
        }
    }

    // A human whose cards ran out is "out", unless "slap back in" lets him slap: then his keys
    // stay under his name, and his slap key slaps.
    void aHumanOutOfCardsKeepsHisKeysWithSlapBackIn() {
        SlapGame game;
        for (const bool backIn : {false, true}) {
            SlapBoard board;
            board.setSeats(
                {{"Anna", Qt::red, true}, {"Ben", Qt::yellow, true}, {"Cleo", Qt::blue, false}});
            board.resize(820, 520);
            Options options;
            options.set("slap-back-in", backIn ? "true" : "false");
            auto made = game.newInitialState(options, 3);
            SlapState state = static_cast<const SlapState&>(*made);
            state.setPosition({codes({"7C", "3C"}), codes({"8D"}), codes({"8H", "9H"})}, {}, 0);
            state.apply(turnMove());
            state.apply(turnMove());  // Ben turns his last card
            state.apply(turnMove());  // 8H on 8D: a pair
            QVERIFY(state.isOut(1));
            board.showState(state, perspective::everyone);
            std::vector<PlayerId> slappers;
            connect(&board, &BoardView::claimChosen, this,
                    [&](PlayerId seat, Move) { slappers.push_back(seat); });
            pressShift(&board, true);
            if (backIn) {
                QCOMPARE(board.seatLine(1), keyBlockText(1));
                QCOMPARE(slappers, std::vector<PlayerId>{1});
            } else {
                QCOMPARE(board.seatLine(1), QString("out"));
                QVERIFY(slappers.empty());
            }
        }
    }

    void keysAndTheMouseSendStampedSlapsAndTurns() {
        SlapGame game;
        SlapBoard board;
        board.setSeats({{"Anna", Qt::red, true}, {"Ben", Qt::yellow, true}});
        board.resize(820, 520);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        SlapState state(game, 2);
        state.setPosition({codes({"7C", "3C"}), codes({"7D", "3D"})}, codes({"5H", "7S"}), 0);
        board.showState(state, perspective::everyone);
        std::vector<std::pair<PlayerId, Move>> claims;
        std::vector<Move> moves;
        connect(&board, &BoardView::claimChosen, this,
                [&](PlayerId seat, Move move) { claims.emplace_back(seat, move); });
        connect(&board, &BoardView::moveChosen, this, [&](Move move) { moves.push_back(move); });
        QTest::qWait(40);
        pressShift(&board, true);
        QCOMPARE(claims.size(), std::size_t{1});
        QCOMPARE(claims[0].first, 1);
        QCOMPARE(slapTurned(claims[0].second), 2);
        QVERIFY(slapStamp(claims[0].second) >= 30);
        pressShift(&board, false);
        QCOMPARE(claims.back().first, 0);
        // A click on the pile slaps for the first human.
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.layout().pile.center().toPoint());
        QCOMPARE(claims.size(), std::size_t{3});
        QCOMPARE(claims.back().first, 0);
        // Turn keys work for the human asked, and only for him.
        QTest::keyClick(&board, Qt::Key_P);
        QVERIFY(moves.empty());
        board.requestMove(0);
        QVERIFY(board.promptText().contains("Anna"));
        QTest::keyClick(&board, Qt::Key_Q);
        QCOMPARE(moves, std::vector<Move>{turnMove()});
        // The pair on top is not marked while it may be slapped; a pair the next card covered
        // is.
        QVERIFY(!board.pairMarked());
        QVERIFY(!board.missedPairShown());
        SlapState covered(game, 2);
        covered.setPosition({codes({"3C"}), codes({"3D"})}, codes({"5H", "7S", "7C", "2D"}), 0);
        board.showState(covered, perspective::everyone);
        QVERIFY(board.missedPairShown());
        QVERIFY(!board.pairMarked());
        // Nothing to slap on an empty pile: no claim.
        SlapState empty(game, 2);
        board.showState(empty, perspective::everyone);
        pressShift(&board, false);
        QCOMPARE(claims.size(), std::size_t{3});
    }

    void twoHumansAndAComputerPlayAWholeGame() {
        SlapGame game;
        SlapBoard view;
        view.setSeats({{"Anna", QColor(220, 60, 50), true},
                       {"Ben", QColor(240, 190, 40), true},
                       {"Cleo", QColor(60, 130, 230), false}});
        view.resize(820, 520);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        std::vector<SeatSpec> seats{
            {true, "Anna", "", ""}, {true, "Ben", "", ""}, {false, "Cleo", "easy", ""}};
        MatchController controller(Match(game, {}, seats, 9), &view);
        // Instant animations and claims: the computer slaps the moment a card lands, so the
        // humans win the pairs it misses (15 % at Easy) when one of them is to turn next.
        controller.setPace(0);
        controller.setInstantClaims(true);
        const QString shots = qEnvironmentVariable("BATTAGLIA_CORSA_SHOTS");
        controller.start();
        int humanSlapsWon = 0, slappedWithMouse = 0, falseSlaps = 0, handOvers = 0;
        int triedOn = -1;
        bool shotTaken = false;
        for (int step = 0; step < 100000 && !controller.match().state().isTerminal(); ++step) {
            QTest::qWait(0);
            handOvers += controller.handOverSeat().has_value();
            if (controller.animating() || controller.holding()) continue;
            const auto& state = static_cast<const SlapState&>(controller.match().state());
            if (state.isTerminal()) break;
            if (!shots.isEmpty() && !shotTaken && state.turned() > 40 &&
                state.phase() == Phase::Turn && state.challenger() >= 0 &&
                state.pile().size() >= 4 && controller.waitingForMove()) {
                view.grab().save(shots + "/battaglia-corsa.png");
                shotTaken = true;
            }
            // A pair on top: whoever of the humans has cards slaps it.
            if (state.pairOnTop() && triedOn != state.turned()) {
                triedOn = state.turned();
                const PlayerId slapper = state.stackSize(0) > 0 ? 0 : 1;
                if (state.stackSize(slapper) == 0) continue;
                if (slapper == 0 && slappedWithMouse == 0) {
                    QTest::mouseClick(&view, Qt::LeftButton, {},
                                      view.layout().pile.center().toPoint());
                    ++slappedWithMouse;
                } else {
                    pressShift(&view, slapper == 1);
                }
                const auto& after = static_cast<const SlapState&>(controller.match().state());
                QCOMPARE(after.lastEvent().kind, Event::Kind::SlapWon);
                QCOMPARE(after.lastEvent().player, slapper);
                ++humanSlapsWon;
                continue;
            }
            if (!controller.waitingForMove()) continue;
            const PlayerId actor = state.currentActor();
            // Once, Ben slaps a pile with no pair: his top card goes under the pile.
            if (falseSlaps == 0 && !state.pile().empty() && !state.pairOnTop() &&
                state.stackSize(1) >= 2) {
                const int before = state.stackSize(1);
                const std::size_t burned = state.burned().size();
                pressShift(&view, true);
                const auto& after = static_cast<const SlapState&>(controller.match().state());
                QCOMPARE(after.lastEvent().kind, Event::Kind::FalseSlap);
                QCOMPARE(after.lastEvent().player, 1);
                QCOMPARE(after.stackSize(1), before - 1);
                QCOMPARE(after.burned().size(), burned + 1);
                ++falseSlaps;
                continue;
            }
            QTest::keyClick(&view, actor == 0 ? Qt::Key_Q : Qt::Key_P);
        }
        const auto& state = static_cast<const SlapState&>(controller.match().state());
        QVERIFY(state.isTerminal());
        QCOMPARE(state.stackSize(state.winner()), 52);
        QCOMPARE(state.ranking()[static_cast<std::size_t>(state.winner())], 1);
        QVERIFY(humanSlapsWon >= 1);
        QCOMPARE(slappedWithMouse, 1);
        QCOMPARE(falseSlaps, 1);
        QCOMPARE(handOvers, 0);  // nobody sees a face-down card: nothing to hide
        QVERIFY(view.promptText().contains("52"));
        // The record names each slap with its stamp, the computer's included.
        const std::string text = writeMatchRecord(controller.match().record());
        QVERIFY(text.find("! slap @") != std::string::npos);

        // Undo goes back to a human's turn; redo plays the recorded slaps again.
        const std::vector<int> finalScores = state.scores();
        controller.undo();
        QVERIFY(!controller.match().state().isTerminal());
        QTRY_VERIFY(controller.waitingForMove());
        controller.redo();
        QVERIFY(controller.match().state().isTerminal());
        QCOMPARE(controller.match().state().scores(), finalScores);

        // Saved and read back, the record replays to the same end (stamps included).
        const MatchRecord record = readMatchRecord(text);
        const GameRegistry games = makeStandardGames();
        const Match replayed = Match::fromRecord(games, record);
        QVERIFY(replayed.state().isTerminal());
        QCOMPARE(replayed.state().toString(), controller.match().state().toString());
    }
};

}  // namespace lt::shell::battaglia_corsa

QTEST_MAIN(lt::shell::battaglia_corsa::SlapPlayTest)
#include "play_test.moc"
