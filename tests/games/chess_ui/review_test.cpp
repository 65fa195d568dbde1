// Review game for chess in the whole application, offscreen: a game with a queen left hanging
// opened from PGN and reviewed at a small depth (the marks in the move list, the graph, the
// better move's arrow, a click on the graph), cancel and resume, the window closed while the
// engine works, the review saved with the game and read back, kept in the autosave (finished
// or cancelled) and back in a new window without searching, and a review from a move chosen
// in the list (Review game, or the row's menu) that analyses that move and the rest first.
#include <QAccessible>
#include <QApplication>
#include <QContextMenuEvent>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QTest>
#include <chrono>

#include "../../support/app_window_test.h"
#include "app/game_screen.h"
#include "app/match_files.h"
#include "app/review_panel.h"
#include "games/chess/chess_board_view.h"
#include "games/chess/game.h"
#include "games/chess/review_job.h"
#include "widgets/evaluation_graph.h"

using namespace lt;
using namespace lt::shell;

namespace {

// 2... Qg5?? leaves the queen to the knight on f3, and 3. d3?? does not take it.
constexpr const char* kHungQueen = R"([Event "Review"]
[White "Anna"]
[Black "Bruno"]
[Result "*"]

1. e4 e5 2. Nf3 Qg5 3. d3 *
)";

// A longer game, for cancelling halfway.
constexpr const char* kLongerGame = R"([Event "Longer"]
[White "Anna"]
[Black "Bruno"]
[Result "*"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8
10. d4 Nbd7 *
)";

// The Blackburne Shilling trap: 4. Nxe5? takes the pawn, 5. Nxf7?? the rook, and the queen
// and knight mate.
constexpr const char* kShillingTrap = R"([Event "Trap"]
[White "Anna"]
[Black "Bruno"]
[Result "0-1"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1
)";

constexpr int kSquareF3 = 21;  // a1 = 0, b1 = 1, ..., h8 = 63
constexpr int kSquareG5 = 38;

}  // namespace

class ChessReviewTest : public lt::test::AppWindowTest {
    Q_OBJECT

