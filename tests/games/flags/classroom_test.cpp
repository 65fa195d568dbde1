// The classroom mode driven as a teacher does it: keys only. A 5-flag quiz with three teams,
// then the scores, the results page and the exported CSV, checked exactly.
#include <QFile>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

#include "games/flags/classroom_quiz.h"
#include "games/flags/classroom_window.h"
#include "widgets/flag_view.h"

namespace lt::shell::flags {

class ClassroomTest : public QObject {
    Q_OBJECT

  private:
    static ClassroomSettings fiveFlags(ClassroomSettings::Answers answers) {
        ClassroomSettings settings;
        settings.deck = ClassroomSettings::Deck::Flaggy;
        settings.answers = answers;
        settings.questions = 5;
        settings.teams = {QStringLiteral("Lions"), QStringLiteral("Eagles"),
                          QStringLiteral("Sharks, Inc")};
        settings.seed = 2024;
        return settings;
    }

    static void press(QWidget* window, Qt::Key key) {
        QWidget* target = QApplication::focusWidget();
        QTest::keyClick(target ? target : window, key);
    }

  private slots:
    void initTestCase() {
        if (!systemFlagsInstalled() ||
            !QFile::exists(QStringLiteral("/usr/share/iso-codes/json/iso_3166-1.json")))
            QSKIP("iso-flags-svg or iso-codes is not installed");
    }

    void fiveFlagQuizByKeys() {
        ClassroomWindow window(nullptr, QStringLiteral("en"));
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.currentPage(), QStringLiteral("setup"));
        window.startQuiz(fiveFlags(ClassroomSettings::Answers::TeacherReveals));
        QCOMPARE(window.currentPage(), QStringLiteral("quiz"));
        const lt::flags::ClassroomQuiz* quiz = window.quiz();
        QVERIFY(quiz);
        using Phase = lt::flags::ClassroomQuiz::Phase;

        // Flag 1: reveal, Lions and Eagles were right.
        press(&window, Qt::Key_Space);
        QCOMPARE(quiz->phase(), Phase::Revealed);
        press(&window, Qt::Key_1);
        press(&window, Qt::Key_2);
        press(&window, Qt::Key_Space);
        QCOMPARE(quiz->index(), 1);
        QCOMPARE(quiz->phase(), Phase::Asking);
        // Flag 2: the point to Sharks reveals the answer.
        press(&window, Qt::Key_3);
        QCOMPARE(quiz->phase(), Phase::Revealed);
        press(&window, Qt::Key_Space);
        // Flag 3: nobody.
        press(&window, Qt::Key_Space);
        press(&window, Qt::Key_Space);
        // Flag 4: Lions by mistake (twice), undone; Eagles instead. Key 4: no such team.
        press(&window, Qt::Key_1);
        press(&window, Qt::Key_1);
        press(&window, Qt::Key_Backspace);
        press(&window, Qt::Key_2);
        press(&window, Qt::Key_4);
        press(&window, Qt::Key_Space);
        // Flag 5: everybody, then Sharks taken back.
        press(&window, Qt::Key_Space);
        press(&window, Qt::Key_1);
        press(&window, Qt::Key_2);
        press(&window, Qt::Key_3);
        press(&window, Qt::Key_Backspace);
        QCOMPARE(window.currentPage(), QStringLiteral("quiz"));
        press(&window, Qt::Key_Space);

        QCOMPARE(window.currentPage(), QStringLiteral("results"));
        QCOMPARE(quiz->phase(), Phase::Finished);
        QCOMPARE(quiz->score(0), 2);
        QCOMPARE(quiz->score(1), 3);
        QCOMPARE(quiz->score(2), 1);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("results.csv"));
        QString error;
        QVERIFY2(window.exportCsv(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()),
                 QStringLiteral("number,code,country,answer,Lions,Eagles,\"Sharks, Inc\"\r\n"
                                "1,MA,Morocco,Morocco,right,right,wrong\r\n"
                                "2,CU,Cuba,Cuba,wrong,wrong,right\r\n"
                                "3,UG,Uganda,Uganda,wrong,wrong,wrong\r\n"
                                "4,MK,North Macedonia,North Macedonia,wrong,right,wrong\r\n"
                                "5,FJ,Fiji,Fiji,right,right,wrong\r\n"
                                "total,,,,2,3,1\r\n"));
        press(&window, Qt::Key_Escape);
    }

    void escapeEndsEarlyWithTheFlagsShown() {
        ClassroomWindow window(nullptr, QStringLiteral("en"));
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ClassroomSettings settings = fiveFlags(ClassroomSettings::Answers::FourOptions);
        settings.ask = ClassroomSettings::Ask::Capital;
        window.startQuiz(settings);
        press(&window, Qt::Key_2);
        press(&window, Qt::Key_Space);
        QCOMPARE(window.quiz()->index(), 1);
        QSignalSpy closed(&window, &ClassroomWindow::closeRequested);
        press(&window, Qt::Key_Escape);
        QCOMPARE(window.currentPage(), QStringLiteral("results"));
        QCOMPARE(window.quiz()->questions().size(), std::size_t(2));
        const QStringList lines = window.resultsCsv().split(QStringLiteral("\r\n"));
        QCOMPARE(lines.size(), 5);  // header, 2 flags, total, empty after the last CRLF
        QCOMPARE(lines[1], QStringLiteral("1,MA,Morocco,Rabat,wrong,right,wrong"));
        QCOMPARE(lines[3], QStringLiteral("total,,,,0,1,0"));
        press(&window, Qt::Key_Escape);
        QCOMPARE(closed.count(), 1);
    }

    // A netbook or an old projector: the setup fits 1024 x 600 and Start stays in view.
    void theSetupFitsASmallScreen() {
        ClassroomWindow window(nullptr, QStringLiteral("en"));
        window.resize(1024, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY2(window.minimumSizeHint().height() <= 600,
                 qPrintable(QString::number(window.minimumSizeHint().height())));
        QCOMPARE(window.size(), QSize(1024, 600));
        const auto* start = window.findChild<QPushButton*>(QStringLiteral("start"));
        QVERIFY(start && start->isVisible());
        const QRect shown(start->mapTo(&window, QPoint(0, 0)), start->size());
        QVERIFY(window.rect().contains(shown));
    }

    void projectorSizes() {
        for (const QSize size : {QSize(1920, 1080), QSize(1024, 768)}) {
            for (auto answers : {ClassroomSettings::Answers::TeacherReveals,
                                 ClassroomSettings::Answers::FourOptions}) {
                ClassroomWindow window(nullptr, QStringLiteral("en"));
                window.resize(size);
                window.show();
                QVERIFY(QTest::qWaitForWindowExposed(&window));
                window.startQuiz(fiveFlags(answers));
                const FlagView* flag = window.findChild<FlagView*>();
                QVERIFY(flag);
                const qreal share = flag->flagRect().height() / size.height();
                // Legible from the back of the room: the flag fills 60 % of a full-HD height.
                if (size.height() == 1080)
                    QVERIFY2(share >= 0.60, qPrintable(QString::number(share)));
                else
                    QVERIFY(share >= 0.45);
                const QImage shot = window.grab().toImage();
                QCOMPARE(shot.size(), size);
            }
        }
    }
};

}  // namespace lt::shell::flags

QTEST_MAIN(lt::shell::flags::ClassroomTest)
#include "classroom_test.moc"
