// The user's font size: a person who chose a large font in the desktop's settings gets every
// text of the app at that size, and panels wide enough to hold it. The application's font is set
// to 1.5 and 2 times the usual 9 points (as the desktop does before the app starts); then no
// widget of the library, of any game's screen or of the classroom quiz has a font fixed in
// pixels, the texts grow in proportion, the side panel grows with them, and no label or button
// of the library, a chess game, Yam's sheet, a card table or the classroom quiz is cut, at 1.5
// times on a 1280 × 800 screen and at 2 times on a 1920 × 1200 one.
#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QScreen>
#include <QToolButton>
#include <QWindow>
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <string>

#include "../support/app_window_test.h"
#include "app/library_screen.h"
#include "games/flags/classroom_window.h"

namespace lt::shell {

namespace {

constexpr qreal kUsualPoints = 9;

// The visible widgets under `root` whose font is fixed in pixels.
QStringList pixelFonts(const QWidget& root) {
    QStringList fixed;
    for (const QWidget* widget : root.findChildren<QWidget*>())
        if (widget->isVisibleTo(&root) && widget->font().pixelSize() != -1)
            fixed << QStringLiteral("%1 '%2' %3 px")
                         .arg(QString::fromLatin1(widget->metaObject()->className()),
                              widget->objectName())
                         .arg(widget->font().pixelSize());
    return fixed;
}

// How much of `widget`'s width shows inside its parents up to `root` (a scroll area that only
// scrolls up and down, a panel too narrow, the window's edge cut it). Up and down only the
// scrolling decides.
int shownWidth(const QWidget& widget, const QWidget& root) {
    int left = widget.mapTo(&root, QPoint(0, 0)).x();
    int right = left + widget.width();
    for (const QWidget* up = widget.parentWidget(); up && up != &root; up = up->parentWidget()) {
        const int upLeft = up->mapTo(&root, QPoint(0, 0)).x();
        left = std::max(left, upLeft);
        right = std::min(right, upLeft + up->width());
    }
    return std::max(0, std::min(right, root.width()) - std::max(left, 0));
}

// The widgets of `root` narrower or lower than their text needs, or cut by a parent.
QStringList cutTexts(const QWidget& root) {
    QStringList cut;
    auto check = [&](const QWidget& widget, const QString& text) {
        if (!widget.isVisibleTo(&root) || text.isEmpty()) return;
        const QSize needed = widget.minimumSizeHint();
        if (widget.width() < needed.width() || widget.height() < needed.height())
            cut << QStringLiteral("'%1' %2×%3 < %4×%5")
                       .arg(text.left(40))
                       .arg(widget.width())
                       .arg(widget.height())
                       .arg(needed.width())
                       .arg(needed.height());
        else if (const int shown = shownWidth(widget, root); shown < widget.width())
            cut << QStringLiteral("'%1' shows %2 of %3 px")
                       .arg(text.left(40))
                       .arg(shown)
                       .arg(widget.width());
    };
    for (const QAbstractButton* button : root.findChildren<QAbstractButton*>()) {
        // An icon-only tool button (a line edit's clear button) shows no text: its text is what
        // a screen reader says.
        const auto* tool = qobject_cast<const QToolButton*>(button);
        if (tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly) continue;
        check(*button, button->text());
    }
    for (const QLabel* label : root.findChildren<QLabel*>())
        if (!label->wordWrap()) check(*label, label->text());
    return cut;
}

// The font of the first widget named `name` under `root`, in points.
qreal pointsOf(const QWidget& root, const char* name) {
    const auto* widget = root.findChild<QWidget*>(QString::fromLatin1(name));
    return widget ? widget->font().pointSizeF() : -1;
}

}  // namespace

class FontSizeTest : public test::AppWindowTest {
    Q_OBJECT

    const QFont usual_ = QApplication::font();

    const QString pictures_ = qEnvironmentVariable("LUDOTECA_SCREENSHOT_DIR");

    // The window at `scale` times the usual font, filling the screen numbered `screen`.
    void openAt(qreal scale, int screen = 0) {
        QFont font = usual_;
        font.setPointSizeF(kUsualPoints * scale);
        QApplication::setFont(font);
        QScreen* shown = QGuiApplication::screens().at(screen);
        window_ = std::make_unique<MainWindow>(*catalog_, *settings_, "en");
        window_->overridePace(0);
        window_->gameScreen()->setInstantClaims(true);
        window_->winId();
        window_->windowHandle()->setScreen(shown);
        window_->setGeometry(shown->geometry());
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        QCoreApplication::processEvents();
    }

    void picture(QWidget& widget, const QString& what, qreal scale) {
        if (pictures_.isEmpty()) return;
        QVERIFY(widget.grab().save(
            QStringLiteral("%1/font_%2_%3.png").arg(pictures_, what).arg(qRound(scale * 100))));
    }

    QString start(const char* id, int players) {
        std::vector<SeatSpec> seats;
        for (int i = 0; i < players; ++i)
            seats.push_back(i == 0 ? SeatSpec{true, "Anna", "", ""}
                                   : SeatSpec{false, "Computer", "random", ""});
        const QString error = window_->startGame(QString::fromLatin1(id), {seats, {}}, 3);
        QCoreApplication::processEvents();
        return error;
    }

