// A new user plays whole games of chess in the app, by clicks on the board, against three
// computer levels, then saves each game as PGN and opens the file again. The human is simple
// but not random: it mates when it can, otherwise takes the most valuable piece it can,
// otherwise plays the first legal move; it accepts any draw the computer offers. The levels
// are the three lowest (about 800, 1000 and 1200 Elo), whose search stops at a depth of one or
// two moves: each of their moves takes milliseconds even under the sanitizers. By keys only,
// the moves are walked with the arrows, or typed in algebraic notation.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
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
#include "games/chess/chess_board_view.h"
#include "games/chess/game.h"
#include "games/chess/movegen.h"
#include "games/chess/notation.h"
#include "standard_games.h"
#include "standard_views.h"

using namespace lt;
using namespace lt::shell;
using lt::chess::ChessState;
using ChessMove = lt::chess::Move;

using lt::test::waitFor;

namespace {

// Far beyond any game these levels play: the automatic draws (threefold repetition, fifty
// moves) end every game long before.
constexpr int kMaxPlies = 1200;

int pieceValue(lt::chess::Piece piece) {
    static constexpr int kValues[] = {0, 1, 3, 3, 5, 9, 0};
    return piece == lt::chess::NoPiece ? 0 : kValues[lt::chess::typeOf(piece)];
}

// The human's choice in `state`.
ChessMove humanChoice(const ChessState& state) {
    const lt::chess::Position& pos = state.position();
    std::optional<ChessMove> best;
    int bestValue = -1;
    for (lt::Move code : state.legalMoves()) {
        const ChessMove move = ChessMove::fromCode(static_cast<std::uint16_t>(code));
        const bool promotion = move.kind() == lt::chess::MoveKind::Promotion;
        if (promotion && move.promotion() != lt::chess::Queen) continue;  // always a queen
        lt::chess::Position after = pos;
        after.makeMove(move);
        if (after.status() == lt::chess::GameStatus::Checkmate) return move;
        const int value = pieceValue(pos.pieceOn(move.to()));
        if (value > bestValue) {
            best = move;
            bestValue = value;
        }
    }
    return *best;
}

}  // namespace

class ChessPlayTest : public lt::test::AppWindowTest {
    Q_OBJECT

  private:
    MatchController* controller() { return window_->gameScreen()->controller(); }
    lt::shell::chess::ChessBoardView* board() {
        return qobject_cast<lt::shell::chess::ChessBoardView*>(window_->gameScreen()->board());
    }
    const ChessState& state() {
        return dynamic_cast<const ChessState&>(controller()->match().state());
    }
    void click(lt::chess::Square square) {
        QTest::mouseClick(board(), Qt::LeftButton, {}, board()->layout().centre(square).toPoint());
    }

    // Walks the keyboard cursor to `square` with the arrow keys as the board is seen (the
    // first key shows it), then presses Enter there.
    void keyTo(lt::chess::Square square) {
        if (!board()->keyboardCursor()) QTest::keyClick(board(), Qt::Key_Right);
        std::vector<QPointF> squares;
        for (int s = 0; s < 64; ++s)
            squares.push_back(board()->layout().centre(lt::chess::Square(s)));
        const auto keys = lt::test::arrowPath(squares, *board()->keyboardCursor(), square);
        QVERIFY(keys);
        for (Qt::Key key : *keys) QTest::keyClick(board(), key);
        QCOMPARE(board()->keyboardCursor(), std::optional<lt::chess::Square>(square));
        QTest::keyClick(board(), Qt::Key_Return);
    }

    // The move typed as a player may write it: SAN as printed, or (every third and fifth
    // move) without its check mark and capture sign, with a lower-case piece letter, or in
    // UCI coordinates.
    static QString typing(const lt::chess::Position& pos, ChessMove move, int ply) {
        QString san = QString::fromStdString(lt::chess::toSan(pos, move));
        if (ply % 5 == 4) return QString::fromStdString(lt::chess::toUci(move));
        if (ply % 3 == 2) {
            san.remove(QLatin1Char('+')).remove(QLatin1Char('#')).remove(QLatin1Char('x'));
            if (san.size() > 2 && QStringLiteral("NRQK").contains(san[0]))
                san[0] = san[0].toLower();
        }
        return san;
    }

    enum class Input { Clicks, Arrows, Typed };