  private:
    GameScreen* screen() { return window_->gameScreen(); }
    MatchController* controller() { return screen()->controller(); }
    lt::shell::chess::ChessBoardView* board() {
        return qobject_cast<lt::shell::chess::ChessBoardView*>(screen()->board());
    }
    EvaluationGraph* graph() { return screen()->reviewPanel()->graph(); }
    void open(const char* name, const char* text) {
        const QString path = dir_.filePath(name);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
        file.close();
        const QString error = window_->openMatch(path);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    void reviewAndWait() {
        QVERIFY(window_->action("reviewAction")->isEnabled());
        window_->action("reviewAction")->trigger();
        QVERIFY(screen()->gameReviewRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!screen()->gameReviewRunning(), 60000);
    }
    // The move list's row of record ply `index`.
    QListWidgetItem* row(std::size_t index) {
        MoveList* list = screen()->moveList();
        return list->item(list->rowOf(index + 1));
    }
    // Every row of the move list as it reads, marks included.
    QStringList rowTexts() {
        QStringList texts;
        MoveList* list = screen()->moveList();
        for (int r = 0; r < list->count(); ++r) texts << list->item(r)->text();
        return texts;
    }
    // The autosave written, closed, a new window resuming it as the start-up question does.
    void resumeInANewWindow() {
        QVERIFY(window_->flushAutosave());
        closeWindow();
        openWindow();
        screen()->setReviewDepth(40);  // a search now would take minutes
        const QString error = window_->openMatch(autosavePath());
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    QString autosaveText() {
        QFile file(autosavePath());
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }
    // The positions the review's runs analysed, by index.
    std::vector<std::size_t> analysedPositions() {
        std::vector<std::size_t> found;
        const std::optional<RecordedReview> kept = screen()->keptReview();
        if (!kept) return found;
        for (std::size_t i = 0; i < kept->analyses.size(); ++i)
            if (kept->analyses[i]) found.push_back(i);
        return found;
    }
    // Review game from the position shown, cancelled once the first position comes back.
    void reviewAndCancelAtTheFirstProgress() {
        window_->action("reviewAction")->trigger();
        QVERIFY(screen()->gameReviewRunning());
        QTRY_VERIFY_WITH_TIMEOUT(screen()->reviewPanel()->progressBar()->value() >= 1, 60000);
        screen()->cancelGameReview();
        QTRY_VERIFY_WITH_TIMEOUT(!screen()->gameReviewRunning(), 10000);
    }
    // The positions analysed are those from `first` on, in order, wrapping to the start: a
    // position before `first` only once every one from `first` to the last (`total` - 1) is.
    void expectAnalysedFrom(std::size_t first, std::size_t total) {
        const std::vector<std::size_t> found = analysedPositions();
        QVERIFY(!found.empty());
        QVERIFY(std::find(found.begin(), found.end(), first) != found.end());
        std::size_t run = 0;
        while (run < total &&
               std::find(found.begin(), found.end(), (first + run) % total) != found.end())
            ++run;
        QCOMPARE(found.size(), run);  // one run from `first`, no other position
    }

  private slots:
    void initTestCase() { setUpPrivateHome(); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }

    void marksTheHungQueenAndDrawsTheCapture() {
        open("hung.pgn", kHungQueen);
        screen()->setReviewDepth(4);
        QVERIFY(!screen()->reviewPanel()->isVisible());
        reviewAndWait();
        const MatchReview* review = screen()->gameReview();
        QVERIFY(review);
        QVERIFY(review->review.complete);
        QCOMPARE(review->review.moves.at(3).mark, review::Mark::Blunder);  // 2... Qg5??
        QCOMPARE(review->review.moves.at(4).mark, review::Mark::Blunder);  // 3. d3??
        QCOMPARE(review->review.moves.at(4).better, std::string("Nxg5"));
        // The marks in the move list, and in words for screen readers.
        QCOMPARE(row(3)->text(), QString("Qg5??"));
        QCOMPARE(row(4)->text(), QString("3. d3??"));
        QCOMPARE(row(4)->data(Qt::AccessibleTextRole).toString(), QString("3. d3, blunder"));
        QCOMPARE(row(0)->text(), QString("1. e4"));
        // One point per position: the start and after each of the five moves.
        QVERIFY(screen()->reviewPanel()->isVisible());
        QCOMPARE(graph()->pointCount(), std::size_t(6));
        // The game's position is the last point: the arrow shows the queen the knight takes.
        QCOMPARE(graph()->current(), std::optional<std::size_t>(5));
        QCOMPARE(board()->betterMoveArrow(),
                 (std::optional<std::pair<lt::chess::Square, lt::chess::Square>>(
                     {kSquareF3, kSquareG5})));
        QVERIFY2(screen()->reviewPanel()->commentText().contains("Better: Nxg5"),
                 qPrintable(screen()->reviewPanel()->commentText()));
        QVERIFY2(screen()->reviewPanel()->summaryText().contains("Anna: accuracy"),
                 qPrintable(screen()->reviewPanel()->summaryText()));
        // A click on the point after 2. Nf3 shows that position, with no arrow (a good move).
        QTest::mouseClick(graph(), Qt::LeftButton, {}, graph()->pointAt(3).toPoint());
        QCOMPARE(controller()->reviewedPly(), std::optional<std::size_t>(3));
        QCOMPARE(board()->fen(),
                 QString("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
        QCOMPARE(graph()->current(), std::optional<std::size_t>(3));
        // The keys step along the graph: Right goes to the position after 2... Qg5.
        graph()->setFocus();
        QTest::keyClick(graph(), Qt::Key_Right);
        QCOMPARE(controller()->reviewedPly(), std::optional<std::size_t>(4));
        QVERIFY(board()->betterMoveArrow().has_value());
        QTest::keyClick(graph(), Qt::Key_Home);
        QCOMPARE(controller()->reviewedPly(), std::optional<std::size_t>(0));
        QVERIFY(!board()->betterMoveArrow().has_value());
        QTest::keyClick(graph(), Qt::Key_End);
        QCOMPARE(controller()->reviewedPly(), std::nullopt);  // the game itself
        QCOMPARE(board()->betterMoveArrow()->second, kSquareG5);
    }

    void cancelKeepsWhatWasAnalysedAndReviewGoesOn() {
        open("longer.pgn", kLongerGame);
        screen()->setReviewDepth(6);
        window_->action("reviewAction")->trigger();
        QVERIFY(screen()->gameReviewRunning());
        QVERIFY(!window_->action("reviewAction")->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(screen()->reviewPanel()->progressBar()->value() >= 3, 60000);
        QTest::mouseClick(screen()->reviewPanel()->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!screen()->gameReviewRunning(), 10000);
        const MatchReview* cancelled = screen()->gameReview();
        QVERIFY(cancelled);
        QVERIFY(!cancelled->review.complete);
        const std::size_t analysed = cancelled->review.positions.size();
        QVERIFY(analysed >= 3 && analysed < 21);
        QCOMPARE(graph()->pointCount(), analysed);
        QVERIFY2(screen()->reviewPanel()->commentText().contains("Review stopped after"),
                 qPrintable(screen()->reviewPanel()->commentText()));
        // Review game again goes on from there: the bar starts where it stopped.
        QVERIFY(window_->action("reviewAction")->isEnabled());
        window_->action("reviewAction")->trigger();
        QVERIFY(screen()->reviewPanel()->progressBar()->value() >= static_cast<int>(analysed));
        QTRY_VERIFY_WITH_TIMEOUT(!screen()->gameReviewRunning(), 120000);
        QVERIFY(screen()->gameReview()->review.complete);
        QCOMPARE(graph()->pointCount(), std::size_t(21));
    }

    void closingTheWindowStopsTheEngine() {
        open("longer.pgn", kLongerGame);
        screen()->setReviewDepth(40);  // minutes per position: only the stop ends it
        window_->action("reviewAction")->trigger();
        QVERIFY(screen()->gameReviewRunning());
        QTest::qWait(200);
        const auto start = std::chrono::steady_clock::now();
        closeWindow();
        const auto waited = std::chrono::steady_clock::now() - start;
        QVERIFY2(waited < std::chrono::seconds(3),
                 qPrintable(QString::number(
                     std::chrono::duration_cast<std::chrono::milliseconds>(waited).count())));
    }

    // A Chess960 game begins with its start position drawn, and a draw offer and its answer
    // are claims: the review covers the board moves only, each with its record ply.
    void reviewLeavesOutTheChess960DrawAndTheClaims() {
        const lt::chess::ChessGame game;
        Match match(
            game,
            Options(std::map<std::string, std::string>{{lt::chess::kVariantOption, "chess960"}}),
            {{true, "Anna", "", ""}, {true, "Bruno", "", ""}}, 42);
        match.playChance();
        match.play(0, *match.state().parseMove("e4"));
        match.claim(0, lt::chess::claim::kOfferDraw);
        match.claim(1, lt::chess::claim::kDeclineDraw);
        match.play(1, *match.state().parseMove("e5"));
        const ReviewJob job = lt::shell::chess::reviewUi().prepare(match, match.ply(), 2);
        QCOMPARE(job.recordPlies, (std::vector<std::size_t>{1, 4}));
        std::atomic<bool> stop{false};
        review::Analyses analyses;
        const review::GameReview review = job.run(stop, {}, analyses, 0);
        QVERIFY(review.complete);
        QCOMPARE(review.moves.size(), std::size_t(2));
        QCOMPARE(review.moves[0].played, std::string("e4"));
        QCOMPARE(review.moves[1].played, std::string("e5"));
        // Before the start position is drawn there is nothing to review.
        Match undrawn(
            game,
            Options(std::map<std::string, std::string>{{lt::chess::kVariantOption, "chess960"}}),
            {{true, "Anna", "", ""}, {true, "Bruno", "", ""}}, 42);
        undrawn.playChance();
        QVERIFY(!lt::shell::chess::reviewUi().prepare(undrawn, undrawn.ply(), 2).run);
    }

    void reviewIsSavedWithThePgnAndReadBack() {
        open("hung.pgn", kHungQueen);
        screen()->setReviewDepth(4);
        reviewAndWait();
        const QString path = dir_.filePath("reviewed.pgn");
        QCOMPARE(window_->saveMatch(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains("Qg5 $4") && text.contains("Blunder. Better: Nxg5"),
                 qPrintable(text));
        QVERIFY2(text.contains("[%eval "), qPrintable(text));
        closeWindow();
        openWindow();
        QCOMPARE(window_->openMatch(path), QString());
        const MatchReview* review = screen()->gameReview();
        QVERIFY(review);
        QVERIFY(review->review.complete);
        QCOMPARE(review->review.moves.at(4).mark, review::Mark::Blunder);
        QCOMPARE(row(3)->text(), QString("Qg5??"));
        QCOMPARE(row(4)->text(), QString("3. d3??"));
        QCOMPARE(graph()->pointCount(), std::size_t(6));
        QCOMPARE(board()->betterMoveArrow(),
                 (std::optional<std::pair<lt::chess::Square, lt::chess::Square>>(
                     {kSquareF3, kSquareG5})));
        // The review read from the file is kept in the autosave too.
        const QStringList marked = rowTexts();
        resumeInANewWindow();
        QVERIFY(screen()->gameReview());
        QVERIFY(screen()->gameReview()->review.complete);
        QCOMPARE(rowTexts(), marked);
        QCOMPARE(graph()->pointCount(), std::size_t(6));
    }

    // Issue 22: a finished review is kept in the autosave; a new window resuming the match
    // shows the same marks, graph, arrow and summary at once, without running the engine.
    void finishedReviewComesBackFromTheAutosave() {
        open("hung.pgn", kHungQueen);
        screen()->setReviewDepth(4);
        reviewAndWait();
        const QStringList marked = rowTexts();
        QCOMPARE(marked.at(3), QString("Qg5??"));
        const QString summary = screen()->reviewPanel()->summaryText();
        QVERIFY(window_->flushAutosave());
        const QString saved = autosaveText();
        QVERIFY2(saved.contains("\nreview 5\nanalysis 0 score ") &&
                     saved.contains("\nanalysis 4 score ") &&
                     saved.contains("\nanalysis 5 score ") && saved.contains(" Nxg5 Nxg5"),
                 qPrintable(saved));
        resumeInANewWindow();
        QVERIFY(!screen()->gameReviewRunning());  // back before any event: nothing ran
        const MatchReview* review = screen()->gameReview();
        QVERIFY(review);
        QVERIFY(review->review.complete);
        QCOMPARE(rowTexts(), marked);
        QCOMPARE(row(4)->data(Qt::AccessibleTextRole).toString(), QString("3. d3, blunder"));
        QCOMPARE(graph()->pointCount(), std::size_t(6));
        QCOMPARE(screen()->reviewPanel()->summaryText(), summary);
        QCOMPARE(board()->betterMoveArrow(),
                 (std::optional<std::pair<lt::chess::Square, lt::chess::Square>>(
                     {kSquareF3, kSquareG5})));
        // Review game has nothing left to search: it ends at once with the same review.
        window_->action("reviewAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!screen()->gameReviewRunning(), 10000);
        QCOMPARE(rowTexts(), marked);
        // The autosave written on resuming keeps the review; taking a move back drops it.
        QVERIFY(window_->flushAutosave());
        QVERIFY(autosaveText().contains("\nreview 5\n"));
        window_->action("undoAction")->trigger();
        QVERIFY(!screen()->gameReview());
        QVERIFY(window_->flushAutosave());
        QVERIFY2(!autosaveText().contains("review"), qPrintable(autosaveText()));
    }

    // Issue 22: the review of a finished game is kept in the autosave as it fills in (a
    // finished game without one leaves nothing to resume), and the start-up question offers
    // it again: the game comes back with its review, without searching.
    void reviewOfAFinishedGameComesBackAtTheNextStart() {
        open("trap.pgn", kShillingTrap);
        QVERIFY(controller()->match().state().isTerminal());
        QVERIFY(window_->flushAutosave());
        QVERIFY(!QFileInfo::exists(autosavePath()));
        screen()->setReviewDepth(4);
        window_->action("reviewAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(screen()->reviewPanel()->progressBar()->value() >= 2, 60000);
        QVERIFY(window_->flushAutosave());
        QVERIFY2(autosaveText().contains("\nreview 14\nanalysis "), qPrintable(autosaveText()));
        QTRY_VERIFY_WITH_TIMEOUT(!screen()->gameReviewRunning(), 60000);
        const QStringList marked = rowTexts();
        const QString summary = screen()->reviewPanel()->summaryText();
        QVERIFY(window_->flushAutosave());
        closeWindow();
        openWindow();
        screen()->setReviewDepth(40);  // a search now would take minutes
        const QString question = answerBox([this] { window_->offerResume(); });
        QVERIFY2(question.startsWith("Your review of a finished game of Chess with Anna, Bruno, "
                                     "played ") &&
                     question.endsWith(", is kept. Open it?"),
                 qPrintable(question));
        QVERIFY(window_->inGame());
        QVERIFY(controller()->match().state().isTerminal());
        QVERIFY(!screen()->gameReviewRunning());
        QVERIFY(screen()->gameReview());
        QVERIFY(screen()->gameReview()->review.complete);
        QCOMPARE(rowTexts(), marked);
        QCOMPARE(screen()->reviewPanel()->summaryText(), summary);
        QCOMPARE(graph()->pointCount(), std::size_t(15));
    }

    // A cancelled review is kept in the autosave too: it comes back partial, and Review game
    // goes on from the positions kept.
    void cancelledReviewComesBackAndGoesOn() {
        open("longer.pgn", kLongerGame);
        screen()->setReviewDepth(6);
        window_->action("reviewAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(screen()->reviewPanel()->progressBar()->value() >= 3, 60000);
        screen()->cancelGameReview();
        QTRY_VERIFY_WITH_TIMEOUT(!screen()->gameReviewRunning(), 10000);
        const std::size_t analysed = screen()->gameReview()->review.analysedCount();
        QVERIFY(analysed >= 3 && analysed < 21);
        const QStringList marked = rowTexts();
        resumeInANewWindow();
        QVERIFY(!screen()->gameReviewRunning());
        const MatchReview* review = screen()->gameReview();
        QVERIFY(review);
        QVERIFY(!review->review.complete);
        QCOMPARE(review->review.analysedCount(), analysed);
        QCOMPARE(graph()->pointCount(), analysed);
        QCOMPARE(rowTexts(), marked);
        QCOMPARE(screen()->reviewPanel()->commentText(),
                 QString("Review stopped after %1 of 21 positions: Review game goes on from "
                         "there.")
                     .arg(analysed));
        screen()->setReviewDepth(6);
        window_->action("reviewAction")->trigger();
        QVERIFY(screen()->reviewPanel()->progressBar()->value() >= static_cast<int>(analysed));
        QTRY_VERIFY_WITH_TIMEOUT(!screen()->gameReviewRunning(), 120000);
        QVERIFY(screen()->gameReview()->review.complete);
        QCOMPARE(graph()->pointCount(), std::size_t(21));
    }

    // Issue 22, "resumable from the move list": with a move chosen in the list, Review game
    // analyses that move and those after it first (the graph and the marks fill in), then the
    // ones before; resumed, the review ends as one run from the start does, row for row.
    void reviewFromAMoveChosenInTheList() {
        open("trap.pgn", kShillingTrap);
        // The game's depth: a position takes long enough for the cancel to come before the
        // engine is back at the start.
        screen()->setReviewDepth(0);
        MoveList* list = screen()->moveList();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(row(8)).center());  // 5. Nxf7
        QCOMPARE(controller()->reviewedPly(), std::optional<std::size_t>(9));
        reviewAndCancelAtTheFirstProgress();
        expectAnalysedFrom(8, 15);
        const std::vector<std::size_t> first = analysedPositions();
        QVERIFY(!screen()->gameReview()->review.analysed(0));
        QCOMPARE(graph()->pointCount(), first.size());
        // The graph's keys skip the positions not analysed: Home is the one before 5. Nxf7.
        graph()->setFocus();
        QTest::keyClick(graph(), Qt::Key_Home);
        QCOMPARE(graph()->current(), std::optional<std::size_t>(8));
        QCOMPARE(controller()->reviewedPly(), std::optional<std::size_t>(8));
        QTest::keyClick(graph(), Qt::Key_Left);
        QCOMPARE(graph()->current(), std::optional<std::size_t>(8));
        // The marks so far are of moves from 5. Nxf7 on, none before it.
        for (const review::MoveReview& move : screen()->gameReview()->review.moves)
            QVERIFY(move.ply >= 8);
        window_->action("reviewAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!screen()->gameReviewRunning(), 120000);
        QVERIFY(screen()->gameReview()->review.complete);
        QCOMPARE(graph()->pointCount(), std::size_t(15));
        const QStringList fromTheMove = rowTexts();
        QVERIFY2(fromTheMove.at(8).endsWith("?"), qPrintable(fromTheMove.join(' ')));

        open("trap.pgn", kShillingTrap);  // the same game again, reviewed from the start
        QVERIFY(!screen()->gameReview());
        reviewAndWait();
        QCOMPARE(rowTexts(), fromTheMove);
    }

    // The row's menu: "Review from this move" by a right click, the menu key or Shift+F10;
    // it shows the move's position and reviews from it.
    void reviewFromThisMoveInTheRowsMenu() {
        open("longer.pgn", kLongerGame);
        screen()->setReviewDepth(6);
        MoveList* list = screen()->moveList();
        // Shift+F10 on the current row (stepped to with the keys).
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(row(13)).center());
        QTest::keyClick(list, Qt::Key_Right);  // from 7... d6 to 8. c3
        QCOMPARE(controller()->reviewedPly(), std::optional<std::size_t>(15));
        QTest::keyClick(list, Qt::Key_F10, Qt::ShiftModifier);
        auto* menu = screen()->findChild<QMenu*>("moveMenu");
        QVERIFY(menu);
        QVERIFY(menu->isVisible());
        auto* reviewFrom = menu->findChild<QAction*>("reviewFromMoveAction");
        QVERIFY(reviewFrom);
        QCOMPARE(reviewFrom->text(), QString("Review from this move"));
        QVERIFY(reviewFrom->isEnabled());
        menu->close();
        QTRY_VERIFY(!screen()->findChild<QMenu*>("moveMenu"));
        // The menu key (a keyboard context menu event) on the same row.
        QContextMenuEvent menuKey(QContextMenuEvent::Keyboard, QPoint(), QPoint());
        QApplication::sendEvent(list, &menuKey);
        menu = screen()->findChild<QMenu*>("moveMenu");
        QVERIFY(menu);
        menu->close();
        QTRY_VERIFY(!screen()->findChild<QMenu*>("moveMenu"));
        // A right click on another row: its move is reviewed first, and shown.
        const QPoint at = list->visualItemRect(row(5)).center();  // 3... a6
        QContextMenuEvent click(QContextMenuEvent::Mouse, at, list->viewport()->mapToGlobal(at));
        QApplication::sendEvent(list->viewport(), &click);
        menu = screen()->findChild<QMenu*>("moveMenu");
        QVERIFY(menu);
        menu->findChild<QAction*>("reviewFromMoveAction")->trigger();
        menu->close();
        QTRY_VERIFY(!screen()->findChild<QMenu*>("moveMenu"));
        QVERIFY(screen()->gameReviewRunning());
        QCOMPARE(controller()->reviewedPly(), std::optional<std::size_t>(6));
        QTRY_VERIFY_WITH_TIMEOUT(screen()->reviewPanel()->progressBar()->value() >= 1, 60000);
        screen()->cancelGameReview();
        QTRY_VERIFY_WITH_TIMEOUT(!screen()->gameReviewRunning(), 10000);
        expectAnalysedFrom(5, 21);
        // While the engine works the entry is there but greyed.
        window_->action("reviewAction")->trigger();
        QVERIFY(screen()->gameReviewRunning());
        QApplication::sendEvent(list->viewport(), &click);
        menu = screen()->findChild<QMenu*>("moveMenu");
        QVERIFY(menu);
        QVERIFY(!menu->findChild<QAction*>("reviewFromMoveAction")->isEnabled());
        menu->close();
        screen()->cancelGameReview();
        QTRY_VERIFY_WITH_TIMEOUT(!screen()->gameReviewRunning(), 10000);
    }
};

QTEST_MAIN(ChessReviewTest)
#include "review_test.moc"
