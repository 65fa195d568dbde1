// The screen's millimetre: from a credit-card measurement, from the screen's reported resolution
// (96 dpi when that is absurd), and the "Screen size…" check of Settings driven with the keys and
// the mouse, its Reset, and its result written to the settings on OK. Set SCREEN_SIZE_SHOT to a
// file name to save a picture of the dialog there.
#include <QApplication>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <cmath>
#include <limits>

#include "app/app_settings.h"
#include "app/card_bar.h"
#include "app/screen_size_dialog.h"
#include "app/settings_dialog.h"
#include "widgets/physical_scale.h"

using namespace lt::shell;

class ScreenSizeSettingsTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

  private slots:
    void aCardBarGivesTheMillimetre() {
        QCOMPARE(pixelsPerMmFromCardBar(342.4), 4.0);  // 101.6 dpi
        QCOMPARE(pixelsPerMmFromCardBar(85.6 * 96 / 25.4), 96 / 25.4);
    }

    void theReportedResolutionIsBelievedWithinBounds() {
        QCOMPARE(pixelsPerMmAtDpi(96), 96 / 25.4);
        QCOMPARE(pixelsPerMmAtDpi(144), 144 / 25.4);
        QCOMPARE(pixelsPerMmAtDpi(50), 50 / 25.4);
        QCOMPARE(pixelsPerMmAtDpi(600), 600 / 25.4);
        // A screen reporting nonsense (no size, 16 x 9 mm, a negative size): 96 dpi.
        for (const double absurd :
             {0.0, -96.0, 49.0, 601.0, 4064.0, std::numeric_limits<double>::infinity(),
              std::numeric_limits<double>::quiet_NaN()})
            QCOMPARE(pixelsPerMmAtDpi(absurd), 96 / 25.4);
        QCOMPARE(pixelsPerMmOf(nullptr), 96 / 25.4);
    }

    // The bar starts at the earlier measurement, or the screen's report; the arrow keys move
    // its end a pixel (ten with Shift), a click puts it under the mouse; Reset returns to the
    // report and to no measurement.
    void theBarIsSetWithKeysAndMouse() {
        ScreenSizeDialog fresh(std::nullopt, 4.0);
        QCOMPARE(fresh.bar()->length(), 342.4);
        QCOMPARE(fresh.pixelsPerMm(), std::optional<double>());

        ScreenSizeDialog dialog(5.0, 4.0);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        CardBar* bar = dialog.bar();
        QCOMPARE(bar->length(), 428.0);
        QCOMPARE(dialog.pixelsPerMm(), std::optional<double>(5.0));
        QVERIFY(bar->hasFocus());
        // SCREEN_SIZE_SHOT: a picture of the dialog for the documentation.
        if (const QString shot = qEnvironmentVariable("SCREEN_SIZE_SHOT"); !shot.isEmpty())
            QVERIFY(dialog.grab().save(shot));
        QTest::keyClick(bar, Qt::Key_Right);
        QTest::keyClick(bar, Qt::Key_Right);
        QCOMPARE(bar->length(), 430.0);
        QTest::keyClick(bar, Qt::Key_Left, Qt::ShiftModifier);
        QCOMPARE(bar->length(), 420.0);
        QVERIFY(dialog.pixelsPerMm());
        QCOMPARE(*dialog.pixelsPerMm(), 420.0 / 85.6);
        QTest::mouseClick(bar, Qt::LeftButton, {}, QPoint(12 + 300, 20));
        QCOMPARE(bar->length(), 300.0);

        auto* buttons = dialog.findChild<QDialogButtonBox*>();
        buttons->button(QDialogButtonBox::Reset)->click();
        QCOMPARE(bar->length(), 342.4);
        QCOMPARE(dialog.pixelsPerMm(), std::optional<double>());
        QTest::keyClick(bar, Qt::Key_Right);  // touched again: a measurement
        QVERIFY(dialog.pixelsPerMm());
        QCOMPARE(*dialog.pixelsPerMm(), 343.4 / 85.6);
    }

    // No length outside the believable resolutions.
    void theBarKeepsToBelievableLengths() {
        CardBar bar;
        bar.setLength(10);
        QCOMPARE(bar.length(), 85.6 * 50 / 25.4);
        QTest::keyClick(&bar, Qt::Key_Left);
        QCOMPARE(bar.length(), 85.6 * 50 / 25.4);
        bar.setLength(1e6);
        QCOMPARE(bar.length(), 85.6 * 600 / 25.4);
    }

    // Settings → Screen size…: the check's result is written on OK, and only then.
    void settingsKeepTheMeasurementOnOk() {
        AppSettings settings(dir_.filePath("screen.json"));
        settings.setPixelsPerMm(4.0);
        SettingsDialog dialog(settings);
        const auto measure = [] {
            auto* check = qobject_cast<ScreenSizeDialog*>(QApplication::activeModalWidget());
            QVERIFY(check);
            check->bar()->setFocus();
            for (int i = 0; i < 3; ++i) QTest::keyClick(check->bar(), Qt::Key_Right);
            check->accept();
        };
        QTimer::singleShot(0, this, measure);
        dialog.findChild<QPushButton*>("screenSizeButton")->click();
        QCOMPARE(settings.pixelsPerMm(), std::optional<double>(4.0));  // not before OK
        dialog.apply();
        QVERIFY(settings.pixelsPerMm());
        QCOMPARE(*settings.pixelsPerMm(), 345.4 / 85.6);

        // Reset: no measurement, the screen's report from now on.
        QTimer::singleShot(0, this, [] {
            auto* check = qobject_cast<ScreenSizeDialog*>(QApplication::activeModalWidget());
            QVERIFY(check);
            check->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Reset)->click();
            check->accept();
        });
        dialog.findChild<QPushButton*>("screenSizeButton")->click();
        dialog.apply();
        QCOMPARE(settings.pixelsPerMm(), std::optional<double>());
    }
};

QTEST_MAIN(ScreenSizeSettingsTest)
#include "screen_size_settings_test.moc"
