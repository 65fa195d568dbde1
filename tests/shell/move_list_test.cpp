// The move list reads as people say the moves (issue 16 item 4): a deal of cards face down is
// one row ("Deal: 8 cards each") that shows the position after its last card, stays whole when
// a later move is taken back and is said in the interface's language; chess is a scoresheet in
// two columns ("1. e4 Nf6") where a draw offer is no move of its own.
#include <QListWidget>
#include <QTranslator>

#include "../support/app_window_test.h"
#include "app/dealt_cards.h"
#include "app/match_controller.h"
#include "app/move_list.h"
#include "base/board_view.h"
#include "games/chess/game.h"

namespace lt::shell {
namespace {

// Italian for the deal's words, as the Italian translation says them: proof that the row goes
// through the translator, with its count.
class ItalianDeal : public QTranslator {
  public:
    QString translate(const char* context, const char* source, const char* /*disambiguation*/,
                      int n) const override {
        if (QLatin1String(context) == QLatin1String("DealtCards") &&
            QLatin1String(source) == QLatin1String("Deal: %n card(s) each"))
            return n == 1 ? QStringLiteral("Distribuzione: %n carta a testa")
                          : QStringLiteral("Distribuzione: %n carte a testa");
        return {};
    }
    bool isEmpty() const override { return false; }
};

// The runs of cards dealt face down in the record: [first, end) each.
std::vector<std::pair<std::size_t, std::size_t>> dealtRuns(const Match& match) {
    std::vector<std::pair<std::size_t, std::size_t>> runs;
    for (std::size_t i = 0; i < match.ply(); ++i) {
        if (!DealtCards::isDealtCard(match, i)) continue;
        if (!runs.empty() && runs.back().second == i)
            runs.back().second = i + 1;
        else
            runs.emplace_back(i, i + 1);
    }
    return runs;
}

}  // namespace

class MoveListTest : public test::AppWindowTest {
    Q_OBJECT

    MatchController* controller() const { return window_->gameScreen()->controller(); }
    MoveList* list() const { return window_->gameScreen()->moveList(); }

    void startCrazyEights() {
        const std::vector<SeatSpec> seats{{true, "Anna", "", ""}, {false, "Computer", "easy", ""}};
        QCOMPARE(window_->startGame("crazy-eights", {seats, {}}, 7), QString());
        QTRY_VERIFY(controller()->waitingForMove() &&
                    controller()->match().state().currentActor() == 0);
    }

    // Clicks row `row` of the move list, as a user does.
    void clickRow(int row) {
        QListWidgetItem* item = list()->item(row);
        QVERIFY(item);
        list()->scrollToItem(item);
        QTest::mouseClick(list()->viewport(), Qt::LeftButton, {},
                          list()->visualItemRect(item).center());
    }

    QStringList rows() const {
        QStringList texts;
        for (int r = 0; r < list()->count(); ++r) texts << list()->item(r)->text();
        return texts;
    }

    void humanPlays(PlayerId seat, const char* move) {
        const auto code = controller()->match().state().parseMove(move);
        QVERIFY2(code, move);
        QTRY_VERIFY(controller()->waitingForMove());
        QCOMPARE(controller()->match().state().currentActor(), seat);
        emit window_->gameScreen()->board()->moveChosen(*code);
    }

  private slots:
    void initTestCase() { setUpPrivateHome(); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }

    // The 16 cards of a Crazy Eights deal were 16 rows of "(hidden card)".
    void aCrazyEightsDealIsOneRow() {
        startCrazyEights();
        const Match& match = controller()->match();
        const auto runs = dealtRuns(match);
        QCOMPARE(runs.size(), std::size_t{1});
        const auto [first, end] = runs.front();
        QCOMPARE(end - first, std::size_t{16});
        const int row = list()->rowOf(end);
        QCOMPARE(list()->rowOf(first + 1), row);
        QCOMPARE(list()->pliesAfter(row), std::optional<std::size_t>(end));
        QCOMPARE(list()->item(row)->text(),
                 QString("%1–%2. %3")
                     .arg(first + 1)
                     .arg(end)
                     .arg(QCoreApplication::translate("DealtCards", "Deal: %n card(s) each",
                                                      nullptr, 8)));
        QCOMPARE(list()->count(), static_cast<int>(match.ply() - 15));
        for (const QString& text : rows()) QVERIFY2(!text.contains("hidden"), qPrintable(text));
    }

