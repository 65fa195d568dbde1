// The rectangle race's board as people drive it: the key blocks move their own cursors, a
// full rectangle refuses a drop, and a whole game of two humans (Anna with W A S D + E and the
// mouse, Ben with the arrows + Enter) and a Hard computer through the real match controller,
// whose record replays to the same end; the table at one scale in a small window, at the screen's
// real millimetre when the window holds it, equal sizes equal in pixels at any window size, and
// the measured millimetre handed from the settings to the board by the main window. Set
// RECTANGLE_RACE_SHOTS to a folder to save pictures of the reveal and the end there (the board,
// and the whole window).
#include <QTest>
#include <cmath>
#include <deque>
#include <map>

#include "../../support/app_window_test.h"
#include "app/app_settings.h"
#include "app/game_catalog.h"
#include "app/game_screen.h"
#include "app/main_window.h"
#include "app/match_controller.h"
#include "framework/match_record.h"
#include "games/rectangle_race/game.h"
#include "games/rectangle_race/race_board.h"
#include "games/rectangle_race/race_keys.h"
#include "games/rectangle_race/state.h"
#include "standard_games.h"
#include "standard_views.h"

namespace lt::shell::rectangle_race {

using namespace lt::rectangle_race;

namespace {

// The keys of block `block` for each action.
Qt::Key keyFor(int block, Action action) {
    static const Qt::Key kKeys[2][5] = {
        {Qt::Key_W, Qt::Key_A, Qt::Key_S, Qt::Key_D, Qt::Key_E},
        {Qt::Key_Up, Qt::Key_Left, Qt::Key_Down, Qt::Key_Right, Qt::Key_Return}};
    return kKeys[block][static_cast<int>(action)];
}

// The shortest sequence of moves from `from` to `to` (breadth first over neighbour()).
std::vector<Action> pathTo(int from, int to) {
    std::map<int, std::pair<int, Action>> came;
    std::deque<int> queue{from};
    came[from] = {from, Action::Drop};
    while (!queue.empty()) {
        const int at = queue.front();
        queue.pop_front();
        if (at == to) break;
        for (Action a : {Action::Up, Action::Left, Action::Down, Action::Right}) {
            const int next = neighbour(at, a);
            if (came.count(next)) continue;
            came[next] = {at, a};
            queue.push_back(next);
        }
    }
    std::vector<Action> path;
    for (int at = to; at != from; at = came.at(at).first)
        path.insert(path.begin(), came.at(at).second);
    return path;
}

}  // namespace

class RacePlayTest : public test::AppWindowTest {
    Q_OBJECT

  private slots:
    void initTestCase() { setUpPrivateHome(); }
    void cleanup() { closeWindow(); }

    // Every rectangle on the boards is drawn at the card's scale, in whole pixels, inside its
    // cell, and the whole table fits the board's share of a 1024 x 600 window (660 x 390 px, as
    // in the screenshots) with rectangles no smaller than 20 x 10 px.
    void everythingIsAtOneScaleAndFitsASmallWindow() {
        for (const QSizeF size : {QSizeF(660, 390), QSizeF(1000, 520), QSizeF(1900, 1000)}) {
            const RaceLayout t = layoutFor(size, 96 / 25.4);
            QVERIFY(t.boards[0].left() >= 0 && t.boards[5].right() <= size.width());
            QVERIFY(t.top.top() >= 0 && t.seats.bottom() <= size.height());
            QVERIFY(t.boards[5].bottom() <= t.seats.top());
            for (const Rectangle& r : rectangles()) {
                const QRectF& shape = t.shapes[placeOf(r)];
                QCOMPARE(shape.width(), std::round(r.widthMm * t.scale));
                QCOMPARE(shape.height(), std::round(r.heightMm * t.scale));
                QVERIFY(t.cells[placeOf(r)].contains(shape));
            }
            QVERIFY(24 * t.scale >= 20 && 12 * t.scale >= 10);
        }
    }

