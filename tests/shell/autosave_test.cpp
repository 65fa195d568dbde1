// The autosave in the whole app: a damaged autosave is named at the start (file:line: field)
// and kept aside, never dropped; a failed autosave shows until one succeeds; a file with a
// UTF-8 byte order mark resumes. Written on its own thread: a slow disk never stalls a move,
// the latest snapshot wins, closing writes the last one, a kill -9 leaves a whole snapshot, and
// a failure reaches the status bar.
#include <signal.h>

#include <QAbstractButton>
#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <atomic>
#include <chrono>
#include <functional>
#include <future>
#include <mutex>
#include <thread>
#include <vector>

#include "../support/app_window_test.h"
#include "../support/event_wait.h"
#include "app/autosave_writer.h"
#include "app/game_screen.h"
#include "app/match_controller.h"
#include "base/atomic_file.h"

using namespace lt;
using namespace lt::shell;

namespace {

const QByteArray kGood =
    "ludoteca-match 1\n"
    "game morris\n"
    "option diagonals=true\n"
    "seat human - - Anna\n"
    "seat ai hard - Computer 2\n"
    "seed 7\n"
    "move 0 d1\n"
    "move 1 d2\n"
    "cursor 2\n"
    "end 2\n";

// A network home: every autosave takes `delay` before it is written, on whatever thread writes.
AutosaveWriter::WriteStep slowDisk(std::chrono::milliseconds delay) {
    return [delay](const QString& path, const QByteArray& bytes) {
        std::this_thread::sleep_for(delay);
        return writeFileAtomically(path, bytes);
    };
}

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

// Snapshot `n` of the child below: its first player's name grows with n, so a file holding
// parts of two snapshots, or a cut one, shows.
MatchRecord numberedSnapshot(std::uint64_t n) {
    MatchRecord record = readMatchRecord(kGood.toStdString());
    record.seed = n;
    record.seats[0].name = "Anna" + std::string(n % 6000, 'a');
    return record;
}

// The child process of aKillLeavesAWholeSnapshot: hands snapshots to the autosave thread as
// fast as a game of computers could, until it is killed.
[[noreturn]] void autosaveUntilKilled(int argc, char** argv, const QString& path) {
    QCoreApplication app(argc, argv);
    AutosaveWriter writer(path);
    for (std::uint64_t n = 1;; ++n) {
        writer.save(numberedSnapshot(n));
        std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
}

}  // namespace

class AutosaveTest : public lt::test::AppWindowTest {
    Q_OBJECT

  private:
    QString autosaveFolder() const { return QFileInfo(autosavePath()).absolutePath(); }

    void writeAutosave(const QByteArray& bytes) {
        QVERIFY(QDir().mkpath(autosaveFolder()));
        QFile file(autosavePath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), bytes.size());
    }

    MatchController* controller() const { return window_->gameScreen()->controller(); }

    // Anna and Bruno at the morris board, in a hidden window (painting is not measured).
    void startHotSeatMorris() {
        openWindow();
        window_->hide();
        const GameSetup setup{{{true, "Anna", "", ""}, {true, "Bruno", "", ""}}, Options()};
        QCOMPARE(window_->startGame("morris", setup, 1), QString());
        QTRY_VERIFY(controller()->waitingForMove());
    }

    // Plays the first legal move as a human does; returns how long the GUI thread took.
    std::chrono::milliseconds playAMove() {
        QElapsedTimer clock;
        clock.start();
        emit window_->gameScreen()->board()->moveChosen(
            controller()->match().state().legalMoves().front());
        return std::chrono::milliseconds(clock.elapsed());
    }

