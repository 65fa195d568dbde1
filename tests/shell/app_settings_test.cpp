// The settings file: values read back as written (the window geometry's bytes too, the screen's
// measured millimetre), a file that cannot be read is kept aside with a message, and the INI file
// of earlier versions is carried over once. The full disk is in full_disk_test.
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "app/app_settings.h"
#include "base/settings_file.h"

using namespace lt;
using namespace lt::shell;

namespace {

QByteArray allBytes() {
    QByteArray bytes;
    for (int i = 0; i < 256; ++i) bytes.append(char(i));
    return bytes;
}

}  // namespace

class AppSettingsTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

  private slots:
    void valuesReadBackAsWritten() {
        const QString path = dir_.filePath("round-trip.json");
        {
            AppSettings settings(path);
            QCOMPARE(settings.loadProblem(), QString());
            settings.setLanguage("it");
            settings.setPace(2.0);
            settings.setSoundsOn(false);
            settings.setWindowGeometry(allBytes());
            settings.setSetup(
                "ludo", GameSetup{{{true, "Anna", "", "red"}, {false, "Computer", "hard", "blue"}},
                                  Options(std::map<std::string, std::string>{{"rule", "strict"}})});
            QCOMPARE(settings.save(), QString());
        }
        const AppSettings settings(path);
        QCOMPARE(settings.language(), QStringLiteral("it"));
        QCOMPARE(settings.pace(), 2.0);
        QCOMPARE(settings.soundsOn(), false);
        QCOMPARE(settings.windowGeometry(), allBytes());
        const GameSetup setup = settings.setup("ludo");
        QCOMPARE(setup.seats.size(), std::size_t(2));
        QCOMPARE(setup.seats[0].human, true);
        QCOMPARE(setup.seats[0].name, std::string("Anna"));
        QCOMPARE(setup.seats[1].human, false);
        QCOMPARE(setup.seats[1].level, std::string("hard"));
        QCOMPARE(setup.seats[1].colour, std::string("blue"));
        QCOMPARE(setup.options.values().at("rule"), std::string("strict"));
    }

    // The screen's measured millimetre: read back as written, gone after Reset (none), and a
    // stored value that is no number or not believable (widgets/physical_scale.h) is none.
    void theMeasuredMillimetreReadsBack() {
        const QString path = dir_.filePath("millimetre.json");
        {
            AppSettings settings(path);
            QCOMPARE(settings.pixelsPerMm(), std::optional<double>());
            settings.setPixelsPerMm(3.7795);
            QCOMPARE(settings.save(), QString());
        }
        {
            AppSettings settings(path);
            QCOMPARE(settings.pixelsPerMm(), std::optional<double>(3.7795));
            settings.setPixelsPerMm(std::nullopt);
            QCOMPARE(settings.save(), QString());
        }
        QCOMPARE(AppSettings(path).pixelsPerMm(), std::optional<double>());
        for (const char* stored : {"abc", "0", "-4", "1e9", "inf", "nan", "1.5", "24"}) {
            {
                QSettings raw(path, settingsFileFormat());
                raw.setValue("ui/pixelsPerMm", QString::fromLatin1(stored));
            }
            QVERIFY2(!AppSettings(path).pixelsPerMm(), stored);
        }
        {
            QSettings raw(path, settingsFileFormat());
            raw.setValue("ui/pixelsPerMm", QStringLiteral("23.5"));  // 597 dpi
        }
        QCOMPARE(AppSettings(path).pixelsPerMm(), std::optional<double>(23.5));
    }

    // Nothing set yet (OK in a dialog that changed nothing): nothing to write, no error.
    void savingNoSettingsIsNoFailure() {
        AppSettings settings(dir_.filePath("never-written.json"));
        QCOMPARE(settings.save(), QString());
    }

    void aDamagedFileIsKeptAside() {
        const QString path = dir_.filePath("damaged.json");
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\"ui/language\": \"it\"");  // cut short
        }
        AppSettings settings(path);
        QCOMPARE(settings.language(), QString());
        const QStringList aside = QDir(dir_.path()).entryList({"damaged.json.corrupt-*"});
        QCOMPARE(aside.size(), 1);
        QCOMPARE(settings.loadProblem(),
                 "The settings in " + QDir::toNativeSeparators(path) +
                     " could not be read; the defaults are used, and the old file is kept as " +
                     QDir::toNativeSeparators(dir_.filePath(aside[0])) + ".");
        QFile kept(dir_.filePath(aside[0]));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("{\"ui/language\": \"it\""));
        settings.setLanguage("en");
        QCOMPARE(settings.save(), QString());
        QCOMPARE(AppSettings(path).language(), QStringLiteral("en"));
    }

    void theOldIniFileIsCarriedOver() {
        const QString ini = dir_.filePath("ludoteca.conf");
        {
            QSettings old(ini, QSettings::IniFormat);
            old.setValue("ui/language", "it");
            old.setValue("ui/pace", 0.5);
            old.setValue("ui/sounds", false);
            old.setValue("ui/windowGeometry", allBytes());
            old.setValue("games/ludo/seats/size", 1);
            old.setValue("games/ludo/seats/1/human", true);
            old.setValue("games/ludo/seats/1/name", "Anna");
        }
        const QString path = dir_.filePath("carried.json");
        {
            AppSettings settings(path, ini);
            QCOMPARE(settings.language(), QStringLiteral("it"));
            QCOMPARE(settings.pace(), 0.5);
            QCOMPARE(settings.soundsOn(), false);
            QCOMPARE(settings.windowGeometry(), allBytes());
            QCOMPARE(settings.setup("ludo").seats.at(0).name, std::string("Anna"));
            QCOMPARE(settings.save(), QString());
        }
        // Once: the new file wins from now on.
        QSettings(ini, QSettings::IniFormat).setValue("ui/language", "fr");
        QCOMPARE(AppSettings(path, ini).language(), QStringLiteral("it"));
        QCOMPARE(AppSettings(path).windowGeometry(), allBytes());
    }
};

QTEST_GUILESS_MAIN(AppSettingsTest)
#include "app_settings_test.moc"