    // A window that holds the whole table at the screen's millimetre draws it at that size:
    // 1 mm of the component list is `k` pixels, on the boards and on the card.
    void aLargeEnoughWindowDrawsTheRealSize() {
        for (const double k : {2.0, 96 / 25.4, 4.0}) {
            const QSizeF size(740 * k + 16, 290 * k + kSeatsPx + 12);
            const RaceLayout t = layoutFor(size, k);
            QCOMPARE(t.scale, k);
            QVERIFY(!t.reduced());
            QCOMPARE(t.percentOfRealSize(), 100);
            for (const Rectangle& r : rectangles()) {
                QCOMPARE(t.shapes[placeOf(r)].width(), std::round(r.widthMm * k));
                QCOMPARE(t.shapes[placeOf(r)].height(), std::round(r.heightMm * k));
            }
            QCOMPARE(t.boards[0].width(), kBoardWidthMm * k);
        }
        // Larger still: the table stays at its real size, centred.
        const RaceLayout t = layoutFor(QSizeF(4000, 2000), 4.0);
        QCOMPARE(t.scale, 4.0);
        QCOMPARE(t.boards[0].left() + t.boards[2].right(), 4000.0);
    }

    // In any window, too small or not: every length is reduced alike, and two rectangles of
    // equal size in millimetres (the card and its rectangle on a board; rectangles sharing a
    // width or a height) are equal in pixels, wherever they lie. Smaller than the real size,
    // the board says so in one line.
    void equalMillimetresAreEqualPixelsAtAnySize() {
        const double k = 4.0;
        RaceBoard board;
        board.setPixelsPerMm(k);
        QCOMPARE(board.pixelsPerMm(), k);
        for (int width = 560; width <= 3100; width += 137)
            for (const int height : {340, 467, 601, 888, 1250, 1400}) {
                board.resize(width, height);
                const RaceLayout t = board.layout();
                QCOMPARE(t.realScale, k);
                QVERIFY(t.scale <= k);
                QCOMPARE(t.boards[0].width() / kBoardWidthMm, t.scale);
                for (const Rectangle& r : rectangles()) {
                    const QRectF& shape = t.shapes[placeOf(r)];
                    QCOMPARE(t.shapeAt(r, t.card.center()).size(), shape.size());
                    for (const Rectangle& other : rectangles()) {
                        const QRectF& second = t.shapes[placeOf(other)];
                        if (other.widthMm == r.widthMm) QCOMPARE(second.width(), shape.width());
                        if (other.heightMm == r.heightMm) QCOMPARE(second.height(), shape.height());
                        if (other.widthMm > r.widthMm) QVERIFY(second.width() > shape.width());
                    }
                }
                if (t.reduced()) {
                    QCOMPARE(t.percentOfRealSize(),
                             static_cast<int>(std::floor(100 * t.scale / k)));
                    QCOMPARE(board.reducedText(),
                             QStringLiteral("%1 % of the real size: the window is too small")
                                 .arg(t.percentOfRealSize()));
                } else {
                    QCOMPARE(t.scale, k);
                    QCOMPARE(board.reducedText(), QString());
                }
            }
        board.resize(1000, 520);
        QCOMPARE(board.reducedText(),
                 QStringLiteral("33 % of the real size: the window is too small"));
    }

    void keyBlocksMoveTheirOwnCursorsAndAFullPlaceRefuses() {
        RaceGame game;
        RaceBoard board;
        board.setSeats({{"Anna", Qt::white, true}, {"Ben", Qt::black, true}});
        board.resize(1000, 520);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        RaceState state(game, 2);
        state.apply(dealMove(22));
        board.showState(state, perspective::everyone);
        const std::vector<int> start = board.cursors();
        QCOMPARE(start, (std::vector<int>{0, 29}));  // red 1, orange 6
        QTest::keyClick(&board, Qt::Key_D);
        QCOMPARE(board.cursors()[0], placeOf(0, 2));
        QCOMPARE(board.cursors()[1], 29);
        QTest::keyClick(&board, Qt::Key_Left);
        QCOMPARE(board.cursors()[1], placeOf(4, 5));
        QTest::keyClick(&board, Qt::Key_8, Qt::KeypadModifier);  // no fourth human: nothing
        QCOMPARE(board.cursors()[0], placeOf(0, 2));

        std::vector<std::pair<PlayerId, Move>> claims;
        connect(&board, &BoardView::claimChosen, this,
                [&](PlayerId seat, Move move) { claims.emplace_back(seat, move); });
        QTest::keyClick(&board, Qt::Key_E);
        QCOMPARE(claims.size(), std::size_t{1});
        QCOMPARE(claims[0].first, 0);
        QCOMPARE(dropPlace(claims[0].second), placeOf(0, 2));
        state.applyClaim(0, claims[0].second);
        board.showState(state, perspective::everyone);
        // Two players: red 2 is full now; Ben's drop there is refused and sends nothing.
        for (Action a : pathTo(board.cursors()[1], placeOf(0, 2)))
            QTest::keyClick(&board, keyFor(1, a));
        QCOMPARE(board.cursors()[1], placeOf(0, 2));
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(claims.size(), std::size_t{1});
    }

