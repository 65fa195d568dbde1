// FlagView draws the flag inside its rectangle at the flag's proportions, and Georgia from the
// project's own drawing (QtSvg gets the system file wrong).
#include <QColor>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include "widgets/flag_view.h"

namespace lt::shell {

class FlagViewTest : public QObject {
    Q_OBJECT

  private:
    static QImage render(const QString& code, QSize size) {
        FlagView view;
        view.setMargin(0);
        view.resize(size);
        view.setCountry(code);
        return view.grab().toImage();
    }
    static bool reddish(QColor c) { return c.red() > 180 && c.green() < 80 && c.blue() < 80; }
    static bool whitish(QColor c) { return c.red() > 230 && c.green() > 230 && c.blue() > 230; }

  private slots:
    void initTestCase() {
        if (!systemFlagsInstalled()) QSKIP("iso-flags-svg is not installed");
    }

    void italyKeepsItsBandsInOrder() {
        const QImage image = render("it", {400, 300});
        const QColor left = image.pixelColor(60, 150), right = image.pixelColor(340, 150);
        QVERIFY(left.green() > left.red());
        QVERIFY(reddish(right));
        QVERIFY(whitish(image.pixelColor(200, 150)));
    }

    void keepsTheAspectRatioAndStaysInsideItsRectangle() {
        FlagView view;
        view.setMargin(0);
        view.resize(800, 300);  // much wider than 4:3
        view.setCountry("de");
        const QRectF flag = view.flagRect();
        QCOMPARE(flag.height(), 300.0);
        QCOMPARE(flag.width(), 400.0);
        const QImage image = view.grab().toImage();
        // Outside the flag only the window background shows: nothing is drawn beyond it.
        const QColor background = view.palette().color(QPalette::Window);
        QCOMPARE(image.pixelColor(20, 150), background);
        QCOMPARE(image.pixelColor(780, 150), background);
        QVERIFY(image.pixelColor(300, 50) != background);
    }

    // Flags are looked up in the XDG data directories, as the card decks are, not only in
    // /usr/share.
    void flagsComeFromTheXdgDataDirectories() {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QVERIFY(QDir(home.path()).mkpath(QStringLiteral("iso-flags-svg/country-4x3")));
        const QString file = home.filePath(QStringLiteral("iso-flags-svg/country-4x3/qz.svg"));
        QFile svg(file);
        QVERIFY(svg.open(QIODevice::WriteOnly));
        svg.write("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'/>");
        svg.close();
        const QByteArray before = qgetenv("XDG_DATA_HOME");
        qputenv("XDG_DATA_HOME", home.path().toUtf8());
        const QString found = flagSvgPath(QStringLiteral("QZ"));
        const QString italy = flagSvgPath(QStringLiteral("it"));
        if (before.isNull())
            qunsetenv("XDG_DATA_HOME");
        else
            qputenv("XDG_DATA_HOME", before);
        QCOMPARE(found, file);
        QVERIFY(italy.endsWith(QStringLiteral("iso-flags-svg/country-4x3/it.svg")));
        QVERIFY(flagSvgPath(QStringLiteral("QZ")).isEmpty());
    }

    void georgiaUsesTheCorrectedDrawing() {
        QCOMPARE(flagSvgPath("GE"), QStringLiteral(":/assets/flags/ge.svg"));
        const QImage image = render("ge", {640, 480});
        QVERIFY(reddish(image.pixelColor(320, 240)));  // the big cross
        QVERIFY(reddish(image.pixelColor(136, 96)));   // a small cross's centre
        QVERIFY(whitish(image.pixelColor(30, 30)));    // the white field around it
        QVERIFY(whitish(image.pixelColor(136, 20)));
        QVERIFY(whitish(image.pixelColor(200, 160)));
    }

    void unknownCodeShowsAMessageInsteadOfAFlag() {
        QVERIFY(flagSvgPath("qq").isEmpty());
        const QImage image = render("qq", {320, 240});
        QVERIFY(!image.isNull());
    }
};

}  // namespace lt::shell

QTEST_MAIN(lt::shell::FlagViewTest)
#include "flag_view_test.moc"
