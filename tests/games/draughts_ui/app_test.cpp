// Draughts in the whole application, offscreen: a PDN file through Open… (which game?), Save
// as PDN, and a position from FEN.
#include <QApplication>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <memory>

#include "../../support/app_window_test.h"
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
#include "widgets/recorded_game_picker.h"

using namespace lt;
using namespace lt::shell;

class DraughtsAppTest : public lt::test::AppWindowTest {
    Q_OBJECT

  private:
    QString positionFen() {
        const auto& state = dynamic_cast<const lt::draughts::DraughtsState&>(
            window_->gameScreen()->controller()->match().state());
        return QString::fromStdString(lt::draughts::toFen(state.position()));
    }

  private slots:
    void initTestCase() { setUpPrivateHome(); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }

    void opensTheChosenPdnGameAndSavesItBack() {
        const QString path = dir_.filePath("two.pdn");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "[Event \"One\"]\n[White \"Anna\"]\n[Black \"Bruno\"]\n1. 32-28 18-23 *\n\n"
            "[Event \"Two\"]\n[White \"Carla\"]\n[Black \"Dario\"]\n"
            "[FEN \"B:W28,K45:B9,12\"]\n1... 12-17 2. 28-22 17x28 *\n");
        file.close();
        // The picker is modal: a polling timer reaches it inside its own event loop.
        auto* poll = new QTimer(this);
        connect(poll, &QTimer::timeout, this, [poll] {
            for (QWidget* widget : QApplication::topLevelWidgets())
                if (auto* picker = qobject_cast<RecordedGamePicker*>(widget);
                    picker && picker->isVisible()) {
                    poll->stop();
                    picker->list()->setCurrentItem(picker->list()->topLevelItem(1));
                    picker->accept();
                }
        });
        poll->start(20);
        const QString error = window_->openMatch(path);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const Match& match = window_->gameScreen()->controller()->match();
        QCOMPARE(match.seats().at(0).name, std::string("Carla"));
        QCOMPARE(match.ply(), std::size_t(3));
        QCOMPARE(positionFen(), QString("W:WK45:B9,28"));

        const QString saved = dir_.filePath("saved.pdn");
        QCOMPARE(window_->saveMatch(saved), QString());
        QFile back(saved);
        QVERIFY(back.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(back.readAll());
        QVERIFY2(text.contains("[FEN \"B:W28,K45:B9,12\"]") && text.contains("12-17") &&
                     text.contains("17x28"),
                 qPrintable(text));
    }

    void setsUpAPositionFromFen() {
        const QString started = window_->startGame(
            "draughts", {{{true, "Anna", "", ""}, {true, "Bruno", "", ""}}, {}}, 1);
        QVERIFY2(started.isEmpty(), qPrintable(started));
        const QString bad = window_->setUpPosition("W:W31,99:B1");
        QVERIFY2(bad.startsWith("fen: "), qPrintable(bad));
        QCOMPARE(window_->setUpPosition("B:W28,K45:B9,12"), QString());
        QCOMPARE(positionFen(), QString("B:W28,K45:B9,12"));
    }

    // Moves are written with the square numbers (32-28): the board shows them unless the
    // player turned them off in the settings, and the setting reaches a board already shown.
    void theSquareNumbersSettingReachesTheBoard() {
        const GameSetup hotSeat{{{true, "Anna", "", ""}, {true, "Bruno", "", ""}}, {}};
        QVERIFY(settings_->squareNumbersShown());
        QCOMPARE(window_->startGame("draughts", hotSeat, 1), QString());
        auto* board =
            window_->gameScreen()->findChild<lt::shell::draughts::DraughtsBoardView*>("board");
        QVERIFY(board);
        QVERIFY(board->squareNumbersShown());
        settings_->setSquareNumbersShown(false);
        window_->applyBoardSettings();
        QVERIFY(!board->squareNumbersShown());
        closeWindow();
        openWindow();
        QCOMPARE(window_->startGame("draughts", hotSeat, 1), QString());
        board = window_->gameScreen()->findChild<lt::shell::draughts::DraughtsBoardView*>("board");
        QVERIFY(board);
        QVERIFY(!board->squareNumbersShown());
        settings_->setSquareNumbersShown(true);
    }
};

QTEST_MAIN(DraughtsAppTest)
#include "app_test.moc"