    void twoHumansAndAComputerPlayAWholeGame() {
        RaceGame game;
        RaceBoard view;
        view.setSeats({{"Anna", Qt::white, true},
                       {"Ben", Qt::black, true},
                       {"Cleo", QColor(255, 80, 170), false}});
        view.resize(1000, 520);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        std::vector<SeatSpec> seats{
            {true, "Anna", "", ""}, {true, "Ben", "", ""}, {false, "Cleo", "hard", ""}};
        MatchController controller(Match(game, {}, seats, 77), &view);
        // Short animations, real claim windows: the humans drop while the card appears, the
        // computer when its reaction time has passed (instant: the window holds nothing).
        controller.setPace(0.2);
        controller.setInstantClaims(true);
        const QString shots = qEnvironmentVariable("RECTANGLE_RACE_SHOTS");
        controller.start();
        int rounds = 0, round = 0;
        std::map<int, std::vector<PlayerId>> right;  // per round, as revealed
        bool shotReveal = false;
        for (int step = 0; step < 60000 && !controller.match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            if (controller.canRoll()) QTest::keyClick(&view, Qt::Key_Space);  // Anna deals
            const auto& state = static_cast<const RaceState&>(controller.match().state());
            if (!shots.isEmpty() && !shotReveal && state.revealed() && state.rounds() == 3 &&
                state.lastEvent().right.size() == 2) {
                QTest::qWait(420);  // the card turned over, the reveal glowing
                view.grab().save(shots + "/rectangle-race-reveal.png");
                shotReveal = true;
            }
            if (state.revealed() && state.lastEvent().kind == Event::Kind::Revealed)
                right[state.rounds()] = state.lastEvent().right;
            if (state.phase() != Phase::Race || state.rounds() == round) continue;
            round = state.rounds();
            ++rounds;
            const int answer = placeOf(rectangleOfCard(state.card()));
            // Anna: the right rectangle (with the mouse in the first round, keys after).
            if (round == 1) {
                QTest::mouseClick(&view, Qt::LeftButton, {},
                                  view.layout().cells[answer].center().toPoint());
            } else {
                for (Action a : pathTo(view.cursors()[0], answer))
                    QTest::keyClick(&view, keyFor(0, a));
                QTest::keyClick(&view, Qt::Key_E);
            }
            // Ben: right in odd rounds, else a neighbour of the right one.
            const int target = round % 2 ? answer
                                         : (neighbour(answer, Action::Left) != answer
                                                ? neighbour(answer, Action::Left)
                                                : neighbour(answer, Action::Right));
            for (Action a : pathTo(view.cursors()[1], target)) QTest::keyClick(&view, keyFor(1, a));
            QTest::keyClick(&view, Qt::Key_Return);
        }
        const auto& state = static_cast<const RaceState&>(controller.match().state());
        QVERIFY(state.isTerminal());
        QCOMPARE(state.rounds(), rounds);
        // Anna is on the right rectangle first every round (her stamp is earlier than the
        // computer's): she takes every turned card. Ben, when he aimed right, shares it with her
        // unless the computer's drop, made at once in this test, filled the place first; a right
        // computer that came before Ben takes the deck card.
        QCOMPARE(static_cast<int>(right.size()), rounds);
        int ben = 0, cleo = 0;
        for (const auto& [r, players] : right) {
            QVERIFY(!players.empty());
            QCOMPARE(players[0], 0);
            if (r % 2 == 0) QVERIFY(players.size() == 1 || players[1] == 2);
            ben += players.size() == 2 && players[1] == 1;
            cleo += players.size() == 2 && players[1] == 2;
        }
        QCOMPARE(state.scores(), (std::vector<int>{rounds, ben, cleo}));
        QVERIFY(ben > 0);
        QCOMPARE(state.scores()[0] + state.scores()[1] + state.scores()[2] + state.boxed() +
                     static_cast<int>(state.deck().size()),
                 kCards);
        QCOMPARE(state.ranking()[0], 1);
        QVERIFY(view.promptText().contains("used up"));
        if (!shots.isEmpty()) {
            QTest::qWait(900);  // after the last reveal: the end banner
            view.grab().save(shots + "/rectangle-race-end.png");
        }

        // Undo goes back to the last card Anna turned up (her step), not to the start; redo
        // plays the recorded race again, drops and stamps included.
        const std::vector<int> finalScores = state.scores();
        controller.undo();
        const auto& undone = static_cast<const RaceState&>(controller.match().state());
        QCOMPARE(undone.phase(), Phase::Deal);
        QCOMPARE(undone.rounds(), rounds - 1);
        QTRY_VERIFY(controller.canRoll());
        controller.redo();
        QVERIFY(controller.match().state().isTerminal());
        QCOMPARE(controller.match().state().scores(), finalScores);

        // Saved and read back, the record replays to the same end (stamps included).
        const MatchRecord record = readMatchRecord(writeMatchRecord(controller.match().record()));
        const GameRegistry games = makeStandardGames();
        const Match replayed = Match::fromRecord(games, record);
        QVERIFY(replayed.state().isTerminal());
        QCOMPARE(replayed.state().scores(), finalScores);
    }

