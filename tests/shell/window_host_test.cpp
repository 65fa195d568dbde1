// Choosing another language in the settings translates the whole window at once, and a game in
// progress goes on where it was (issue 16 item 26): the WindowHost builds the window again and
// resumes the autosave without asking.
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include "../support/app_window_test.h"
#include "app/language.h"
#include "app/match_controller.h"
#include "app/settings_dialog.h"
#include "app/window_host.h"

namespace lt::shell {

class WindowHostTest : public test::AppWindowTest {
    Q_OBJECT

  private slots:
    void initTestCase() { setUpPrivateHome(); }
    void cleanup() { installTranslations(*QCoreApplication::instance(), "en"); }

    void choosingItalianTranslatesTheWindowAndTheGameGoesOn() {
        WindowHost host(*QCoreApplication::instance(), *catalog_, *settings_, "en");
        host.window().overridePace(0);
        host.window().show();
        QVERIFY(QTest::qWaitForWindowExposed(&host.window()));
        QCOMPARE(host.window().action("quitAction")->text(), QString("&Quit"));
        const GameSetup setup{{{true, "Anna", "", ""}, {true, "Bruno", "", ""}}, Options()};
        QCOMPARE(host.window().startGame("morris", setup, 1), QString());
        for (int i = 0; i < 3; ++i) {
            MatchController* controller = host.window().gameScreen()->controller();
            QTRY_VERIFY(controller->waitingForMove());
            emit host.window().gameScreen()->board()->moveChosen(
                controller->match().state().legalMoves().front());
        }
        QTRY_COMPARE(host.window().gameScreen()->controller()->match().ply(), std::size_t{3});
        const std::string position =
            host.window().gameScreen()->controller()->match().state().toString();

        QSignalSpy rebuilt(&host, &WindowHost::windowRebuilt);
        // The dialog reads the card decks before it shows: wait until it is up. A message box
        // instead (settings not saved) is a failure, noted and closed.
        QTimer poll;
        QString problem;
        connect(&poll, &QTimer::timeout, this, [&problem] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                problem = box->text();
                box->close();
                return;
            }
            auto* dialog = qobject_cast<SettingsDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            auto* box = dialog->findChild<QComboBox*>("languageBox");
            QVERIFY(box);
            box->setCurrentIndex(box->findData(QString("it")));
            dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        });
        poll.start(50);
        host.window().action("settingsAction")->trigger();
        poll.stop();
        QCOMPARE(problem, QString());
        QTRY_COMPARE(rebuilt.count(), 1);

        QCOMPARE(host.language(), QString("it"));
        QCOMPARE(settings_->language(), QString("it"));
        QCOMPARE(host.window().action("quitAction")->text(), QString("&Esci"));
        QVERIFY(host.window().isVisible());
        QVERIFY(host.window().inGame());
        const Match& match = host.window().gameScreen()->controller()->match();
        QCOMPARE(match.ply(), std::size_t{3});
        QCOMPARE(match.state().toString(), position);
    }
};

}  // namespace lt::shell

QTEST_MAIN(lt::shell::WindowHostTest)
#include "window_host_test.moc"
