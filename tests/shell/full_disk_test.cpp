// A real full disk and a read-only file system, on a 64 KiB tmpfs mounted in a private mount
// namespace: the autosave and the record writer keep the previous good file, the app shows
// "Autosave failed" until an autosave succeeds, Save… reports the failure in a dialog. Needs
// root (or CAP_SYS_ADMIN) where mounts are allowed; otherwise every test skips, saying why.
#include <sched.h>
#include <sys/mount.h>
#include <unistd.h>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QTest>
#include <QTimer>
#include <cerrno>
#include <cstring>

#include "../support/app_window_test.h"
#include "../support/event_wait.h"
#include "app/app_settings.h"
#include "app/game_screen.h"
#include "app/match_controller.h"
#include "framework/errors.h"

using namespace lt;
using namespace lt::shell;

namespace {

const char* kRecord =
    "ludoteca-match 1\n"
    "game morris\n"
    "seat human - - Anna\n"
    "seat human - - Bruno\n"
    "seed 7\n"
    "move 0 d1\n"
    "move 1 d2\n"
    "cursor 2\n"
    "end 2\n";

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

}  // namespace

class FullDiskTest : public lt::test::AppWindowTest {
    Q_OBJECT

  public:
    // Mounts the small tmpfs on the private home. Called before QApplication exists: unshare()
    // must come before any thread starts.
    void mountSmallDisk() {
        const QByteArray home = QFile::encodeName(dir_.path());
        auto fail = [this](const char* step) {
            mountProblem_ =
                QStringLiteral("cannot mount a small tmpfs (%1: %2)")
                    .arg(QLatin1String(step), QString::fromLocal8Bit(std::strerror(errno)));
        };
        if (::unshare(CLONE_NEWNS) != 0) return fail("unshare");
        if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
            return fail("mount --make-rprivate /");
        if (::mount("ludoteca-test", home.constData(), "tmpfs", 0, "size=64k") != 0)
            return fail("mount tmpfs");
        mounted_ = true;
    }
    void unmountSmallDisk() {
        if (mounted_) ::umount2(QFile::encodeName(dir_.path()).constData(), MNT_DETACH);
    }

  private:
    QString mountProblem_;
    bool mounted_ = false;

    // Fills the disk to the last byte with one file.
    void fillDisk() {
        QFile filler(dir_.filePath("filler"));
        QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
        const QByteArray block(1024, 'f');
        while (filler.write(block) > 0) {
        }
        QCOMPARE(filler.error(), QFileDevice::ResourceError);  // ENOSPC
    }
    void freeDisk() { QVERIFY(QFile::remove(dir_.filePath("filler"))); }

    MatchController* controller() { return window_->gameScreen()->controller(); }

  private slots:
    void initTestCase() {
        if (!mounted_) QSKIP(qPrintable(mountProblem_));
        setUpPrivateHome();
    }
    void cleanup() {
        closeWindow();
        QFile::remove(dir_.filePath("filler"));
    }

    void recordWriterKeepsThePreviousFile() {
        const QString path = dir_.filePath("match.ludoteca");
        const MatchRecord small = readMatchRecord(kRecord);
        MatchRecord large = small;
        large.seats[0].name = std::string(6000, 'A');  // needs pages the full disk lacks
        QCOMPARE(writeRecordFile(path, small), QString());
        const QByteArray good = contents(path);
        fillDisk();
        QCOMPARE(writeRecordFile(path, large), QStringLiteral("No space left on device"));
        QCOMPARE(contents(path), good);
        QCOMPARE(QDir(dir_.path()).entryList({"match.ludoteca*"}, QDir::Files | QDir::Hidden),
                 QStringList{"match.ludoteca"});  // no temporary file left
        freeDisk();
        QCOMPARE(writeRecordFile(path, large), QString());
        QCOMPARE(writeMatchRecord(readRecordFile(path)), writeMatchRecord(large));
    }

