// Every language fits the window: German and Russian texts are long, yet at 1280 × 800 every
// toolbar action shows (none pushed into the overflow menu), every New Game dialog fits with
// every button and label at its full width, and every game's screen fits. Run also at 200 %
// (QT_SCALE_FACTOR=2: the same logical size). With LUDOTECA_SCREENSHOT_DIR set, the library,
// a dialog and three boards are saved per language for a person to look at.
#include <QAbstractButton>
#include <QApplication>
#include <QLabel>
#include <QToolBar>
#include <QToolButton>

#include "../support/app_window_test.h"
#include "app/language.h"
#include "app/library_screen.h"
#include "app/new_game_dialog.h"
#include "widgets/score_sheet_view.h"

namespace lt::shell {

namespace {

// The widgets of `root` narrower than their text needs ("Spielesamm…", a cut label).
QStringList cutTexts(const QWidget& root) {
    QStringList cut;
    for (const QAbstractButton* button : root.findChildren<QAbstractButton*>()) {
        if (!button->isVisibleTo(&root) || button->text().isEmpty()) continue;
        if (button->width() < button->minimumSizeHint().width())
            cut << QStringLiteral("button '%1' %2 < %3")
                       .arg(button->text())
                       .arg(button->width())
                       .arg(button->minimumSizeHint().width());
    }
    for (const QLabel* label : root.findChildren<QLabel*>()) {
        if (!label->isVisibleTo(&root) || label->text().isEmpty() || label->wordWrap()) continue;
        if (label->width() < label->minimumSizeHint().width())
            cut << QStringLiteral("label '%1' %2 < %3")
                       .arg(label->text().left(40))
                       .arg(label->width())
                       .arg(label->minimumSizeHint().width());
    }
    return cut;
}

}  // namespace

class TranslatedLayoutTest : public test::AppWindowTest {
    Q_OBJECT

    const QSize screen_{1280, 800};
    const QString pictures_ = qEnvironmentVariable("LUDOTECA_SCREENSHOT_DIR");

    void openIn(const QString& language) {
        installTranslations(*QCoreApplication::instance(), language);
        window_ = std::make_unique<MainWindow>(*catalog_, *settings_, language);
        window_->overridePace(0);
        window_->gameScreen()->setInstantClaims(true);
        window_->resize(screen_);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    static void addLanguageRows() {
        QTest::addColumn<QString>("language");
        for (const QString& language : supportedLanguages())
            QTest::newRow(qPrintable(language)) << language;
    }

    void picture(QWidget& widget, const QString& language, const QString& what) {
        if (pictures_.isEmpty() || (language != "ru" && language != "de")) return;
        QVERIFY(widget.grab().save(QStringLiteral("%1/%2_%3.png").arg(pictures_, what, language)));
    }

  private slots:
    void initTestCase() { setUpPrivateHome(); }
    void cleanup() {
        closeWindow();
        installTranslations(*QCoreApplication::instance(), "en");
    }

    void everyToolbarActionShows_data() { addLanguageRows(); }
    void everyToolbarActionShows() {
        QFETCH(QString, language);
        openIn(language);
        const auto* toolBar = window_->findChild<QToolBar*>("mainToolBar");
        QVERIFY(toolBar);
        QStringList hidden;
        for (QAction* action : toolBar->actions()) {
            if (action->isSeparator()) continue;
            const QWidget* button = toolBar->widgetForAction(action);
            if (!button || !button->isVisible()) hidden << action->text();
        }
        QVERIFY2(hidden.isEmpty(), qPrintable(hidden.join(", ")));
        QStringList cut = cutTexts(*toolBar);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join("; ")));
        picture(*window_, language, "library");
    }

    void everyNewGameDialogFits_data() { addLanguageRows(); }
    void everyNewGameDialogFits() {
        QFETCH(QString, language);
        openIn(language);
        QStringList problems;
        for (const CatalogEntry& entry : catalog_->entries()) {
            const QString id = QString::fromStdString(entry.game->info().id);
            NewGameDialog dialog(entry, defaultSetup(entry), window_.get());
            dialog.show();
            const QSize needed = dialog.minimumSizeHint();
            if (needed.width() > screen_.width() || needed.height() > screen_.height())
                problems << QStringLiteral("%1 needs %2×%3")
                                .arg(id)
                                .arg(needed.width())
                                .arg(needed.height());
            dialog.resize(dialog.sizeHint().boundedTo(screen_));
            QCoreApplication::processEvents();
            for (const QString& cut : cutTexts(dialog)) problems << id + ": " + cut;
            if (id == "chess") picture(dialog, language, "new_game_chess");
        }
        for (const QString& problem : problems) qInfo().noquote() << language << problem;
        QVERIFY2(problems.isEmpty(), qPrintable(QString::number(problems.size()) + " problems"));
    }

    // Each game's screen fits 1280 × 800, and score sheets show their row labels whole.
    void everyGameScreenFits_data() { addLanguageRows(); }
    void everyGameScreenFits() {
        QFETCH(QString, language);
        openIn(language);
        QStringList tooLarge;
        for (const CatalogEntry& entry : catalog_->entries()) {
            const QString id = QString::fromStdString(entry.game->info().id);
            std::vector<SeatSpec> seats;
            for (int i = 0; i < entry.game->info().minPlayers; ++i)
                seats.push_back(i == 0 ? SeatSpec{true, "Anna", "", ""}
                                       : SeatSpec{false, "Computer", "random", ""});
            QCOMPARE(window_->startGame(id, {seats, {}}, 3), QString());
            window_->resize(screen_);
            QCoreApplication::processEvents();
            const QSize minimum = window_->minimumSizeHint();
            if (minimum.width() > screen_.width() || minimum.height() > screen_.height())
                tooLarge << QStringLiteral("%1 needs %2×%3")
                                .arg(id)
                                .arg(minimum.width())
                                .arg(minimum.height());
            for (const ScoreSheetView* sheet : window_->findChildren<ScoreSheetView*>())
                if (!sheet->labelsShowWhole()) tooLarge << id + ": a score sheet label is cut";
            if (id == "president" || id == "yam" || id == "draughts")
                picture(*window_, language, id);
            window_->showLibrary();
        }
        QVERIFY2(tooLarge.isEmpty(), qPrintable(tooLarge.join("; ")));
    }
};

}  // namespace lt::shell

QTEST_MAIN(lt::shell::TranslatedLayoutTest)
#include "translated_layout_test.moc"
