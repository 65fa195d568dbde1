// Chess in the whole application, offscreen: PGN files through Open… (a three-game file asks
// which game), positions from FEN, clocks and flag falls, resignation and draw offers.
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <functional>
#include <memory>

#include "../../support/app_window_test.h"
#include "app/app_settings.h"
#include "app/game_catalog.h"
#include "app/game_screen.h"
#include "app/main_window.h"
#include "app/match_files.h"
#include "games/chess/chess_board_view.h"
#include "games/chess/game.h"
#include "games/chess/start_positions.h"
#include "standard_games.h"
#include "standard_views.h"
#include "widgets/recorded_game_picker.h"

using namespace lt;
using namespace lt::shell;
using lt::chess::ChessState;
namespace claim = lt::chess::claim;

namespace {

constexpr const char* kThreeGames = R"([Event "First"]
[Date "2024.01.05"]
[White "Anna"]
[Black "Bruno"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 1-0

[Event "Second"]
[White "Carla"]
[Black "Dario"]
[Result "*"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]

1. e4 Kd7 2. e5 Ke6 *

[Event "Third"]
[White "Elena"]
[Black "Fabio"]
[Result "*"]

1. d4 d5 2. Qxd5 Nf6 *
)";

// Calls `act` on the first visible top-level widget of type T once it shows up (a modal
// dialog runs its own event loop: polling from a timer reaches it).
template <typename T>
void whenShown(std::function<void(T*)> act) {
    auto* poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, [poll, act] {
        for (QWidget* widget : QApplication::topLevelWidgets())
            if (auto* found = qobject_cast<T*>(widget); found && found->isVisible()) {
                poll->stop();
                poll->deleteLater();
                act(found);
                return;
            }
    });
    poll->start();
}

// Picks game `index` in the "which game?" dialog as soon as it opens.
void pickGameWhenAsked(int index) {
    whenShown<RecordedGamePicker>([index](RecordedGamePicker* picker) {
        picker->list()->setCurrentItem(picker->list()->topLevelItem(index));
        picker->accept();
    });
}

}  // namespace

class ChessAppTest : public lt::test::AppWindowTest {
    Q_OBJECT

