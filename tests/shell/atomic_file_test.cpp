// Writing files all or nothing, with injected failures: a write that fails part-way, short
// writes, a folder that cannot be made, a read-only folder. The old file always survives.
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTest>

#include "base/atomic_file.h"

using namespace lt::shell;

namespace {

// A QSaveFile whose disk fills up after `room` bytes: the write that crosses it is cut short,
// the next one fails as write(2) does with ENOSPC.
class FullDiskSaveFile : public QSaveFile {
  public:
    FullDiskSaveFile(const QString& path, qint64 room) : QSaveFile(path), room_(room) {}

  protected:
    qint64 writeData(const char* data, qint64 length) override {
        if (room_ == 0) {
            setErrorString(QStringLiteral("No space left on device"));
            return -1;
        }
        const qint64 written = QSaveFile::writeData(data, qMin(length, room_));
        room_ -= written;
        return written;
    }

  private:
    qint64 room_;
};

// A QSaveFile that takes at most 7 bytes per write, as a pipe or a signal may cut writes
// short without any error.
class ShortWritesSaveFile : public QSaveFile {
  public:
    using QSaveFile::QSaveFile;

  protected:
    qint64 writeData(const char* data, qint64 length) override {
        return QSaveFile::writeData(data, qMin<qint64>(length, 7));
    }
};

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

}  // namespace

class AtomicFileTest : public QObject {
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    const QByteArray good_ = "the previous good file\n";
    const QByteArray longer_ = QByteArray(5000, 'x') + "\n";

  private slots:
    void init() {
        QVERIFY(dir_.isValid());
        for (const QString& name : QDir(dir_.path()).entryList(QDir::Files | QDir::Hidden))
            QVERIFY(QFile::remove(dir_.filePath(name)));
        QCOMPARE(writeFileAtomically(dir_.filePath("match.ludoteca"), good_), QString());
    }

    void writesTheWholeFile() {
        QCOMPARE(writeFileAtomically(dir_.filePath("match.ludoteca"), longer_), QString());
        QCOMPARE(contents(dir_.filePath("match.ludoteca")), longer_);
    }

    void aWriteFailingPartWayKeepsTheOldFile() {
        FullDiskSaveFile file(dir_.filePath("match.ludoteca"), 4096);
        QCOMPARE(writeFileAtomically(file, longer_), QStringLiteral("No space left on device"));
        QCOMPARE(contents(dir_.filePath("match.ludoteca")), good_);
        // No temporary file is left behind.
        QCOMPARE(QDir(dir_.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{"match.ludoteca"});
    }

    void aDiskAlreadyFullKeepsTheOldFile() {
        FullDiskSaveFile file(dir_.filePath("match.ludoteca"), 0);
        QCOMPARE(writeFileAtomically(file, longer_), QStringLiteral("No space left on device"));
        QCOMPARE(contents(dir_.filePath("match.ludoteca")), good_);
    }

    void shortWritesAreCompleted() {
        ShortWritesSaveFile file(dir_.filePath("match.ludoteca"));
        QCOMPARE(writeFileAtomically(file, longer_), QString());
        QCOMPARE(contents(dir_.filePath("match.ludoteca")), longer_);
    }

    // A folder that cannot be made is named with the system's reason, not as a missing file.
    void aFolderUnderAFileIsNotADirectory() {
        const QString path = dir_.filePath("match.ludoteca/sub/autosave.ludoteca");
        QCOMPARE(writeFileAtomically(path, good_), QStringLiteral("Not a directory"));
        QCOMPARE(contents(dir_.filePath("match.ludoteca")), good_);
    }

    void aReadOnlyFolderIsPermissionDenied() {
        if (::geteuid() == 0)
            QSKIP(
                "running as root, for whom chmod does not make a folder read-only (the "
                "full-disk test checks a read-only file system)");
        QDir(dir_.path()).mkdir("locked");
        const QString locked = dir_.filePath("locked");
        QCOMPARE(writeFileAtomically(locked + "/match.ludoteca", good_), QString());
        QVERIFY(QFile::setPermissions(locked, QFile::ReadOwner | QFile::ExeOwner));
        const QString reasonInFolder = writeFileAtomically(locked + "/match.ludoteca", longer_);
        const QString reasonBelow = writeFileAtomically(locked + "/new/match.ludoteca", longer_);
        QFile::setPermissions(locked, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QCOMPARE(reasonInFolder, QStringLiteral("Permission denied"));
        QCOMPARE(reasonBelow, QStringLiteral("Permission denied"));
        QCOMPARE(contents(locked + "/match.ludoteca"), good_);
    }
};

QTEST_GUILESS_MAIN(AtomicFileTest)
#include "atomic_file_test.moc"