    // Clicking the deal's row shows the position after its last card, to Anna.
    void clickingTheDealShowsThePositionAfterIt() {
        startCrazyEights();
        const auto [first, end] = dealtRuns(controller()->match()).front();
        const int row = list()->rowOf(end);
        clickRow(row);
        QCOMPARE(controller()->reviewedPly(), std::optional<std::size_t>(end));
        QCOMPARE(list()->currentRow(), row);
        QCOMPARE(controller()->viewer(), PlayerId{0});
        QVERIFY(window_->gameScreen()->statusText().startsWith(
            QString("Viewing the position after move %1 of").arg(end)));
    }

    // Undo of Anna's first play after the deal leaves the deal its one row.
    void undoAfterTheDealLeavesTheDealRow() {
        startCrazyEights();
        const QStringList before = rows();
        const std::size_t plies = controller()->match().ply();
        emit window_->gameScreen()->board()->moveChosen(
            controller()->match().state().legalMoves().front());
        QTRY_VERIFY(controller()->match().ply() > plies);
        QTRY_VERIFY(controller()->canUndo());
        window_->action("undoAction")->trigger();
        QTRY_COMPARE(controller()->match().ply(), plies);
        QCOMPARE(rows(), before);
        const auto [first, end] = dealtRuns(controller()->match()).front();
        QCOMPARE(list()->rowOf(end), list()->rowOf(first + 1));
        QCOMPARE(list()->pliesAfter(list()->rowOf(end)), std::optional<std::size_t>(end));
    }

    // The deal is said in the interface's language.
    void theDealIsSaidInItalian() {
        ItalianDeal italian;
        QCoreApplication::installTranslator(&italian);
        startCrazyEights();
        const auto [first, end] = dealtRuns(controller()->match()).front();
        QCOMPARE(list()->item(list()->rowOf(end))->text(),
                 QString("%1–%2. Distribuzione: 8 carte a testa").arg(first + 1).arg(end));
        QCoreApplication::removeTranslator(&italian);
    }

    // Every game that deals: each run of cards dealt face down is one row, and no row says a
    // card nobody may see; whatever a game deals, the row counts its cards.
    void everyDealIsOneRow_data() {
        QTest::addColumn<QString>("game");
        for (const char* id :
             {"barbu", "battaglia-corsa", "crazy-eights", "flags-questo-quello", "flags-un-due-tre",
              "kems", "oh-hell", "president", "recto-verso", "sequence-kids", "whistiti"})
            QTest::newRow(id) << QString(id);
    }
    void everyDealIsOneRow() {
        QFETCH(QString, game);
        const Game* rules = registry_.find(game.toStdString());
        QVERIFY(rules);
        const int players = std::max(rules->info().minPlayers, 2);
        std::vector<SeatSpec> seats{{true, "Anna", "", ""}};
        const std::string level = rules->levels().front().id;
        for (int i = 1; i < players; ++i)
            seats.push_back({false, "Computer " + std::to_string(i), level, ""});
        QCOMPARE(window_->startGame(game, {seats, {}}, 5), QString());
        QTRY_VERIFY_WITH_TIMEOUT(controller()->waitingForMove() || controller()->canRoll() ||
                                     controller()->match().state().isTerminal(),
                                 20000);
        const Match& match = controller()->match();
        for (const auto& [first, end] : dealtRuns(match)) {
            const int row = list()->rowOf(end);
            QVERIFY(row >= 0);
            QCOMPARE(list()->rowOf(first + 1), row);
            QCOMPARE(list()->pliesAfter(row), std::optional<std::size_t>(end));
            qInfo() << game << list()->item(row)->text();
        }
        for (const QString& text : rows()) QVERIFY2(!text.contains("hidden"), qPrintable(text));
    }