  private:
    MatchController* controller() { return window_->gameScreen()->controller(); }
    lt::shell::chess::ChessBoardView* board() {
        return qobject_cast<lt::shell::chess::ChessBoardView*>(window_->gameScreen()->board());
    }
    const ChessState& state() {
        return dynamic_cast<const ChessState&>(controller()->match().state());
    }
    QString writeFile(const QString& name, const QByteArray& text) {
        const QString path = dir_.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) return {};
        file.write(text);
        return path;
    }
    void startChess(std::map<std::string, std::string> options,
                    std::vector<SeatSpec> seats = {{true, "Anna", "", ""},
                                                   {true, "Bruno", "", ""}}) {
        const QString error =
            window_->startGame("chess", {std::move(seats), Options(std::move(options))}, 1);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(board());
    }
    void play(const char* san) {
        const auto move = controller()->match().state().parseMove(san);
        QVERIFY2(move, san);
        QVERIFY(controller()->waitingForMove());
        emit board()->moveChosen(*move);
        QTRY_VERIFY(controller()->waitingForMove() || controller()->match().state().isTerminal());
    }

  private slots:
    void initTestCase() { setUpPrivateHome(); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }

    void opensTheSecondGameOfAThreeGamePgn() {
        const QString path = writeFile("three.pgn", kThreeGames);
        pickGameWhenAsked(1);
        const QString error = window_->openMatch(path);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(window_->inGame());
        const Match& match = controller()->match();
        QCOMPARE(match.seats().at(0).name, std::string("Carla"));
        QCOMPARE(match.seats().at(1).name, std::string("Dario"));
        QVERIFY(match.seats().at(0).human && match.seats().at(1).human);
        QCOMPARE(match.ply(), std::size_t(4));
        QCOMPARE(board()->fen(), QString("8/8/4k3/4P3/8/8/8/4K3 w - - 1 3"));
        // The game goes on from its end: White to move.
        QTRY_VERIFY(controller()->waitingForMove());
        QCOMPARE(match.state().currentActor(), 0);
        QCOMPARE(window_->gameScreen()->moveList()->count(), 4);
    }

    void pickerListsTheTagsAndCancelKeepsTheMatch() {
        startChess({});
        const QString path = writeFile("three.pgn", kThreeGames);
        QStringList shown;
        whenShown<RecordedGamePicker>([&shown](RecordedGamePicker* picker) {
            QTreeWidgetItem* first = picker->list()->topLevelItem(0);
            shown << QString::number(picker->list()->topLevelItemCount());
            for (int column = 1; column < 7; ++column) shown << first->text(column);
            picker->reject();
        });
        QCOMPARE(window_->openMatch(path), QString());
        QCOMPARE(shown, (QStringList{"3", "Anna", "Bruno", "First", "2024.01.05", "1-0", "3"}));
        QCOMPARE(controller()->match().seats().at(0).name, std::string("Anna"));
        QCOMPARE(controller()->match().ply(), std::size_t(0));
    }

    void illegalSanStopsThereWithAMessage() {
        const QString path = writeFile("three.pgn", kThreeGames);
        pickGameWhenAsked(2);
        QCOMPARE(window_->openMatch(path), QString());
        QCOMPARE(controller()->match().ply(), std::size_t(2));
        QMessageBox* notice = window_->findChild<QMessageBox*>("fileNoticeBox");
        QVERIFY(notice);
        QVERIFY2(notice->text().contains("game 3, move 2. Qxd5: no queen can move to d5"),
                 qPrintable(notice->text()));
        notice->close();
    }

    void brokenPgnIsRefusedWithTheLine() {
        startChess({});
        const QString path = writeFile("broken.pgn", "[Event \"x\"]\n[White \"Anna\n1. e4 *\n");
        const QString error = window_->openMatch(path);
        QVERIFY2(error.startsWith("line "), qPrintable(error));
        QCOMPARE(controller()->match().seats().at(0).name, std::string("Anna"));
    }

    void savesPgnAndRefusesPdnForChess() {
        startChess({});
        play("e4");
        play("e5");
        const QString path = dir_.filePath("saved.pgn");
        QCOMPARE(window_->saveMatch(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains("[White \"Anna\"]") && text.contains("1. e4 e5 *"),
                 qPrintable(text));
        QVERIFY(!window_->saveMatch(dir_.filePath("saved.pdn")).isEmpty());
        // And it opens again, as a match at the same point.
        QCOMPARE(window_->openMatch(path), QString());
        QCOMPARE(controller()->match().ply(), std::size_t(2));
    }

    // A random Chess960 game: the app draws the start position from the match seed, lists
    // it, and the saved PGN names the variant and opens again at the same position.
    void chess960StartsFromADrawnPositionAndSavesAsPgn() {
        startChess({{"variant", "chess960"}});
        QTRY_VERIFY(controller()->waitingForMove());
        QCOMPARE(controller()->match().ply(), std::size_t(1));
        const std::string drawn = controller()->match().playedMove(0).notation;
        QVERIFY2(drawn.starts_with("Chess960 #"), drawn.c_str());
        const int number = std::stoi(drawn.substr(drawn.find('#') + 1));
        QCOMPARE(board()->fen(), QString::fromStdString(lt::chess::chess960Start(number).fen()));
        play("a3");
        const QString fen = board()->fen();
        const QString path = dir_.filePath("chess960.pgn");
        QCOMPARE(window_->saveMatch(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \""), qPrintable(text));
        QCOMPARE(window_->openMatch(path), QString());
        QCOMPARE(board()->fen(), fen);
        QVERIFY(state().position().isChess960());
    }

    void setsUpAPositionFromFen() {
        startChess({});
        QVERIFY(window_->action("setUpPositionAction")->isEnabled());
        const QString bad = window_->setUpPosition("rnbqkbnr/pppppppp/8/8 w");
        QVERIFY2(bad.startsWith("fen: "), qPrintable(bad));
        QCOMPARE(board()->fen(), QString::fromStdString(std::string(lt::chess::kStartFen)));
        QCOMPARE(window_->setUpPosition("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"), QString());
        QCOMPARE(board()->fen(), QString("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"));
        QCOMPARE(controller()->match().seats().at(1).name, std::string("Bruno"));
        // Restart keeps the position.
        window_->action("restartAction")->trigger();
        QTRY_COMPARE(board()->fen(), QString("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"));
    }

    void pasteFenWithBadTextNamesTheField() {
        startChess({});
        QApplication::clipboard()->setText("not a position");
        QString message;
        whenShown<QMessageBox>([&message](QMessageBox* box) {
            message = box->text();
            box->accept();
        });
        window_->action("pasteFenAction")->trigger();
        QVERIFY2(message.startsWith("fen: "), qPrintable(message));
        QCOMPARE(board()->fen(), QString::fromStdString(std::string(lt::chess::kStartFen)));
    }

    void flagFallLosesOnTime() {
        startChess({{"clock", "1+0"}});
        QVERIFY(board()->clock());
        QTRY_VERIFY(controller()->waitingForMove());
        QVERIFY(board()->clockFor(0)->remainingMs <= 60'000);
        play("e4");
        QCOMPARE(board()->clock()->running(), std::optional(lt::chess::Black));
        board()->clock()->setRemainingMs(lt::chess::Black, 150);
        QTRY_VERIFY_WITH_TIMEOUT(controller()->match().state().isTerminal(), 3000);
        QCOMPARE(controller()->match().state().ranking(), (std::vector<int>{1, 2}));
        const RecordedMove& last = controller()->match().playedMove(1);
        QVERIFY(last.claim);
        QCOMPARE(last.actor, 0);  // White pointed at Black's flag
        QCOMPARE(last.notation, std::string("Black's time is up"));
        QVERIFY(!board()->clock()->running());
        QCOMPARE(window_->gameScreen()->statusText(), QString("Game over — Anna wins!"));
    }

    void computerGetsItsClockTime() {
        startChess({{"clock", "3+2"}}, {{true, "Anna", "", ""}, {false, "Engine", "elo800", ""}});
        QTRY_VERIFY(controller()->waitingForMove());
        emit board()->moveChosen(*controller()->match().state().parseMove("d4"));
        QTRY_VERIFY(controller()->thinking());
        const auto reading = board()->clockFor(1);
        QVERIFY(reading);
        QCOMPARE(reading->incrementMs, std::int64_t(2000));
        QVERIFY(reading->remainingMs > 170'000 && reading->remainingMs <= 180'000);
        QTRY_VERIFY_WITH_TIMEOUT(controller()->match().ply() == 2, 20000);
        // White got the increment for d4.
        QVERIFY(board()->clockFor(0)->remainingMs > 180'000 - 20'000);
    }

    void resignEndsTheGame() {
        startChess({});
        play("e4");
        auto* resign = board()->findChild<QPushButton*>("resignButton");
        QVERIFY(resign && resign->isVisible());
        board()->resign(false);  // Bruno (to move in hot-seat) resigns
        QTRY_VERIFY(controller()->match().state().isTerminal());
        QCOMPARE(controller()->match().state().ranking(), (std::vector<int>{1, 2}));
        QCOMPARE(controller()->match().playedMove(1).notation, std::string("resigns"));
        QVERIFY(!resign->isVisible());
    }

    void humanDeclinesTheComputersOffer() {
        startChess({{"fen", "4k3/8/8/8/8/8/r7/4K2R w - - 0 60"}},
                   {{false, "Engine", "elo2000", ""}, {true, "Anna", "", ""}});
        QMessageBox* box = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (box = board()->findChild<QMessageBox*>("drawOfferBox")) != nullptr, 15000);
        box->button(QMessageBox::No)->click();
        QTRY_COMPARE(controller()->match().ply(), std::size_t(3));
        QCOMPARE(controller()->match().playedMove(2).notation, std::string("declines the draw"));
        QCOMPARE(controller()->match().playedMove(2).actor, 1);
        QVERIFY(!controller()->match().state().isTerminal());
        QTRY_VERIFY(controller()->waitingForMove());
    }

    void humanAnswersADrawOffer() {
        startChess({});
        play("e4");
        board()->offerDraw();  // Bruno offers
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = board()->findChild<QMessageBox*>("drawOfferBox")) != nullptr);
        QVERIFY2(box->text().contains("Bruno offers a draw. Anna, do you accept?"),
                 qPrintable(box->text()));
        box->button(QMessageBox::Yes)->click();
        QTRY_VERIFY(controller()->match().state().isTerminal());
        QCOMPARE(controller()->match().state().ranking(), (std::vector<int>{1, 1}));
        QCOMPARE(lt::chess::endingName(state()), std::string("draw agreed"));
    }

    void computerAnswersADrawOfferOnAWorker() {
        startChess({{"fen", "q3k3/8/8/8/8/8/8/4K3 w - - 0 1"}},
                   {{true, "Anna", "", ""}, {false, "Engine", "elo1200", ""}});
        QTRY_VERIFY(controller()->waitingForMove());
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, [&ticks] { ++ticks; });
        ticker.start(1);
        board()->offerDraw();
        // The offer is recorded at once; the answer is thought out on a worker thread.
        QCOMPARE(controller()->match().ply(), std::size_t(1));
        QVERIFY(controller()->weighingClaim());
        QVERIFY(!controller()->thinking());
        // A queen up, the computer declines, and the game goes on.
        QTRY_COMPARE_WITH_TIMEOUT(controller()->match().ply(), std::size_t(2), 15000);
        QVERIFY(ticks > 0);  // the event loop ran while it thought
        QCOMPARE(controller()->match().playedMove(1).notation, std::string("declines the draw"));
        QVERIFY(!controller()->weighingClaim());
        QVERIFY(!controller()->match().state().isTerminal());
        QTRY_VERIFY(controller()->waitingForMove());
    }

    void closingWhileTheComputerWeighsAnOffer() {
        startChess({{"fen", "q3k3/8/8/8/8/8/8/4K3 w - - 0 1"}},
                   {{true, "Anna", "", ""}, {false, "Engine", "max", ""}});
        QTRY_VERIFY(controller()->waitingForMove());
        board()->offerDraw();
        QVERIFY(controller()->weighingClaim());
        window_->close();  // stops and joins the worker; nothing arrives afterwards
        window_.reset();
        QTest::qWait(50);
    }

    // Issue 16 item 25: quitting while the strongest level thinks must not keep the process
    // waiting for the search (reported: 1.7 s).
    void closingWhileTheStrongestLevelThinksIsPrompt() {
        startChess({}, {{false, "Engine", "max", ""}, {true, "Anna", "", ""}});
        QTRY_VERIFY(controller()->thinking());
        QTest::qWait(300);  // well into the search
        QElapsedTimer timer;
        timer.start();
        window_->close();
        window_.reset();
        const qint64 ms = timer.elapsed();
        qInfo("closed in %lld ms", static_cast<long long>(ms));
        QVERIFY2(ms < 1000, qPrintable(QString::number(ms)));
    }

    void computerOffersADrawWithItsMove() {
        // Rook against rook: the computer (White) moves, then offers a draw.
        startChess({{"fen", "4k3/8/8/8/8/8/r7/4K2R w - - 0 60"}},
                   {{false, "Engine", "elo2000", ""}, {true, "Anna", "", ""}});
        QMessageBox* box = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (box = board()->findChild<QMessageBox*>("drawOfferBox")) != nullptr, 15000);
        QVERIFY2(box->text().contains("Engine offers a draw. Anna, do you accept?"),
                 qPrintable(box->text()));
        const Match& match = controller()->match();
        QCOMPARE(match.ply(), std::size_t(2));
        QVERIFY(!match.playedMove(0).claim);  // its move first
        QVERIFY(match.playedMove(1).claim);
        QCOMPARE(match.playedMove(1).actor, 0);
        QCOMPARE(match.playedMove(1).notation, std::string("offers a draw"));
        // Anna moves instead of answering: that declines, and the question goes away.
        QVERIFY(controller()->waitingForMove());
        emit board()->moveChosen(state().legalMoves().front());
        QTRY_VERIFY(!board()->findChild<QMessageBox*>("drawOfferBox"));
        QVERIFY(!state().drawOffer());
        QCOMPARE(match.ply(), std::size_t(3));
        // The computer moves again and does not offer again so soon.
        QTRY_VERIFY_WITH_TIMEOUT(match.ply() >= 4 && controller()->waitingForMove(), 15000);
        QTest::qWait(100);
        QCOMPARE(match.ply(), std::size_t(4));
        QVERIFY(!board()->findChild<QMessageBox*>("drawOfferBox"));
    }

    void resumedClockGameKeepsEachSidesTime() {
        startChess({{"clock", "3+2"}});
        QTRY_VERIFY(controller()->waitingForMove());
        play("e4");
        board()->clock()->setRemainingMs(lt::chess::Black, 123'456);
        play("e5");
        board()->clock()->setRemainingMs(lt::chess::White, 45'000);
        play("Nf3");
        // Each move is saved with both times, the mover's increment counted.
        const auto stamped = controller()->match().playedMove(2).clockMs;
        QCOMPARE(stamped.size(), std::size_t(2));
        QVERIFY(stamped[0] > 47'000 - 3000 && stamped[0] <= 47'000);
        QVERIFY(stamped[1] > 125'456 - 3000 && stamped[1] <= 125'456);
        QVERIFY(window_->flushAutosave());
        QFile autosave(autosavePath());
        QVERIFY(autosave.open(QIODevice::ReadOnly));
        const QByteArray text = autosave.readAll();
        QVERIFY2(text.contains("move 0 Nf3\nclock "), text.constData());
        autosave.close();

        // Closed and opened again (as Resume does): the clocks go on from the saved times.
        window_.reset();
        init();
        QCOMPARE(window_->openMatch(autosavePath()), QString());
        QVERIFY(board()->clock());
        QCOMPARE(board()->clock()->timeControl(), (lt::chess::TimeControl{180'000, 2'000}));
        QCOMPARE(board()->clock()->running(), std::optional(lt::chess::Black));
        QVERIFY(board()->clock()->remainingMs(lt::chess::White) == stamped[0]);
        const auto black = board()->clock()->remainingMs(lt::chess::Black);
        QVERIFY2(black > stamped[1] - 3000 && black <= stamped[1],
                 qPrintable(QString::number(black)));
        // Undo puts the clocks back to the times after e5.
        const auto afterE5 = controller()->match().playedMove(1).clockMs;
        window_->action("undoAction")->trigger();
        QTRY_COMPARE(controller()->match().ply(), std::size_t(2));
        QCOMPARE(board()->clock()->running(), std::optional(lt::chess::White));
        QVERIFY(board()->clock()->remainingMs(lt::chess::Black) == afterE5[1]);
        QVERIFY(board()->clock()->remainingMs(lt::chess::White) <= afterE5[0]);
        QVERIFY(board()->clock()->remainingMs(lt::chess::White) > afterE5[0] - 3000);
    }

    void matchFileWithoutTimesStartsTheClocksAfresh() {
        const QString path =
            writeFile("old.ludoteca",
                      "ludoteca-match 1\ngame chess\noption clock=3+2\nseat human - - Anna\n"
                      "seat human - - Bruno\nseed 1\nmove 0 e4\ncursor 1\nend 1\n");
        QCOMPARE(window_->openMatch(path), QString());
        QCOMPARE(controller()->match().ply(), std::size_t(1));
        QVERIFY(board()->clock());
        QVERIFY(board()->clock()->remainingMs(lt::chess::White) == 180'000);
        QVERIFY(board()->clock()->remainingMs(lt::chess::Black) > 179'000);
    }

    void computersFlagIsClaimedByTheApp() {
        // Two computers with a clock: White's time is gone, the app ends the game for Black.
        startChess({{"clock", "1+0"}},
                   {{false, "Deep", "elo800", ""}, {false, "Blue", "elo800", ""}});
        board()->clock()->setRemainingMs(lt::chess::White, 0);
        QTRY_VERIFY_WITH_TIMEOUT(controller()->match().state().isTerminal(), 15000);
        const Match& match = controller()->match();
        const RecordedMove& last = match.playedMove(match.ply() - 1);
        QVERIFY(last.claim);
        QCOMPARE(last.actor, 1);
        QCOMPARE(last.notation, std::string("White's time is up"));
        QVERIFY(match.ply() <= 3);  // noticed at once, not many moves later
        QCOMPARE(match.state().ranking(), (std::vector<int>{2, 1}));
        QCOMPARE(window_->gameScreen()->statusText(), QString("Game over — Blue wins!"));
        // A replay of the record ends the same way.
        const Match replayed = Match::fromRecord(registry_, match.record());
        QCOMPARE(replayed.state().ranking(), (std::vector<int>{2, 1}));
    }

    void humansFlagAgainstTheComputerIsClaimedInItsName() {
        startChess({{"clock", "1+0"}}, {{true, "Anna", "", ""}, {false, "Engine", "elo800", ""}});
        QTRY_VERIFY(controller()->waitingForMove());
        board()->clock()->setRemainingMs(lt::chess::White, 50);
        QTRY_VERIFY_WITH_TIMEOUT(controller()->match().state().isTerminal(), 10000);
        const RecordedMove& last = controller()->match().playedMove(0);
        QCOMPARE(last.actor, 1);
        QCOMPARE(last.notation, std::string("White's time is up"));
        QCOMPARE(controller()->match().state().ranking(), (std::vector<int>{2, 1}));
    }

    void flagFallAgainstALoneKingIsADraw() {
        startChess({{"clock", "1+0"}, {"fen", "4k3/8/8/8/8/8/R7/4K3 w - - 0 1"}});
        QTRY_VERIFY(controller()->waitingForMove());
        board()->clock()->setRemainingMs(lt::chess::White, 50);
        QTRY_VERIFY_WITH_TIMEOUT(controller()->match().state().isTerminal(), 10000);
        QCOMPARE(controller()->match().state().ranking(), (std::vector<int>{1, 1}));
        QCOMPARE(window_->gameScreen()->findChild<QLabel*>("lastMoveLine")->text(),
                 QString("Time is up for Anna, but Bruno cannot checkmate: draw — ½–½"));
    }
};

QTEST_MAIN(ChessAppTest)
#include "app_test.moc"
