// Kem's between two people on one screen: Anna and Luca, on opposite teams with a computer
// partner each, choose their teams' secret signals behind hand-over screens, through the real
// main window. Undo and Redo at a hand-over, a review of a past move and a resume from the
// autosave in a new window never show a hand or a signal to the wrong person: after every step
// the test checks what the board was asked to draw (RecordingBoard) against who said "I am …"
// last. The game then runs to its end (the computers' claims in the window's real time).
#include <QApplication>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>

#include "../../support/app_window_test.h"
#include "../../support/event_wait.h"
#include "../../support/recording_board.h"
#include "app/game_screen.h"
#include "app/hand_over_overlay.h"
#include "app/match_controller.h"
#include "games/kems/kems_board.h"
#include "games/kems/state.h"

namespace lt::test {

using shell::perspective::everyone;
using shell::perspective::nobody;

class KemsHotSeatTest : public AppWindowTest {
    Q_OBJECT

  private:
    std::optional<PlayerId> looking_;
    std::size_t checked_ = 0;

    shell::MatchController* controller() const { return window_->gameScreen()->controller(); }
    shell::HandOverOverlay* overlay() const { return window_->gameScreen()->handOverOverlay(); }
    RecordingBoard* board() const {
        return dynamic_cast<RecordingBoard*>(window_->gameScreen()->board());
    }
    shell::kems::KemsBoard* table() const {
        return dynamic_cast<shell::kems::KemsBoard*>(board()->inner());
    }
    const kems::KemsState& state() const {
        return static_cast<const kems::KemsState&>(controller()->match().state());
    }

    void recordBoards() {
        auto uis = shell::makeStandardGameUis();
        for (shell::GameUi& ui : uis)
            ui.makeBoard = [this, make = ui.makeBoard](QWidget* parent) {
                auto* board = new RecordingBoard(make(nullptr), parent);
                board->setCoveredProbe([this] {
                    return window_ && window_->gameScreen()->handOverOverlay()->isVisible();
                });
                return board;
            };
        catalog_ = std::make_unique<shell::GameCatalog>(registry_, std::move(uis));
    }

    // Everything drawn since the last check was for nobody or for the person looking, and
    // nothing private behind the hand-over screen.
    void checkScreen(const char* step) {
        const auto& drawn = board()->drawn();
        for (std::size_t i = checked_; i < drawn.size(); ++i) {
            const QString where = QString("%1: drawing %2 for %3 (looking: %4)")
                                      .arg(step)
                                      .arg(i)
                                      .arg(drawn[i].viewer)
                                      .arg(looking_ ? *looking_ : -1);
            QVERIFY2(drawn[i].viewer != everyone, qPrintable(where));
            if (drawn[i].covered) QVERIFY2(drawn[i].viewer == nobody, qPrintable(where));
            QVERIFY2(drawn[i].viewer == nobody || drawn[i].viewer == looking_, qPrintable(where));
        }
        checked_ = drawn.size();
        QCOMPARE(overlay()->isVisible(), controller()->handOverSeat().has_value());
    }

    // Waits for the hand-over screen naming `seat`, checks it, and says "I am …".
    void handOverTo(PlayerId seat, const char* name, bool confirm = true) {
        QVERIFY(waitFor([this] { return controller()->handOverSeat().has_value(); }));
        looking_.reset();
        checkScreen("hand-over");
        QCOMPARE(*controller()->handOverSeat(), seat);
        QCOMPARE(overlay()->button()->text(), QString("I am %1").arg(name));
        QCOMPARE(board()->drawn().back().viewer, nobody);
        QCOMPARE(table()->panel(), shell::kems::KemsBoard::Panel::None);
        if (!confirm) return;
        looking_ = seat;
        QTest::mouseClick(overlay()->button(), Qt::LeftButton);
        QVERIFY(waitFor([this] { return controller()->waitingForMove(); }));
        checkScreen("I am …");
        QCOMPARE(table()->panel(), shell::kems::KemsBoard::Panel::Signal);
    }

    void chooseSignal(Qt::Key key) {
        QTest::keyClick(table(), key);
        checkScreen("signal chosen");
    }

  private slots:
    void initTestCase() {
        setUpPrivateHome();
        recordBoards();
    }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }

    void signalsAreChosenPrivatelyAcrossUndoRedoReviewAndResume() {
        Options options;
        options.set("minutes", "5");
        const QString error = window_->startGame("kems",
                                                 {{{true, "Anna", "", ""},
                                                   {true, "Luca", "", ""},
                                                   {false, "Robo", "medium", ""},
                                                   {false, "Mina", "medium", ""}},
                                                  options},
                                                 5);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // Anna's team first, then Luca's: a hand-over before each.
        handOverTo(0, "Anna");
        chooseSignal(Qt::Key_3);  // touch nose
        handOverTo(1, "Luca", false);
        // Undo at Luca's hand-over: back to Anna's choice, behind a hand-over again.
        window_->action("undoAction")->trigger();
        handOverTo(0, "Anna", false);
        QCOMPARE(state().table().needsSignal[0], true);
        // Redo: Anna's choice again, Luca's hand-over.
        window_->action("redoAction")->trigger();
        handOverTo(1, "Luca");
        QCOMPARE(state().table().signal[0], 2);
        // Luca reviews the first move (the dealer drawn), then goes back to the game.
        QListWidget* list = window_->gameScreen()->moveList();
        QVERIFY(list->count() >= 1);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(list->item(0)).center());
        QCOMPARE(controller()->reviewedPly(), std::optional<std::size_t>(1));
        checkScreen("review");
        auto* back = window_->gameScreen()->findChild<QPushButton*>("backToGameButton");
        QVERIFY(back && back->isVisible());
        QTest::mouseClick(back, Qt::LeftButton);
        QVERIFY(!controller()->reviewedPly());
        QCOMPARE(table()->panel(), shell::kems::KemsBoard::Panel::Signal);
        chooseSignal(Qt::Key_6);  // nod
        QCOMPARE(state().table().signal, (std::array<int, 2>{2, 5}));
        // The deal and the exchanges go on for Luca, the last to look.
        QVERIFY(waitFor([this] { return state().table().phase == kems::Phase::Exchange; }));
        checkScreen("exchange");
        // Closed and resumed: nobody is assumed to be looking.
        const std::size_t plies = controller()->match().ply();
        closeWindow();
        openWindow();
        looking_.reset();
        checked_ = 0;
        QTimer::singleShot(0, this, [] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            for (QAbstractButton* button : box->buttons())
                if (box->buttonRole(button) == QMessageBox::AcceptRole) button->click();
        });
        window_->offerResume();
        QVERIFY(window_->inGame());
        QVERIFY(controller()->match().ply() >= plies);
        QVERIFY(waitFor([this] { return state().isTerminal(); }, 60000));
        checkScreen("the end");
        QVERIFY(!board()->drawn().empty());
    }
};

}  // namespace lt::test

QTEST_MAIN(lt::test::KemsHotSeatTest)
#include "hot_seat_test.moc"