    // Plays the human's side to the end of the game, by clicks or by keys only.
    void playToTheEnd(PlayerId human, Input input = Input::Clicks) {
        const bool byKeys = input == Input::Arrows;
        for (int ply = 0; ply < kMaxPlies; ++ply) {
            QTRY_VERIFY_WITH_TIMEOUT(controller()->waitingForMove() || state().isTerminal(), 20000);
            if (state().isTerminal()) return;
            // A draw offered by the computer: the human takes it, with the dialog's button.
            if (auto* box = board()->findChild<QMessageBox*>("drawOfferBox");
                box && box->isVisible()) {
                box->button(QMessageBox::Yes)->click();
                QTRY_VERIFY(state().isTerminal());
                return;
            }
            QCOMPARE(state().currentActor(), human);
            const std::size_t before = controller()->match().ply();
            const ChessMove move = humanChoice(state());
            if (input == Input::Typed) {
                const auto& pos = state().position();
                const QString text = typing(pos, move, ply);
                QTest::keyClicks(board(), text);
                QCOMPARE(board()->typedMove(), text);
                QTest::keyClick(board(), Qt::Key_Return);
                QVERIFY2(board()->refusal().isEmpty(), qPrintable(board()->refusal()));
            } else if (byKeys) {
                keyTo(move.from());
                keyTo(move.to());
                if (move.kind() == lt::chess::MoveKind::Promotion) {
                    QTest::keyClick(board(), Qt::Key_Return);  // the cursor shows on the queen
                    QTest::keyClick(board(), Qt::Key_Return);
                }
            } else {
                click(move.from());
                click(move.to());
                if (move.kind() == lt::chess::MoveKind::Promotion) {
                    QTest::mouseClick(
                        board(), Qt::LeftButton, {},
                        board()->layout().promotionCell(move.to(), 0).toRect().center());
                }
            }
            QCOMPARE(controller()->match().ply(), before + 1);
            QCOMPARE(controller()->match().playedMove(before).notation,
                     lt::chess::toSan(
                         dynamic_cast<const ChessState&>(*controller()->match().stateAt(before))
                             .position(),
                         move));
        }
        QFAIL("the game did not end");
    }

