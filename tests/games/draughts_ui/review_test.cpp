// Review game for draughts in the whole application, offscreen: a move that walks into a shot
// (a capture of two men) opened from PDN and reviewed at a small depth: its mark in the move
// list, the graph, the better move's arrow, a click on the graph; the review kept in PDN, and
// in the autosave of the unfinished game, back in a new window without searching.
#include <QFile>
#include <QTest>

#include "../../support/app_window_test.h"
#include "app/game_screen.h"
#include "app/review_panel.h"
#include "games/draughts/draughts_board_view.h"
#include "widgets/evaluation_graph.h"

using namespace lt;
using namespace lt::shell;

namespace {

// 1. 33-28?? lets 22 take both white men (22x33x44); 33-29 or 39-34 keep them.
constexpr const char* kShot = R"([Event "Review"]
[White "Anna"]
[Black "Bruno"]
[Result "0-2"]
[FEN "W:W33,39:B22"]

1. 33-28 22x44 0-2
)";

// The same move, Black's capture still to come: an unfinished game, which the autosave keeps.
constexpr const char* kShotToCome = R"([Event "Review"]
[White "Anna"]
[Black "Bruno"]
[Result "*"]
[FEN "W:W33,39:B22"]

1. 33-28 *
)";

}  // namespace

class DraughtsReviewTest : public lt::test::AppWindowTest {
    Q_OBJECT

  private:
    GameScreen* screen() { return window_->gameScreen(); }
    MatchController* controller() { return screen()->controller(); }
    lt::shell::draughts::DraughtsBoardView* board() {
        return qobject_cast<lt::shell::draughts::DraughtsBoardView*>(screen()->board());
    }
    EvaluationGraph* graph() { return screen()->reviewPanel()->graph(); }
    void open(const QString& path) {
        const QString error = window_->openMatch(path);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    QString writeShot() {
        const QString path = dir_.filePath("shot.pdn");
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) return {};
        file.write(kShot);
        return path;
    }
    QListWidgetItem* row(std::size_t index) {
        MoveList* list = screen()->moveList();
        return list->item(list->rowOf(index + 1));
    }
    // The arrow the board draws is the review's better move for move 0, not the move played.
    void checkArrow() {
        const MatchReview* review = screen()->gameReview();
        QVERIFY(review);
        const std::string better = review->review.moves.at(0).better;
        QVERIFY2(better == "33-29" || better == "39-34", better.c_str());
        const std::vector<int> expected =
            better == "33-29" ? std::vector<int>{33, 29} : std::vector<int>{39, 34};
        QCOMPARE(board()->betterMovePath(), expected);
    }

  private slots:
    void initTestCase() { setUpPrivateHome(); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }

    void marksTheMoveIntoTheShot() {
        open(writeShot());
        screen()->setReviewDepth(4);
        QVERIFY(window_->action("reviewAction")->isEnabled());
        window_->action("reviewAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!screen()->gameReviewRunning(), 60000);
        const MatchReview* review = screen()->gameReview();
        QVERIFY(review);
        QVERIFY(review->review.complete);
        QCOMPARE(review->review.moves.at(0).mark, review::Mark::Blunder);
        QCOMPARE(review->review.moves.at(1).mark, review::Mark::Best);
        QVERIFY2(row(0)->text().endsWith("33-28??"), qPrintable(row(0)->text()));
        QVERIFY2(row(0)->data(Qt::AccessibleTextRole).toString().endsWith("33-28, blunder"),
                 qPrintable(row(0)->data(Qt::AccessibleTextRole).toString()));
        QVERIFY2(!row(1)->text().endsWith("?"), qPrintable(row(1)->text()));
        QCOMPARE(graph()->pointCount(), std::size_t(3));
        // The game's end: the capture was the best move, nothing to draw.
        QVERIFY(board()->betterMovePath().empty());
        // A click on the point after 33-28 shows that position and the move that kept the men.
        QTest::mouseClick(graph(), Qt::LeftButton, {}, graph()->pointAt(1).toPoint());
        QCOMPARE(controller()->reviewedPly(), std::optional<std::size_t>(1));
        checkArrow();
        // A draughts game is won by leaving the other side without a move: nobody mates.
        QVERIFY2(screen()->reviewPanel()->commentText().endsWith("Now: Bruno wins in 1 move(s)."),
                 qPrintable(screen()->reviewPanel()->commentText()));
        QTest::keyClick(graph(), Qt::Key_Left);
        QCOMPARE(controller()->reviewedPly(), std::optional<std::size_t>(0));
        QVERIFY(board()->betterMovePath().empty());
        QVERIFY2(screen()->reviewPanel()->summaryText().contains("?? blunders 1"),
                 qPrintable(screen()->reviewPanel()->summaryText()));
    }

    void reviewIsSavedWithThePdnAndReadBack() {
        open(writeShot());
        screen()->setReviewDepth(4);
        window_->action("reviewAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!screen()->gameReviewRunning(), 60000);
        const QString path = dir_.filePath("reviewed.pdn");
        QCOMPARE(window_->saveMatch(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains("Blunder. Better:") && text.contains("[%eval "), qPrintable(text));
        closeWindow();
        openWindow();
        open(path);
        const MatchReview* review = screen()->gameReview();
        QVERIFY(review);
        QVERIFY(review->review.complete);
        QCOMPARE(review->review.moves.at(0).mark, review::Mark::Blunder);
        QVERIFY2(row(0)->text().endsWith("33-28??"), qPrintable(row(0)->text()));
        QCOMPARE(graph()->pointCount(), std::size_t(3));
        QTest::mouseClick(graph(), Qt::LeftButton, {}, graph()->pointAt(1).toPoint());
        checkArrow();
    }

    // Issue 22: the review is kept in the autosave and comes back in a new window at once.
    void reviewComesBackFromTheAutosave() {
        const QString path = dir_.filePath("shot_to_come.pdn");
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(kShotToCome);
        }
        open(path);
        screen()->setReviewDepth(4);
        window_->action("reviewAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!screen()->gameReviewRunning(), 60000);
        QVERIFY(screen()->gameReview()->review.complete);
        QVERIFY2(row(0)->text().endsWith("33-28??"), qPrintable(row(0)->text()));
        const QString marked = row(0)->text();
        const QString summary = screen()->reviewPanel()->summaryText();
        QVERIFY(window_->flushAutosave());
        QFile saved(autosavePath());
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(saved.readAll());
        QVERIFY2(text.contains("\nreview 1\nanalysis 0 ") && text.contains("\nanalysis 1 "),
                 qPrintable(text));
        closeWindow();
        openWindow();
        screen()->setReviewDepth(40);  // a search now would take minutes
        open(autosavePath());
        QVERIFY(!screen()->gameReviewRunning());  // back before any event: nothing ran
        const MatchReview* review = screen()->gameReview();
        QVERIFY(review);
        QVERIFY(review->review.complete);
        QCOMPARE(review->review.moves.at(0).mark, review::Mark::Blunder);
        QCOMPARE(row(0)->text(), marked);
        QCOMPARE(graph()->pointCount(), std::size_t(2));
        QCOMPARE(screen()->reviewPanel()->summaryText(), summary);
        QTest::mouseClick(graph(), Qt::LeftButton, {}, graph()->pointAt(1).toPoint());
        checkArrow();
    }
};

QTEST_MAIN(DraughtsReviewTest)
#include "review_test.moc"