    // The autosave files set aside so far.
    QStringList brokenFiles() const {
        return QDir(autosaveFolder())
            .entryList({QStringLiteral("autosave.ludoteca.broken-*")},
                       QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
    }

    // The start-up offer with a damaged autosave: the box names the problem, the window stays
    // in the library, and the file is kept aside with its bytes.
    void expectSetAside(const QByteArray& bytes, const QString& problem) {
        writeAutosave(bytes);
        openWindow();
        const QString text = answerBox([this] { window_->offerResume(); });
        const QString path = QDir::toNativeSeparators(autosavePath());
        QVERIFY2(text.contains(path + problem), qPrintable(text + "\n---\n" + path + problem));
        QVERIFY(!window_->inGame());
        QVERIFY(!QFileInfo::exists(autosavePath()));
        const QStringList kept = brokenFiles();
        QCOMPARE(kept.size(), 1);
        QVERIFY2(QRegularExpression(QStringLiteral("^autosave\\.ludoteca\\.broken-\\d{8}-\\d{6}$"))
                     .match(kept.front())
                     .hasMatch(),
                 qPrintable(kept.front()));
        QVERIFY2(text.contains(QDir::toNativeSeparators(autosaveFolder() + "/" + kept.front())),
                 qPrintable(text));
        QFile keptFile(autosaveFolder() + "/" + kept.front());
        QVERIFY(keptFile.open(QIODevice::ReadOnly));
        QCOMPARE(keptFile.readAll(), bytes);
    }

  private slots:
    void initTestCase() { setUpPrivateHome(); }
    void init() {
        QDir(autosaveFolder()).removeRecursively();
        QVERIFY(QDir().mkpath(autosaveFolder()));
    }
    void cleanup() { closeWindow(); }

    void truncatedAutosaveIsNamedAndKept() {
        expectSetAside(kGood.left(kGood.indexOf("cursor")),
                       ":8: end: the file is truncated (no 'end' line)");
    }

    void binaryAutosaveIsNamedAndKept() {
        expectSetAside(QByteArray("\x7f"
                                  "ELF\x02\x01\x01\x00\x00\xff\xfe",
                                  11),
                       ":1: header: not a Ludoteca match file (expected 'ludoteca-match 1')");
    }

    void autosaveOfAnUnknownGameIsNamedAndKept() {
        expectSetAside(QByteArray(kGood).replace("game morris", "game tiddlywinks"),
                       ":2: game: unknown game 'tiddlywinks'");
    }

    void cursorPastTheEndIsNamedAndKept() {
        expectSetAside(QByteArray(kGood).replace("cursor 2", "cursor 9"),
                       ":9: cursor: cursor 9 is beyond the last move (2)");
    }

    void illegalMoveIsNamedAndKept() {
        expectSetAside(QByteArray(kGood).replace("move 1 d2", "move 1 d1"),
                       ":8: move: illegal or unreadable move 'd1' for seat 1");
    }

    void unknownLevelIsNamedAndKept() {
        expectSetAside(QByteArray(kGood).replace("ai hard", "ai grandmaster"),
                       ":5: seats: unknown level 'grandmaster' for Nine Men's Morris");
    }

    void directoryIsNamedAndKept() {
        QVERIFY(QDir().mkpath(autosavePath()));
        openWindow();
        const QString text = answerBox([this] { window_->offerResume(); });
        QVERIFY2(text.contains(QDir::toNativeSeparators(autosavePath()) + ": file: Is a directory"),
                 qPrintable(text));
        QVERIFY(!QFileInfo::exists(autosavePath()));
        QCOMPARE(brokenFiles().size(), 1);
    }

    // The next game's autosave does not touch the kept file.
    void theNextGameLeavesTheKeptFileAlone() {
        const QByteArray damaged = kGood.left(kGood.indexOf("end"));
        expectSetAside(damaged, ":9: end: the file is truncated (no 'end' line)");
        const QString error = window_->startGame(
            "morris", {{{true, "Anna", "", ""}, {true, "Bruno", "", ""}}, Options()}, 1);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(window_->flushAutosave());
        QVERIFY(QFileInfo::exists(autosavePath()));
        QFile kept(autosaveFolder() + "/" + brokenFiles().front());
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), damaged);
    }

    // The offer names the game, the players and when it was last played, and counts the
    // players' moves, not the deals and dice rolls between them.
    void theResumeQuestionNamesThePlayersAndCountsTheirMoves() {
        openWindow();
        const GameSetup setup{{{false, "Robo", "easy", ""}, {false, "Rita", "easy", ""}},
                              Options()};
        QCOMPARE(window_->startGame("ludo", setup, 3), QString());
        QVERIFY(lt::test::waitFor(
            [this] { return window_->gameScreen()->controller()->match().ply() >= 30; }));
        closeWindow();
        QFile saved(autosavePath());
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QString text_ = QString::fromUtf8(saved.readAll());
        int moves = 0, rolls = 0;
        for (const QString& line : text_.split('\n')) {
            if (line.startsWith("move c "))
                ++rolls;
            else if (line.startsWith("move "))
                ++moves;
        }
        QVERIFY(rolls > 0);
        // Read before the resume: the resumed computers go on playing and saving.
        const QDateTime lastPlayed = QFileInfo(autosavePath()).lastModified();
        QCOMPARE(lastPlayed.date(), QDate::currentDate());
        openWindow();
        const QString text = answerBox([this] { window_->offerResume(); });
        // The test loads no translation: the plural stays "move(s)".
        const QString expected =
            QString(
                "You have an unfinished game of Ludo with Robo, Rita, "
                "last played %1 (%2 move(s)). Resume it?")
                .arg(QLocale().toString(lastPlayed, QLocale::ShortFormat), QString::number(moves));
        QCOMPARE(text, expected);
    }

    void byteOrderMarkResumes() {
        writeAutosave("\xEF\xBB\xBF" + kGood);
        openWindow();
        const QString text = answerBox([this] { window_->offerResume(); });
        QVERIFY2(text.contains("(2 move"), qPrintable(text));
        QVERIFY(window_->inGame());
        QCOMPARE(window_->gameScreen()->controller()->match().ply(), std::size_t{2});
        QVERIFY(brokenFiles().isEmpty());
    }

    // A failed autosave stays on screen, with the path and the system's reason, until an
    // autosave succeeds.
    void failedAutosaveShowsUntilOneSucceeds() {
        openWindow();
        QVERIFY(QDir(autosaveFolder()).removeRecursively());
        QFile blocker(autosaveFolder());  // a file where the folder should be
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const GameSetup setup{{{true, "Anna", "", ""}, {true, "Bruno", "", ""}}, Options()};
        QCOMPARE(window_->startGame("morris", setup, 1), QString());
        QVERIFY(window_->flushAutosave());
        const QString expected =
            "Autosave failed: " + QDir::toNativeSeparators(autosavePath()) + ": Not a directory";
        QCOMPARE(window_->autosaveProblem(), expected);
        auto* label = window_->findChild<QLabel*>("autosaveProblem");
        QVERIFY(label);
        QTRY_VERIFY(label->isVisible());  // the new status bar shows at the next event
        QCOMPARE(label->text(), expected);
        QTest::qWait(6000);  // not a status message that times out
        QCOMPARE(window_->autosaveProblem(), expected);
        QVERIFY(label->isVisible());

        QVERIFY(QFile::remove(autosaveFolder()));
        QCOMPARE(window_->startGame("morris", setup, 2), QString());
        QVERIFY(window_->flushAutosave());
        QCOMPARE(window_->autosaveProblem(), QString());
        QVERIFY(!label->isVisible());
        QVERIFY(QFileInfo::exists(autosavePath()));
    }

    // A disk that takes 200 ms per autosave (a school's network home) does not hold up the
    // moves: the GUI thread hands the match over and goes on.
    void aSlowDiskDoesNotStallTheMoves() {
        openWindow();
        window_->hide();
        window_->autosaveWriter().setWriteStep(slowDisk(std::chrono::milliseconds(200)));
        const GameSetup setup{{{true, "Anna", "", ""}, {true, "Bruno", "", ""}}, Options()};
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(window_->startGame("morris", setup, 1), QString());
        QVERIFY2(clock.elapsed() < 100, qPrintable(QString::number(clock.elapsed())));
        for (int move = 0; move < 3; ++move) {
            QTRY_VERIFY(controller()->waitingForMove());
            const auto took = playAMove();
            QVERIFY2(took.count() < 100, qPrintable(QString::number(took.count())));
        }
        QCOMPARE(controller()->match().ply(), std::size_t{3});
        QVERIFY(window_->flushAutosave());
        QCOMPARE(contents(autosavePath()),
                 QByteArray::fromStdString(writeMatchRecord(controller()->match().record())));
        QCOMPARE(window_->autosaveProblem(), QString());
    }

    // Snapshots handed in while one is being written wait in one place, the newest replacing
    // the older: the disk sees the one in flight, then the latest, never an older after it.
    void theLatestSnapshotWinsAndNoneGoesBack() {
        const QString path = autosaveFolder() + "/order.ludoteca";
        std::vector<QByteArray> written;
        std::mutex writtenMutex;
        std::promise<void> firstBegun;
        std::promise<void> release;
        std::shared_future<void> released = release.get_future().share();
        bool first = true;
        {
            AutosaveWriter writer(path);
            writer.setWriteStep([&](const QString& file, const QByteArray& bytes) {
                if (first) {
                    first = false;
                    firstBegun.set_value();
                    released.wait_for(std::chrono::milliseconds(500));
                }
                {
                    const std::lock_guard lock(writtenMutex);
                    written.push_back(bytes);
                }
                return writeFileAtomically(file, bytes);
            });
            std::vector<MatchRecord> snapshots;
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                MatchRecord record = readMatchRecord(kGood.toStdString());
                record.seed = seed;
                snapshots.push_back(record);
            }
            writer.save(snapshots[0]);
            QCOMPARE(firstBegun.get_future().wait_for(std::chrono::seconds(5)),
                     std::future_status::ready);
            for (std::size_t i = 1; i < snapshots.size(); ++i) writer.save(snapshots[i]);
            release.set_value();
            QVERIFY(writer.flush());
            {
                const std::lock_guard lock(writtenMutex);
                QCOMPARE(written.size(), std::size_t{2});
                QCOMPARE(written[0], QByteArray::fromStdString(writeMatchRecord(snapshots[0])));
                QCOMPARE(written[1], QByteArray::fromStdString(writeMatchRecord(snapshots[3])));
                QCOMPARE(contents(path), written[1]);
            }
            // A removal handed in after a save wins over it too.
            writer.save(snapshots[1]);
            writer.remove();
            QVERIFY(writer.flush());
            QVERIFY(!QFileInfo::exists(path));
        }
    }

    // Quitting right after the moves, on a slow disk: the file holds the last move.
    void closingWritesTheLastMove() {
        startHotSeatMorris();
        window_->autosaveWriter().setWriteStep(slowDisk(std::chrono::milliseconds(200)));
        for (int move = 0; move < 3; ++move) {
            QTRY_VERIFY(controller()->waitingForMove());
            playAMove();
        }
        const QByteArray last =
            QByteArray::fromStdString(writeMatchRecord(controller()->match().record()));
        QCOMPARE(readMatchRecord(last.toStdString()).cursor, std::size_t{3});
        window_->close();
        closeWindow();
        QCOMPARE(contents(autosavePath()), last);
    }

    // Closing waits for the disk a bounded time: a disk that hangs does not hang the app, and
    // the file stays the last whole snapshot.
    void closingWaitsABoundedTime() {
        const QString path = autosaveFolder() + "/hung.ludoteca";
        const MatchRecord record = readMatchRecord(kGood.toStdString());
        QCOMPARE(writeRecordFile(path, record), QString());
        const QByteArray before = contents(path);
        QElapsedTimer clock;
        {
            AutosaveWriter writer(path);
            writer.setCloseWait(std::chrono::milliseconds(100));
            writer.setWriteStep(slowDisk(std::chrono::milliseconds(2000)));
            MatchRecord next = record;
            next.seed = 8;
            writer.save(next);
            clock.start();
        }
        QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(contents(path), before);
        // The write in flight finishes on its own, whole.
        QTRY_VERIFY_WITH_TIMEOUT(contents(path) != before, 10000);
        QCOMPARE(readRecordFile(path).seed, std::uint64_t{8});
    }

    // kill -9 while the autosave thread writes: the file is always one whole snapshot.
    void aKillLeavesAWholeSnapshot() {
        const QString path = autosaveFolder() + "/killed/autosave.ludoteca";
        for (int round = 0; round < 5; ++round) {
            QProcess child;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert("LUDOTECA_AUTOSAVE_UNTIL_KILLED", path);
            child.setProcessEnvironment(env);
            child.start(QCoreApplication::applicationFilePath(), {});
            QVERIFY(child.waitForStarted());
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), 20000);
            QTest::qWait(20 + QRandomGenerator::global()->bounded(200));
            QCOMPARE(::kill(pid_t(child.processId()), SIGKILL), 0);
            QVERIFY(child.waitForFinished());
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);
            const MatchRecord saved = readRecordFile(path);  // throws if cut
            QVERIFY(saved.seed >= 1);
            QCOMPARE(writeMatchRecord(saved), writeMatchRecord(numberedSnapshot(saved.seed)));
        }
    }

    // A failure on the writing thread reaches the status bar, on the GUI thread.
    void aFailureOnTheWriterShowsInTheStatusBar() {
        openWindow();
        window_->hide();
        std::atomic<QThread*> writingThread{nullptr};
        window_->autosaveWriter().setWriteStep([&](const QString&, const QByteArray&) {
            writingThread = QThread::currentThread();
            return QStringLiteral("Input/output error");
        });
        QThread* reportingThread = nullptr;
        connect(&window_->autosaveWriter(), &AutosaveWriter::written, this,
                [&] { reportingThread = QThread::currentThread(); });
        const GameSetup setup{{{true, "Anna", "", ""}, {true, "Bruno", "", ""}}, Options()};
        QCOMPARE(window_->startGame("morris", setup, 1), QString());
        const QString expected =
            "Autosave failed: " + QDir::toNativeSeparators(autosavePath()) + ": Input/output error";
        QTRY_COMPARE(window_->autosaveProblem(), expected);  // without a flush: by itself
        QVERIFY(writingThread.load() && writingThread.load() != QThread::currentThread());
        QCOMPARE(reportingThread, QThread::currentThread());
        QVERIFY(!QFileInfo::exists(autosavePath()));
    }
};

int main(int argc, char** argv) {
    const QString killedPath = qEnvironmentVariable("LUDOTECA_AUTOSAVE_UNTIL_KILLED");
    if (!killedPath.isEmpty()) autosaveUntilKilled(argc, argv, killedPath);
    QApplication app(argc, argv);
    AutosaveTest test;
    return QTest::qExec(&test, argc, argv);
}
#include "autosave_test.moc"