    // Chess: "1. e4 Nf6" in two columns; the draw offer Anna makes with her move and Bruno's
    // answer are written on her move's cell, not as moves; a resignation adds the result.
    void chessIsAScoresheetInTwoColumns() {
        const std::vector<SeatSpec> seats{{true, "Anna", "", ""}, {true, "Bruno", "", ""}};
        QCOMPARE(window_->startGame("chess", {seats, {}}, 3), QString());
        humanPlays(0, "e4");
        BoardView* board = window_->gameScreen()->board();
        emit board->claimChosen(0, chess::claim::kOfferDraw);
        QTRY_COMPARE(controller()->match().ply(), std::size_t{2});
        emit board->claimChosen(1, chess::claim::kDeclineDraw);
        QTRY_COMPARE(controller()->match().ply(), std::size_t{3});
        humanPlays(1, "Nf6");
        humanPlays(0, "d4");
        QTRY_COMPARE(controller()->match().ply(), std::size_t{5});
        QTRY_VERIFY(controller()->waitingForMove());  // d4 shown: a click reviews
        QVERIFY(list()->paired());
        QCOMPARE(rows(), (QStringList{"1. e4 (=)", "Nf6", "2. d4"}));
        // Two cells a line: Black's move beside White's.
        QCOMPARE(list()->visualItemRect(list()->item(1)).top(),
                 list()->visualItemRect(list()->item(0)).top());
        QVERIFY(list()->visualItemRect(list()->item(1)).left() >
                list()->visualItemRect(list()->item(0)).right() - 1);
        QVERIFY(list()->visualItemRect(list()->item(2)).top() >
                list()->visualItemRect(list()->item(0)).top());
        clickRow(0);
        QCOMPARE(controller()->reviewedPly(), std::optional<std::size_t>(3));
        clickRow(1);
        QCOMPARE(controller()->reviewedPly(), std::optional<std::size_t>(4));
        controller()->endReview();
        emit board->claimChosen(1, chess::claim::kResign);
        QTRY_VERIFY(controller()->match().state().isTerminal());
        QCOMPARE(rows(), (QStringList{"1. e4 (=)", "Nf6", QString::fromUtf8("2. d4 1–0")}));
        // Undo of the resignation gives back the move as it was.
        window_->action("undoAction")->trigger();
        QTRY_COMPARE(controller()->match().ply(), std::size_t{5});
        QCOMPARE(rows(), (QStringList{"1. e4 (=)", "Nf6", "2. d4"}));
    }

    // A game from a position with Black to move begins with "12. …" beside Black's move.
    void chessFromBlackToMoveKeepsTheColumns() {
        const std::vector<SeatSpec> seats{{true, "Anna", "", ""}, {true, "Bruno", "", ""}};
        Options options;
        options.set(chess::kFenOption, "4k3/8/8/8/8/8/4P3/4K3 b - - 0 12");
        QCOMPARE(window_->startGame("chess", {seats, options}, 3), QString());
        humanPlays(1, "Kd7");
        humanPlays(0, "e4");
        QTRY_COMPARE(controller()->match().ply(), std::size_t{2});
        QCOMPARE(rows(), (QStringList{QString::fromUtf8("12. …"), "Kd7", "13. e4"}));
        QCOMPARE(list()->pliesAfter(0), std::nullopt);
        QCOMPARE(list()->rowOf(1), 1);
        QCOMPARE(list()->rowOf(2), 2);
    }
};

}  // namespace lt::shell

QTEST_MAIN(lt::shell::MoveListTest)
#include "move_list_test.moc"
