// A new user plays whole games of international draughts in the app, by clicks on the board,
// against three computer levels, then saves each game as PDN and opens the file again. The
// human plays the first legal move the board offers (captures are compulsory, so it never
// misses one). Easy and Medium (search depth 2 and 4) play from the usual start; Hard, which
// thinks up to a second a move, plays an ending (three kings against two men) so the test
// stays within seconds.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <memory>

#include "../../support/app_window_test.h"
#include "../../support/arrow_path.h"
#include "../../support/event_wait.h"
#include "app/app_settings.h"
#include "app/game_catalog.h"
#include "app/game_screen.h"
#include "app/main_window.h"
#include "app/match_files.h"
#include "games/draughts/draughts_board_view.h"
#include "games/draughts/game.h"
#include "games/draughts/notation.h"
#include "standard_games.h"
#include "standard_views.h"

using namespace lt;
using namespace lt::shell;
using lt::draughts::DraughtsState;

using lt::test::waitFor;

namespace {

// Far beyond any game these levels play: repetition and the kings-only rule end it before.
constexpr int kMaxPlies = 600;

}  // namespace

class DraughtsPlayTest : public lt::test::AppWindowTest {
    Q_OBJECT

  private:
    MatchController* controller() { return window_->gameScreen()->controller(); }
    lt::shell::draughts::DraughtsBoardView* board() {
        return qobject_cast<lt::shell::draughts::DraughtsBoardView*>(
            window_->gameScreen()->board());
    }
    const DraughtsState& state() {
        return dynamic_cast<const DraughtsState&>(controller()->match().state());
    }

    // Walks the keyboard cursor to `square` with the arrows (the first key shows it), then
    // presses Enter there.
    void keyTo(int square) {
        if (!board()->keyboardCursor()) QTest::keyClick(board(), Qt::Key_Right);
        std::vector<QPointF> squares;  // index i: square i + 1
        for (int s = 1; s <= 50; ++s) squares.push_back(board()->squareCentre(s));
        const auto keys =
            lt::test::arrowPath(squares, *board()->keyboardCursor() - 1, square - 1, true);
        QVERIFY(keys);
        for (Qt::Key key : *keys) QTest::keyClick(board(), key);
        QCOMPARE(board()->keyboardCursor(), std::optional<int>(square));
        QTest::keyClick(board(), Qt::Key_Return);
    }

    // Plays the human's side to the end, by clicks on the squares of the first legal move:
    // its start, then each landing square until the board has the whole move.
    void playToTheEnd(PlayerId human, bool byKeys = false) {
        for (int ply = 0; ply < kMaxPlies; ++ply) {
            QTRY_VERIFY_WITH_TIMEOUT(controller()->waitingForMove() || state().isTerminal(), 20000);
            if (state().isTerminal()) return;
            QCOMPARE(state().currentActor(), human);
            const std::size_t before = controller()->match().ply();
            const auto detail = state().moveDetails().front();
            QSignalSpy chosen(board(), &BoardView::moveChosen);
            if (byKeys && ply % 2 == 1) {
                // Typed in the notation, then Enter.
                QTest::keyClicks(board(),
                                 QString::fromStdString(state().moveToString(detail.move.code())));
                QTest::keyClick(board(), Qt::Key_Return);
            } else {
                for (int square : detail.path) {
                    if (byKeys)
                        keyTo(square);
                    else
                        QTest::mouseClick(board(), Qt::LeftButton, {},
                                          board()->squareCentre(square).toPoint());
                    if (!chosen.isEmpty()) break;
                }
            }
            QCOMPARE(chosen.size(), 1);
            QCOMPARE(chosen.front().at(0).value<lt::Move>(), detail.move.code());
            QCOMPARE(controller()->match().ply(), before + 1);
        }
        QFAIL("the game did not end");
    }

    void playAndSave(const char* level, PlayerId human, const std::string& fen = {}) {
        std::vector<SeatSpec> seats = {{true, "Anna", "", ""}, {false, "Computer", level, ""}};
        if (human == 1) std::swap(seats[0], seats[1]);
        Options options;
        if (!fen.empty()) options.set("fen", fen);
        const QString error = window_->startGame("draughts", {seats, options}, 5);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        playToTheEnd(human);
        QVERIFY(state().isTerminal());
        const std::size_t plies = controller()->match().ply();
        const std::string position = lt::draughts::toFen(state().position());
        const std::vector<int> ranking = state().ranking();
        qInfo("%s: %s after %zu plies", level, state().outcomeReason().c_str(), plies);

        // Save… as PDN, then Open… the file again.
        const QString path = dir_.filePath(QStringLiteral("%1.pdn").arg(level));
        QCOMPARE(window_->saveMatch(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        const QString result = state().ranking() == std::vector<int>{1, 1} ? "1-1"
                               : state().ranking()[0] == 1                 ? "2-0"
                                                                           : "0-2";
        QVERIFY2(text.contains(QStringLiteral("[Result \"%1\"]").arg(result)), qPrintable(text));
        QCOMPARE(window_->openMatch(path), QString());
        const Match& reopened = controller()->match();
        QCOMPARE(reopened.ply(), plies);
        QVERIFY(reopened.state().isTerminal());
        QCOMPARE(reopened.state().ranking(), ranking);
        QCOMPARE(lt::draughts::toFen(state().position()), position);
        QCOMPARE(reopened.seats().at(human).name, std::string("Anna"));
    }

  private slots:
    void initTestCase() { setUpPrivateHome(); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }

    void wholeGameAgainstEasyAsWhite() { playAndSave("easy", 0); }
    void wholeGameAgainstMediumAsBlack() { playAndSave("medium", 1); }
    void wholeEndingAgainstHardAsWhite() { playAndSave("hard", 0, "W:W41,42:BK3,K14,K24"); }

    // Keys only (issue 23 item 10): moves walked with the arrows and Enter, every other one
    // typed ("32-28"), a whole game as Black against Easy.
    void wholeGameByKeysAsBlack() {
        const std::vector<SeatSpec> seats = {{false, "Computer", "easy", ""},
                                             {true, "Anna", "", ""}};
        QCOMPARE(window_->startGame("draughts", {seats, Options()}, 5), QString());
        playToTheEnd(1, true);
        QVERIFY(state().isTerminal());
    }
};

QTEST_MAIN(DraughtsPlayTest)
#include "play_test.moc"