    // The main window hands the board the screen's millimetre as measured in Settings; in a
    // 1280 x 800 window the table is smaller than that and the board says so. With
    // RECTANGLE_RACE_SHOTS set, pictures of the whole window at a reveal and at the end.
    void theWindowGivesTheBoardTheMeasuredMillimetre() {
        settings_->setPixelsPerMm(5.0);
        openWindow();
        MainWindow& window = *window_;
        window.overridePace(0.2);
        const std::vector<SeatSpec> seats{
            {false, "Anna", "hard", ""}, {false, "Ben", "medium", ""}, {false, "Cleo", "easy", ""}};
        const QString error = window.startGame("rectangle-race", {seats, {}}, 5);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        auto* board = qobject_cast<RaceBoard*>(window.gameScreen()->board());
        QVERIFY(board);
        QCOMPARE(board->pixelsPerMm(), 5.0);
        const RaceLayout t = board->layout();
        QVERIFY(t.reduced());
        QCOMPARE(t.shapes[placeOf(rectangleOfCard(35))].width(), std::round(74 * t.scale));
        QCOMPARE(board->reducedText(),
                 QStringLiteral("%1 % of the real size: the window is too small")
                     .arg(t.percentOfRealSize()));

        const QString shots = qEnvironmentVariable("RECTANGLE_RACE_SHOTS");
        const MatchController* controller = window.gameScreen()->controller();
        bool shotReveal = shots.isEmpty();
        const auto shootAndCheckEnd = [&] {
            const auto& state = static_cast<const RaceState&>(controller->match().state());
            if (!shotReveal && state.revealed() && state.rounds() >= 3 &&
                state.lastEvent().right.size() >= 2) {
                QTest::qWait(420);  // the card turned over, the reveal glowing
                window.grab().save(shots + "/rectangle-race-reveal-window.png");
                shotReveal = true;
            }
            return state.isTerminal();
        };
        QTRY_VERIFY_WITH_TIMEOUT(shootAndCheckEnd(), 120000);
        QVERIFY(shotReveal);
        if (!shots.isEmpty()) {
            QTest::qWait(900);  // after the last reveal: the end banner
            window.grab().save(shots + "/rectangle-race-end-window.png");
        }
    }

    // The status line asks the dealer to turn up a card, as the board does: it said "Anna, roll
    // the dice (Space)" in a game without dice (seen on a screenshot).
    void theStatusLineAsksTheDealerForACard() {
        openWindow();
        MainWindow& window = *window_;
        window.overridePace(0.2);
        window.gameScreen()->setInstantClaims(false);
        window.resize(1024, 600);
        const std::vector<SeatSpec> seats{{true, "Anna", "", ""}, {false, "Ben", "easy", ""}};
        const QString error = window.startGame("rectangle-race", {seats, {}}, 5);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        GameScreen* screen = window.gameScreen();
        QTRY_COMPARE(screen->statusText(),
                     QString("Anna, turn up the first card: Space or a click on the deck!"));
        auto* board = qobject_cast<RaceBoard*>(screen->board());
        QVERIFY(board);
        QCOMPARE(board->rollPrompt(0, false), QString("Anna turns up the next card…"));
        QTest::keyClick(board, Qt::Key_Space);
        const auto& state = [&]() -> const RaceState& {
            return static_cast<const RaceState&>(screen->controller()->match().state());
        };
        QTRY_VERIFY_WITH_TIMEOUT(state().phase() == Phase::Deal && state().card() != 0, 60000);
        QTRY_COMPARE_WITH_TIMEOUT(
            screen->statusText(),
            QString("Anna, turn up the next card: Space or a click on the deck!"), 10000);
    }
};

}  // namespace lt::shell::rectangle_race

QTEST_MAIN(lt::shell::rectangle_race::RacePlayTest)
#include "race_play_test.moc"
