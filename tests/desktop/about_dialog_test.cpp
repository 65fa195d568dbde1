// The About dialog: version, licence and the credits of the art packages, and Help → About
// opening it from the main window.
#include <QApplication>
#include <QTest>
#include <QTextBrowser>

#include "../support/app_window_test.h"
#include "app/about_dialog.h"

using lt::shell::AboutDialog;
using lt::shell::cardDeckCredit;

class AboutDialogTest : public lt::test::AppWindowTest {
    Q_OBJECT
  private slots:
    void initTestCase() { setUpPrivateHome(); }

    void decksHaveTheLicencesOfTheirCopyrightFile() {
        QCOMPARE(cardDeckCredit("nicu-white").licence, QString("GPL-2+"));
        QCOMPARE(cardDeckCredit("nicu-white").authors,
                 QString("The K Desktop Environment project"));
        QCOMPARE(cardDeckCredit("oxygen-air").authors,
                 QString("Eugene Trounev, The K Desktop Environment project"));
        QCOMPARE(cardDeckCredit("xskat-german").licence, QString("GPL-2+"));
        QCOMPARE(cardDeckCredit("tigullio-international").licence, QString("LGPL-2+"));
        QCOMPARE(cardDeckCredit("tigullio-international").authors, QString("Luciano Montanaro"));
        QCOMPARE(cardDeckCredit("penguins").licence, QString("GPL-3+"));
        QVERIFY(cardDeckCredit("penguins")
                    .authors.endsWith("Original Tux artwork created by Larry Ewing, Simon Budig "
                                      "and Anja Gerwinski."));
        QCOMPARE(cardDeckCredit("konqi-modern").licence, QString());  // the app never uses it
        QCOMPARE(cardDeckCredit("made-up").licence, QString());
    }

    void textNamesVersionLicenceAndEveryPackage() {
        const QString html = AboutDialog::text("1.2.3", {"nicu-white", "penguins", "made-up"});
        QVERIFY(html.contains("<h2>Ludoteca 1.2.3</h2>"));
        QVERIFY(html.contains("GNU General Public License</a>, version 3 or any later version"));
        QVERIFY(
            html.contains("<li><b>nicu-white</b>: GPL-2+, © The K Desktop Environment "
                          "project</li>"));
        QVERIFY(html.contains("<li><b>penguins</b>: GPL-3+, © DJ Delorie"));
        QVERIFY(
            html.contains("<li><b>made-up</b>: licence in "
                          "/usr/share/doc/kdegames-card-data-kf5/copyright</li>"));
        QVERIFY(html.contains("iso-flags-svg"));
        QVERIFY(html.contains("public domain"));
        QVERIFY(html.contains("<b>Country names</b> (iso-codes): LGPL-2.1+"));
        QVERIFY(!html.contains("No card deck is installed"));
    }

    void textSaysWhenNoDeckIsInstalled() {
        const QString html = AboutDialog::text("1.2.3", {});
        QVERIFY(html.contains("<p>No card deck is installed: cards are drawn plainly.</p>"));
        QVERIFY(!html.contains("<ul>"));
    }

    void helpAboutOpensTheDialogWithTheAppVersion() {
        QCoreApplication::setApplicationVersion("4.5.6");
        openWindow();
        QAction* about = window_->action("aboutAction");
        QVERIFY(about);
        about->trigger();
        auto* dialog = window_->findChild<AboutDialog*>("aboutDialog");
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QVERIFY(dialog->browser()->toPlainText().startsWith("Ludoteca 4.5.6"));
        dialog->close();
        QTRY_VERIFY(!window_->findChild<AboutDialog*>("aboutDialog"));  // deleted on close
        closeWindow();
    }
};

QTEST_MAIN(AboutDialogTest)
#include "about_dialog_test.moc"