    void playAndSave(const char* level, PlayerId human) {
        std::vector<SeatSpec> seats = {{true, "Anna", "", ""}, {false, "Computer", level, ""}};
        if (human == 1) std::swap(seats[0], seats[1]);
        const QString error = window_->startGame("chess", {seats, Options()}, 11);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        playToTheEnd(human);
        QVERIFY(state().isTerminal());
        const std::string result(lt::chess::resultMarker(state()));
        QVERIFY(result != "*");
        const MatchRecord record = controller()->match().record();
        const auto plies = static_cast<std::size_t>(std::count_if(
            record.moves.begin(), record.moves.end(), [](const auto& m) { return !m.claim; }));
        const std::string fen = state().position().fen();
        qInfo("%s: %s after %zu plies (%s)", level, result.c_str(), plies,
              lt::chess::endingName(state()).c_str());

        // Save… as PGN, then Open… the file again.
        const QString path = dir_.filePath(QStringLiteral("%1.pgn").arg(level));
        QCOMPARE(window_->saveMatch(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains(QStringLiteral("[Result \"%1\"]").arg(result.c_str())),
                 qPrintable(text));
        QVERIFY2(text.trimmed().endsWith(QString::fromStdString(result)), qPrintable(text));
        QCOMPARE(window_->openMatch(path), QString());
        const Match& reopened = controller()->match();
        QCOMPARE(reopened.ply(), plies);
        QCOMPARE(dynamic_cast<const ChessState&>(reopened.state()).position().fen(), fen);
        QCOMPARE(reopened.seats().at(human).name, std::string("Anna"));
    }

  private slots:
    void initTestCase() { setUpPrivateHome(); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }

    void wholeGameAgainstAbout800AsWhite() { playAndSave("elo800", 0); }
    void wholeGameAgainstAbout1000AsBlack() { playAndSave("elo1000", 1); }
    void wholeGameAgainstAbout1200AsWhite() { playAndSave("elo1200", 0); }

    // Keys only (issue 23 item 10): arrows and Enter, as Black on a board seen from Black's
    // side, a whole game against about 800.
    void wholeGameByKeysAsBlack() {
        const std::vector<SeatSpec> seats = {{false, "Computer", "elo800", ""},
                                             {true, "Anna", "", ""}};
        QCOMPARE(window_->startGame("chess", {seats, Options()}, 5), QString());
        QVERIFY(board()->flipped());
        playToTheEnd(1, Input::Arrows);
        QVERIFY(state().isTerminal());
        qInfo("by keys: %s after %zu plies", lt::chess::endingName(state()).c_str(),
              controller()->match().ply());
        QVERIFY(controller()->match().ply() >= 10);
    }

    // Typed moves only (issue 23 item 10): a whole game as White against about 800, each move
    // typed ("e4", "nf3", "e2e4") and Enter; H and F, the Hint and Flip shortcuts, type the
    // h- and f-files ("h4", "fxe5").
    void wholeGameByTypedMovesAsWhite() {
        const std::vector<SeatSpec> seats = {{true, "Anna", "", ""},
                                             {false, "Computer", "elo800", ""}};
        QCOMPARE(window_->startGame("chess", {seats, Options()}, 7), QString());
        playToTheEnd(0, Input::Typed);
        QVERIFY(state().isTerminal());
        qInfo("typed: %s after %zu plies", lt::chess::endingName(state()).c_str(),
              controller()->match().ply());
        QVERIFY(controller()->match().ply() >= 10);
    }

    // What the board says of an entry that plays nothing, and the letters of the shortcuts.
    void typedEntriesThatPlayNothing() {
        const std::vector<SeatSpec> seats = {{true, "Anna", "", ""},
                                             {false, "Computer", "elo800", ""}};
        QCOMPARE(window_->startGame("chess", {seats, Options()}, 7), QString());
        QTRY_VERIFY(controller()->waitingForMove());
        QAction* hint = window_->findChild<QAction*>("hintAction");
        QVERIFY(hint);
        QSignalSpy hints(hint, &QAction::triggered);
        const auto enter = [this](const QString& text) {
            QTest::keyClicks(board(), text);
            QTest::keyClick(board(), Qt::Key_Return);
        };
        enter("e5");
        QCOMPARE(board()->typedMove(), QString("e5"));
        QCOMPARE(board()->refusal(),
                 QString("A pawn moves straight ahead, one square or two from its starting "
                         "square, and captures one square diagonally forward."));
        QTest::keyClick(board(), Qt::Key_Escape);
        QCOMPARE(board()->typedMove(), QString());
        enter("Nd2");
        QCOMPARE(board()->refusal(), QString("None of your knights can go to d2."));
        QTest::keyClick(board(), Qt::Key_Escape);
        enter("O-O");
        QCOMPARE(board()->refusal(), QString("Castling king-side (O-O) is not possible now."));
        enter("e3e4");  // a new character starts a new entry
        QCOMPARE(board()->typedMove(), QString("e3e4"));
        QCOMPARE(board()->refusal(), QString("You have no piece on e3."));
        QTest::keyClick(board(), Qt::Key_Escape);
        QTest::keyClicks(board(), "Nf9");  // 9 is no rank: it types nothing
        QCOMPARE(board()->typedMove(), QString("Nf"));
        QTest::keyClick(board(), Qt::Key_Return);
        QCOMPARE(board()->refusal(),
                 QString("“Nf” is not a move: type it as e4, Nf3, exd5, O-O or e8=Q."));
        QTest::keyClick(board(), Qt::Key_Escape);
        QCOMPARE(controller()->match().ply(), std::size_t(0));

        // h and f type files; alone with Enter they are Hint and Flip; ? is Hint at once.
        QTest::keyClicks(board(), "h");
        QCOMPARE(hints.size(), 0);
        QCOMPARE(board()->typedMove(), QString("h"));
        QTest::keyClick(board(), Qt::Key_Backspace);
        QCOMPARE(board()->typedMove(), QString());
        QTest::keyClicks(board(), "f");
        QVERIFY(!board()->flipped());
        QTest::keyClick(board(), Qt::Key_Return);
        QVERIFY(board()->flipped());
        enter("h");
        QCOMPARE(hints.size(), 1);
        QTRY_VERIFY(controller()->canHint());
        QTest::keyClicks(board(), "?");
        QCOMPARE(hints.size(), 2);
        QCOMPARE(board()->typedMove(), QString());

        // A move on the h-file.
        QTRY_VERIFY(controller()->canHint());
        enter("h4");
        QTRY_VERIFY(controller()->waitingForMove());
        QCOMPARE(controller()->match().playedMove(0).notation, std::string("h4"));
    }
};

QTEST_MAIN(ChessPlayTest)
#include "play_test.moc"
