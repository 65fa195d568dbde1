// Kem's between people on one screen (rules digest §5.1), through the real main window: people
// on opposite teams are refused, since each would see the other's cards; two partners share
// the keyboard (mode B) with no hand-over screen at all, each hand drawn only while its owner
// holds his Shift: not before the signal is chosen, not after an undo or a redo, not after a
// resume from the autosave in a new window. The game then runs to its end (the computers'
// claims and the people's avatars' idle gestures in the window's real time).
#include <QApplication>
#include <QMessageBox>
#include <QTest>
#include <QTimer>

#include "../../support/app_window_test.h"
#include "../../support/event_wait.h"
#include "app/game_screen.h"
#include "app/hand_over_overlay.h"
#include "app/match_controller.h"
#include "games/kems/kems_board.h"
#include "games/kems/state.h"

namespace lt::test {

class KemsHotSeatTest : public AppWindowTest {
    Q_OBJECT

  private:
    int handOvers_ = 0;

    shell::MatchController* controller() const { return window_->gameScreen()->controller(); }
    shell::kems::KemsBoard* table() const {
        return dynamic_cast<shell::kems::KemsBoard*>(window_->gameScreen()->board());
    }
    const kems::KemsState& state() const {
        return static_cast<const kems::KemsState&>(controller()->match().state());
    }

    // Counts every hand-over screen the controller puts up.
    void countHandOvers() {
        connect(controller(), &shell::MatchController::phaseChanged, this, [this] {
            if (controller()->handOverSeat()) ++handOvers_;
        });
    }

    // Anna's signal panel is up, with no hand-over screen before it.
    void waitForAnnasChoice() {
        QVERIFY(waitFor([this] { return controller()->waitingForMove(); }));
        QCOMPARE(handOvers_, 0);
        QVERIFY(!window_->gameScreen()->handOverOverlay()->isVisible());
        QCOMPARE(table()->panel(), shell::kems::KemsBoard::Panel::Signal);
        QVERIFY(!table()->handShown(0) && !table()->handShown(2));
    }

  private slots:
    void initTestCase() { setUpPrivateHome(); }
    void init() {
        openWindow();
        handOvers_ = 0;
    }
    void cleanup() { closeWindow(); }

    void peopleOnOppositeTeamsAreRefused() {
        const QString error = window_->startGame("kems",
                                                 {{{true, "Anna", "", ""},
                                                   {true, "Luca", "", ""},
                                                   {false, "Robo", "medium", ""},
                                                   {false, "Mina", "medium", ""}},
                                                  {}},
                                                 5);
        QCOMPARE(error, QString("seats: People on opposite teams would see each other's cards on "
                                "one screen: seat the people as partners (players 1 and 3, or 2 "
                                "and 4)."));
        QVERIFY(!window_->inGame());
    }

    void partnersPlayWithNoHandOverScreen() {
        Options options;
        options.set("minutes", "5");
        const QString error = window_->startGame("kems",
                                                 {{{true, "Anna", "", ""},
                                                   {false, "Robo", "medium", ""},
                                                   {true, "Carla", "", ""},
                                                   {false, "Mina", "medium", ""}},
                                                  options,
                                                  UndoPolicy::free},
                                                 5);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(table()->sharedKeyboard());
        countHandOvers();
        waitForAnnasChoice();
        QTest::keyClick(table(), Qt::Key_3);  // touch nose, with Anna's keys
        QVERIFY(waitFor([this] { return state().table().phase == kems::Phase::Exchange; }));
        QCOMPARE(state().table().signal[0], 2);
        // Undo back to Anna's choice, and redo it: no hand-over either way.
        for (int undos = 0; undos < 1000 && (state().table().phase != kems::Phase::Signal ||
                                             !state().table().needsSignal[0]);
             ++undos)
            window_->action("undoAction")->trigger();
        waitForAnnasChoice();
        window_->action("redoAction")->trigger();
        QVERIFY(waitFor([this] { return state().table().phase == kems::Phase::Exchange; }));
        QCOMPARE(handOvers_, 0);
        // Closed and resumed: the game goes on to its end with no hand-over.
        closeWindow();
        openWindow();
        QTimer::singleShot(0, this, [] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            for (QAbstractButton* button : box->buttons())
                if (box->buttonRole(button) == QMessageBox::AcceptRole) button->click();
        });
        window_->offerResume();
        QVERIFY(window_->inGame());
        countHandOvers();
        QVERIFY(waitFor([this] { return state().isTerminal(); }, 60000));
        QCOMPARE(handOvers_, 0);
        QVERIFY(!controller()->handOverSeat());
    }
};

}  // namespace lt::test

QTEST_MAIN(lt::test::KemsHotSeatTest)
#include "hot_seat_test.moc"