    // A font half as large again on a 1280 × 800 screen, twice as large on a 1920 × 1200 one.
    static void addScaleRows() {
        QTest::addColumn<qreal>("scale");
        QTest::addColumn<int>("screen");
        QTest::newRow("150 %") << 1.5 << 0;
        QTest::newRow("200 %") << 2.0 << 1;
    }

  private slots:
    void initTestCase() {
        QCOMPARE(usual_.pointSizeF(), kUsualPoints);  // the font the screens were laid out for
        QCOMPARE(QGuiApplication::screens().size(), 2);
        setUpPrivateHome();
    }
    void cleanup() {
        closeWindow();
        QApplication::setFont(usual_);
    }

    void noWidgetHasAFontFixedInPixels_data() { addScaleRows(); }
    void noWidgetHasAFontFixedInPixels() {
        QFETCH(qreal, scale);
        openAt(scale);
        QStringList fixed;
        for (const QString& widget : pixelFonts(*window_)) fixed << "library: " + widget;
        for (const CatalogEntry& entry : catalog_->entries()) {
            const std::string id = entry.game->info().id;
            QCOMPARE(start(id.c_str(), entry.game->info().minPlayers), QString());
            for (const QString& widget : pixelFonts(*window_))
                fixed << QString::fromStdString(id) + ": " + widget;
            window_->showLibrary();
        }
        window_->openClassroom();
        const auto* classroom = window_->findChild<flags::ClassroomWindow*>();
        QVERIFY(classroom);
        for (const QString& widget : pixelFonts(*classroom)) fixed << "classroom: " + widget;
        QVERIFY2(fixed.isEmpty(), qPrintable(fixed.join("; ")));
    }

    // Titles, the turn line and the side panel's texts keep their sizes relative to the font.
    void textsGrowWithTheFont_data() { addScaleRows(); }
    void textsGrowWithTheFont() {
        QFETCH(qreal, scale);
        const char* const names[] = {"libraryTitle", "turnLine", "panelTitle", "rollButton"};
        std::vector<qreal> usual;
        openAt(1);
        QCOMPARE(start("dice-poker", 2), QString());
        for (const char* name : names) usual.push_back(pointsOf(*window_, name));
        const int usualPanel = window_->findChild<QWidget*>("sidePanel")->width();
        QCOMPARE(usualPanel, 300);
        closeWindow();

        openAt(scale);
        QCOMPARE(start("dice-poker", 2), QString());
        for (std::size_t i = 0; i < std::size(names); ++i) {
            QVERIFY2(usual[i] > 0, names[i]);
            QCOMPARE(pointsOf(*window_, names[i]), usual[i] * scale);
        }
        QCOMPARE(window_->findChild<QWidget*>("sidePanel")->width(), qRound(usualPanel * scale));
    }

    // The library, a chess game, Yam's sheet, a card table and the classroom quiz show every
    // label and button whole.
    void nothingIsCut_data() { addScaleRows(); }
    void nothingIsCut() {
        QFETCH(qreal, scale);
        QFETCH(int, screen);
        openAt(scale, screen);
        QStringList cut;
        for (const QString& text : cutTexts(*window_)) cut << "library: " + text;
        picture(*window_, "library", scale);
        const std::pair<const char*, int> games[] = {{"chess", 2},        {"yam", 2},
                                                     {"crazy-eights", 4}, {"oh-hell", 4},
                                                     {"president", 4},    {"ship-captain-crew", 3}};
        for (const auto& [id, players] : games) {
            QCOMPARE(start(id, players), QString());
            for (const QString& text : cutTexts(*window_))
                cut << QString::fromLatin1(id) + ": " + text;
            picture(*window_, QString::fromLatin1(id), scale);
            window_->showLibrary();
        }
        window_->openClassroom();
        const auto* classroom = window_->findChild<flags::ClassroomWindow*>();
        QVERIFY(classroom);
        QCoreApplication::processEvents();
        for (const QString& text : cutTexts(*classroom)) cut << "classroom: " + text;
        picture(*window_, "classroom", scale);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join("; ")));
    }
};

}  // namespace lt::shell

// Offscreen with two screens, 1280 × 800 and 1920 × 1200: the classroom quiz fills its screen.
int main(int argc, char** argv) {
    const std::string config = QDir::tempPath().toStdString() + "/font_size_test_screens_" +
                               std::to_string(QCoreApplication::applicationPid()) + ".json";
    std::ofstream(config) << R"({"synchronousWindowSystemEvents": true, "screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": 1280, "height": 800},
        {"name": "monitor", "x": 1280, "y": 0, "width": 1920, "height": 1200}]})";
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.c_str());
    QApplication app(argc, argv);
    lt::shell::FontSizeTest test;
    const int failed = QTest::qExec(&test, argc, argv);
    std::remove(config.c_str());
    return failed;
}
#include "font_size_test.moc"