    // The reported case: HOME on a small tmpfs, a computer game running, the disk fills.
    void autosaveOnAFullDiskKeepsTheLastGoodOneAndSaysSo() {
        openWindow();
        window_->hide();  // painting every move under the sanitizers is slow
        const GameSetup setup{{{false, "Ada", "random", ""}, {false, "Bo", "random", ""}},
                              Options()};
        QCOMPARE(window_->startGame("ludo", setup, 3), QString());
        QVERIFY(test::waitFor([&] { return controller()->match().ply() >= 10; }));
        controller()->setPaused(true);
        QTest::qWait(100);  // the move in flight, if any
        QVERIFY(window_->flushAutosave());
        const QString path = autosavePath();
        const QByteArray lastGood = contents(path);
        QCOMPARE(lastGood,
                 QByteArray::fromStdString(writeMatchRecord(controller()->match().record())));
        QCOMPARE(window_->autosaveProblem(), QString());

        fillDisk();
        const std::size_t filledAt = controller()->match().ply();
        controller()->setPaused(false);
        QVERIFY(test::waitFor([&] { return controller()->match().ply() >= filledAt + 20; }));
        controller()->setPaused(true);
        QTest::qWait(100);
        QVERIFY(window_->flushAutosave());
        QVERIFY(!controller()->match().state().isTerminal());
        QCOMPARE(window_->autosaveProblem(), "Autosave failed: " + QDir::toNativeSeparators(path) +
                                                 ": No space left on device");
        QCOMPARE(contents(path), lastGood);  // the previous good autosave, whole
        QCOMPARE(readRecordFile(path).cursor, filledAt);

        freeDisk();
        const std::size_t freedAt = controller()->match().ply();
        controller()->setPaused(false);
        QVERIFY(test::waitFor([&] { return controller()->match().ply() > freedAt; }));
        controller()->setPaused(true);
        QTest::qWait(100);
        QVERIFY(window_->flushAutosave());
        QCOMPARE(window_->autosaveProblem(), QString());
        QCOMPARE(contents(path),
                 QByteArray::fromStdString(writeMatchRecord(controller()->match().record())));
    }

    // The settings on a full disk: save() says so and the previous file stays whole (QSettings'
    // INI writer left it empty: Qt 6.4 renames a file it could not flush).
    void settingsOnAFullDiskKeepThePreviousFile() {
        const QString path = dir_.filePath("settings.json");
        QByteArray good;
        {
            AppSettings settings(path);
            settings.setLanguage("it");
            QCOMPARE(settings.save(), QString());
            good = contents(path);
            QVERIFY(good.contains("\"ui/language\": \"it\""));
            fillDisk();
            settings.setLanguage("en");
            const std::vector<SeatSpec> seats(4, SeatSpec{true, std::string(3000, 'A'), "", ""});
            settings.setSetup("ludo", GameSetup{seats, Options()});
            QCOMPARE(settings.save(),
                     QDir::toNativeSeparators(path) +
                         ": the settings could not be written (is the disk full?)");
            QCOMPARE(contents(path), good);
            QCOMPARE(settings.language(), QStringLiteral("en"));  // still in memory
            freeDisk();
            QCOMPARE(settings.save(), QString());
        }
        const AppSettings again(path);
        QCOMPARE(again.language(), QStringLiteral("en"));
        QCOMPARE(again.setup("ludo").seats.size(), std::size_t(4));
    }

    // Save… on a full disk: a dialog says why, and no file is left.
    void saveReportsAFullDiskInADialog() {
        openWindow();
        const GameSetup setup{{{true, "Anna", "", ""}, {true, "Bruno", "", ""}}, Options()};
        QCOMPARE(window_->startGame("morris", setup, 1), QString());
        QVERIFY(window_->flushAutosave());  // written before the disk fills, as Save… is the test
        fillDisk();
        const QString path = dir_.filePath("saved.ludoteca");
        QString shown;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            dialog->selectFile(path);
            QTimer::singleShot(0, this, [&] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                if (!box) return;
                shown = box->windowTitle() + "|" + box->text();
                box->accept();
            });
            QMetaObject::invokeMethod(dialog, "accept");
        });
        window_->action("saveAction")->trigger();
        QCOMPARE(shown, "Cannot save the match|" + QDir::toNativeSeparators(path) +
                            ": No space left on device");
        QVERIFY(!QFileInfo::exists(path));
    }

    // A folder that cannot be made names the real reason, not "No such file or directory".
    void aReadOnlyFileSystemIsNamed() {
        const QString path = dir_.filePath("match.ludoteca");
        QCOMPARE(writeRecordFile(path, readMatchRecord(kRecord)), QString());
        const QByteArray good = contents(path);
        const QByteArray home = QFile::encodeName(dir_.path());
        QCOMPARE(::mount(nullptr, home.constData(), nullptr, MS_REMOUNT | MS_RDONLY, nullptr), 0);
        const QString below =
            writeRecordFile(dir_.filePath("new/match.ludoteca"), readMatchRecord(kRecord));
        const QString over = writeRecordFile(path, readMatchRecord(kRecord));
        QCOMPARE(::mount(nullptr, home.constData(), nullptr, MS_REMOUNT, nullptr), 0);
        QCOMPARE(below, QStringLiteral("Read-only file system"));
        QVERIFY2(!over.isEmpty(), "a write on a read-only file system succeeded");
        QCOMPARE(contents(path), good);
    }
};

int main(int argc, char** argv) {
    FullDiskTest test;
    test.mountSmallDisk();
    QApplication app(argc, argv);
    const int result = QTest::qExec(&test, argc, argv);
    test.unmountSmallDisk();
    return result;
}

#include "full_disk_test.moc"
