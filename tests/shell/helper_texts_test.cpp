// Texts asked for through a small helper ("translate(text)" around QCoreApplication::translate)
// never reach the translation files: lupdate reads only literal texts at the call. These were
// shown in English in every language (the review's marks and summaries, the external chess
// engine's errors). The scan keeps the pattern out of the sources; the German checks prove the
// texts are translated where the app asks for them.
#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include "../support/in_language.h"
#include "app/command_line.h"
#include "app/review_texts.h"
#include "games/chess/external_engine.h"

class HelperTextsTest : public QObject {
    Q_OBJECT
  private slots:
    void noTextIsTranslatedThroughAVariable() {
        // translate("context", name) with a plain name: lupdate cannot see the text.
        const QRegularExpression pattern(
            QStringLiteral("translate\\(\\s*\"[^\"]*\"\\s*,\\s*[A-Za-z_][A-Za-z0-9_]*\\s*[,)]"));
        QStringList found;
        QDirIterator files(QStringLiteral(LUDOTECA_SOURCE_DIR "/src/shell"),
                           {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll());
            auto matches = pattern.globalMatch(text);
            while (matches.hasNext())
                found << file.fileName() + QStringLiteral(": ") + matches.next().captured(0);
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    void reviewMarksAreTranslated() {
        const lt::test::InLanguage german(QStringLiteral("de"));
        QCOMPARE(lt::shell::markWords(lt::review::Mark::Blunder), QString("grober Fehler"));
        QCOMPARE(lt::shell::markWords(lt::review::Mark::Inaccuracy), QString("Ungenauigkeit"));
    }

    // A review names players, not sides: Spanish and Russian name the sides in the plural
    // ("las blancas están mejor"), and said "Anna están ganando" of a player.
    void reviewCommentsNameAPlayerInTheSingular() {
        lt::review::GameReview review;
        review.positions = {lt::review::Evaluation::score(500), lt::review::Evaluation::loss(2)};
        const auto comment = [&](std::size_t index) {
            return lt::shell::positionComment(review, index, QStringLiteral("Anna"),
                                              QStringLiteral("Bruno"), lt::shell::HintWinBy::Mate);
        };
        {
            const lt::test::InLanguage spanish(QStringLiteral("es"));
            QVERIFY2(comment(0).contains(QString::fromUtf8("Anna está ganando")),
                     qPrintable(comment(0)));
        }
        {
            const lt::test::InLanguage russian(QStringLiteral("ru"));
            QVERIFY2(comment(0).contains(QString::fromUtf8("Anna выигрывает")),
                     qPrintable(comment(0)));
            QVERIFY2(comment(1).contains(QString::fromUtf8("Bruno ставит мат в 2 хода")),
                     qPrintable(comment(1)));
        }
    }

    void externalEngineErrorsAreTranslated() {
        const lt::test::InLanguage german(QStringLiteral("de"));
        QString name;
        const QString error = lt::shell::chess::externalEngineUi().check(
            QStringLiteral("/nonexistent/no-such-engine"), name);
        QVERIFY2(error.startsWith(QString::fromUtf8("„/nonexistent/no-such-engine“ kann nicht")),
                 qPrintable(error));
    }

    // `ludoteca --lang ru --game ludo --seats human,ai:medium` named its seats in English.
    void commandLineSeatsAreNamedInTheWindowsLanguage() {
        const lt::test::InLanguage russian(QStringLiteral("ru"));
        auto parsed = lt::shell::parseCommandLine(
            {"ludoteca", "--game", "ludo", "--seats", "human,ai:medium,human:Anna"});
        QVERIFY(parsed.options.seats);
        std::vector<lt::SeatSpec> seats = *parsed.options.seats;
        lt::shell::translateDefaultSeatNames(seats);
        QCOMPARE(QString::fromStdString(seats[0].name), QString::fromUtf8("Игрок 1"));
        QCOMPARE(QString::fromStdString(seats[1].name), QString::fromUtf8("Компьютер 2"));
        QCOMPARE(QString::fromStdString(seats[2].name), QString("Anna"));
    }
};

QTEST_MAIN(HelperTextsTest)
#include "helper_texts_test.moc"
