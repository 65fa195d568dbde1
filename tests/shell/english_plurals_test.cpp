// Counted messages are Qt plural messages ("%n card(s)"): English says "1 card" and "2 cards"
// only through the English translation's forms, loaded as the app loads them. Every plural
// message of the English file has both forms written out, never the source's "(s)".
#include <QCoreApplication>
#include <QFile>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include "app/game_texts.h"
#include "games/oh_hell/oh_hell_board.h"

class EnglishPluralsTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        QVERIFY(english_.load(QStringLiteral(":/i18n/ludoteca_en.qm")));
        QCoreApplication::installTranslator(&english_);
    }

    void countedMessagesSayOneCardAndTwoCards() {
        using lt::shell::oh_hell::OhHellBoard;
        QCOMPARE(OhHellBoard::cardCount(1), QString("1 card"));
        QCOMPARE(OhHellBoard::cardCount(2), QString("2 cards"));
        QCOMPARE(OhHellBoard::cardCount(0), QString("0 cards"));
        QCOMPARE(OhHellBoard::cardCount(21), QString("21 cards"));
    }

    void playerCountsAgreeWithTheirNumber() {
        lt::GameInfo info;
        info.minPlayers = info.maxPlayers = 1;
        QCOMPARE(lt::shell::playerCountText(info), QString("1 player"));
        info.maxPlayers = 4;
        QCOMPARE(lt::shell::playerCountText(info), QString::fromUtf8("1–4 players"));
        info.minPlayers = info.maxPlayers = 2;
        QCOMPARE(lt::shell::playerCountText(info), QString("2 players"));
    }

    void everyEnglishPluralHasBothFormsWritten() {
        QFile file(QStringLiteral(LUDOTECA_SOURCE_DIR "/translations/ludoteca_en.ts"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
        QXmlStreamReader xml(&file);
        QString source;
        QStringList forms, wrong;
        bool numerus = false;
        int plurals = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("message")) {
                numerus = xml.attributes().value("numerus") == QLatin1String("yes");
                forms.clear();
            } else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
                forms << xml.readElementText();
            } else if (xml.isEndElement() && xml.name() == QLatin1String("message") && numerus) {
                ++plurals;
                const bool written = forms.size() == 2 && !forms[0].isEmpty() &&
                                     !forms[1].isEmpty() &&
                                     !forms.join(QString()).contains(QLatin1String("(s)"));
                if (!written)
                    wrong << source + QStringLiteral(" → ") + forms.join(QStringLiteral(" | "));
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(plurals > 0);
        for (const QString& line : wrong) qInfo().noquote() << "English forms missing:" << line;
        QVERIFY2(wrong.isEmpty(), "see the 'English forms missing:' lines");
    }

  private:
    QTranslator english_;
};

QTEST_MAIN(EnglishPluralsTest)
#include "english_plurals_test.moc"
