// The autosave in the whole app: a damaged autosave is named at the start (file:line: field)
// and kept aside, never dropped; a failed autosave shows until one succeeds; a file with a
// UTF-8 byte order mark resumes.
#include <QAbstractButton>
#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTest>
#include <QTimer>
#include <functional>

#include "../support/app_window_test.h"
#include "../support/event_wait.h"
#include "app/game_screen.h"
#include "app/match_controller.h"

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

    // Runs `action`, which may open a modal message box; returns the box's text (empty if
    // none opened) after pressing its accepting button.
    QString answerBox(const std::function<void()>& action) {
        QString text;
        QTimer::singleShot(0, this, [&text] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            text = box->text();
            for (QAbstractButton* button : box->buttons())
                if (box->buttonRole(button) == QMessageBox::AcceptRole) button->click();
        });
        action();
        return text;
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
        QCOMPARE(window_->autosaveProblem(), QString());
        QVERIFY(!label->isVisible());
        QVERIFY(QFileInfo::exists(autosavePath()));
    }
};

QTEST_MAIN(AutosaveTest)
#include "autosave_test.moc"
