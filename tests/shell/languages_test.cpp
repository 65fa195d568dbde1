// Every interface language is whole: its .ts file has every message of the program finished
// (none unfinished or vanished, the same place markers, the language's number of plural forms),
// its .qm is in the app, every game has a rules page in it with the English page's headings,
// and the settings offer it by its own name.
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTranslator>
#include <QXmlStreamReader>
#include <map>

#include "app/app_settings.h"
#include "app/language.h"
#include "app/rules_dialog.h"
#include "app/settings_dialog.h"
#include "standard_games.h"
#include "widgets/card_text.h"

using namespace lt::shell;

namespace {

struct TsMessage {
    QString source;
    QString state;      // the translation's type: "", "unfinished", "vanished", "obsolete"
    QStringList forms;  // one text, or the plural forms
    bool numerus = false;
};

// The messages of a .ts file keyed by context, source and comment; `problem` says why not.
std::map<QString, TsMessage> readTs(const QString& path, QString& problem) {
    std::map<QString, TsMessage> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        problem = path + ": " + file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context, comment;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                message = TsMessage{};
                comment.clear();
                message.numerus = xml.attributes().value("numerus") == QLatin1String("yes");
            } else if (name == QLatin1String("source")) {
                message.source = xml.readElementText();
            } else if (name == QLatin1String("comment")) {
                comment = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                message.state = xml.attributes().value("type").toString();
                if (!message.numerus) message.forms << xml.readElementText();
            } else if (name == QLatin1String("numerusform")) {
                message.forms << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages[context + QChar(0) + message.source + QChar(0) + comment] = message;
        }
    }
    if (xml.hasError()) problem = path + ": " + xml.errorString();
    return messages;
}

// The %1..%9 markers of `text`, sorted.
QStringList markers(const QString& text) {
    static const QRegularExpression marker(QStringLiteral("%L?[1-9]"));
    QStringList found;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        found << it.next().captured().remove(QLatin1Char('L'));
    found.removeDuplicates();
    found.sort();
    return found;
}

// Plural forms Qt Linguist expects: Russian has three, the others two.
int pluralForms(const QString& language) {
    return language == QLatin1String("ru") ? 3 : 2;
}

// The heading levels of a Markdown page, in order ("#", "##", "##", ...).
QStringList headingLevels(const QString& markdown) {
    QStringList levels;
    bool fenced = false;
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("```"))) fenced = !fenced;
        if (fenced) continue;
        static const QRegularExpression heading(QStringLiteral("^(#{1,6}) "));
        const auto match = heading.match(line);
        if (match.hasMatch()) levels << match.captured(1);
    }
    return levels;
}

QStringList pages(const QString& language) {
    return QDir(QStringLiteral(":/rules/") + language).entryList({QStringLiteral("*.md")});
}

}  // namespace

class LanguagesTest : public QObject {
    Q_OBJECT
  private slots:
    void theAppHoldsATranslationForEachLanguage() {
        QStringList shipped = QDir(QStringLiteral(":/i18n"))
                                  .entryList({QStringLiteral("ludoteca_*.qm")}, QDir::Files);
        QStringList expected;
        for (const QString& language : supportedLanguages()) {
            expected << QStringLiteral("ludoteca_%1.qm").arg(language);
            QTranslator translator;
            QVERIFY2(translator.load(QStringLiteral(":/i18n/ludoteca_%1.qm").arg(language)),
                     qPrintable(language));
        }
        shipped.sort();
        expected.sort();
        QCOMPARE(shipped, expected);
        QCOMPARE(supportedLanguages().size(), 9);
        QCOMPARE(languageOwnName("ru"), QString::fromUtf8("Русский"));
        QCOMPARE(languageOwnName("xx"), QString());
    }

    void everyMessageIsFinishedInEveryLanguage() {
        QString problem;
        const auto english =
            readTs(QStringLiteral(LUDOTECA_SOURCE_DIR "/translations/ludoteca_en.ts"), problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(english.size() > 1000);
        for (const QString& language : supportedLanguages()) {
            if (language == QLatin1String("en")) continue;
            const auto messages = readTs(
                QStringLiteral(LUDOTECA_SOURCE_DIR "/translations/ludoteca_%1.ts").arg(language),
                problem);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QStringList wrong;
            for (const auto& [key, message] : messages) {
                const QString where = language + ": " + message.source.left(60);
                if (!english.count(key)) wrong << where + " — not in the English file";
                if (!message.state.isEmpty()) wrong << where + " — " + message.state;
                if (message.numerus && message.forms.size() != pluralForms(language))
                    wrong << where + " — " + QString::number(message.forms.size()) + " forms";
                for (const QString& form : message.forms)
                    if (form.isEmpty() || markers(form) != markers(message.source))
                        wrong << where + " — markers or text: " + form.left(60);
            }
            for (const auto& [key, message] : english)
                if (!messages.count(key)) wrong << language + ": missing " + message.source;
            for (const QString& line : wrong.mid(0, 20)) qInfo().noquote() << line;
            QVERIFY2(
                wrong.isEmpty(),
                qPrintable(QStringLiteral("%1 problems in %2").arg(wrong.size()).arg(language)));
        }
    }

    // Every game and the classroom quiz, in every language, with the English page's headings.
    void everyRulesPageIsInEveryLanguage() {
        const QStringList english = pages(QStringLiteral("en"));
        QCOMPARE(english.size(), static_cast<int>(lt::makeStandardGames().all().size()) + 1);
        for (const QString& language : supportedLanguages()) {
            QCOMPARE(pages(language), english);
            for (const QString& page : english) {
                const QString id = QFileInfo(page).baseName();
                QCOMPARE(headingLevels(rulesText(id, language)),
                         headingLevels(rulesText(id, QStringLiteral("en"))));
            }
        }
    }

    // Each page opens with the players line and the material line: a Markdown soft break would
    // join them ("10–20 minutes Material: ..."), so the players line ends in a hard break.
    void rulesPagesKeepTheMaterialOnItsOwnLine() {
        for (const QString& language : supportedLanguages()) {
            for (const QString& page : pages(language)) {
                const QString where = language + "/" + page;
                const QString markdown = rulesText(QFileInfo(page).baseName(), language);
                const QStringList source = markdown.split(QLatin1Char('\n'));
                QVERIFY2(source.size() > 4 && source[2].startsWith(QLatin1String("**")) &&
                             source[2].endsWith(QLatin1String("**\\")),
                         qPrintable(where + ": " + source.value(2)));
                // "**Material:** the board..." -> "Material:", in the page's language.
                static const QRegularExpression label(QStringLiteral("^\\*\\*([^*]+:)\\*\\*"));
                const auto match = label.match(source[3]);
                QVERIFY2(match.hasMatch(), qPrintable(where + ": " + source[3]));
                // The plain text shows a no-break space ("Matériel :") as a space.
                const QString start = match.captured(1).replace(QChar(0xA0), QLatin1Char(' '));
                QTextDocument document;
                document.setMarkdown(markdown);
                const QStringList lines = document.toPlainText().split(QLatin1Char('\n'));
                QVERIFY2(std::any_of(lines.begin(), lines.end(),
                                     [&](const QString& line) { return line.startsWith(start); }),
                         qPrintable(where));
            }
        }
    }

    // Cards in sentences carry the letters printed on that country's cards.
    void cardLettersFollowTheLanguage() {
        using lt::cards::Card;
        using lt::cards::Rank;
        using lt::cards::Suit;
        const Card queen(Rank::Queen, Suit::Hearts);
        QCOMPARE(cardText(queen), QString::fromUtf8("Q♥"));
        QCOMPARE(cardText({Card(Rank::Ten, Suit::Spades), Card(Rank::Ace, Suit::Clubs)}),
                 QString::fromUtf8("10♠ A♣"));
        for (const auto& [language, expected] : {std::pair{"de", "D♥"}, std::pair{"ru", "Д♥"},
                                                 std::pair{"fr", "D♥"}, std::pair{"it", "Q♥"}}) {
            QTranslator translator;
            QVERIFY(translator.load(QStringLiteral(":/i18n/ludoteca_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&translator);
            QCOMPARE(cardText(queen), QString::fromUtf8(expected));
            QCoreApplication::removeTranslator(&translator);
        }
        QCOMPARE(cardText(Card::joker()), QStringLiteral("Joker"));
    }

    void theSettingsOfferEachLanguageByItsOwnName() {
        QTemporaryDir dir;
        AppSettings settings(dir.filePath("settings.json"));
        settings.setLanguage("de");
        SettingsDialog dialog(settings);
        auto* box = dialog.findChild<QComboBox*>("languageBox");
        QVERIFY(box);
        QStringList names;
        for (int i = 1; i < box->count(); ++i) names << box->itemText(i);
        QCOMPARE(names, (QStringList{"Dansk", "Deutsch", "English", QString::fromUtf8("Español"),
                                     QString::fromUtf8("Français"), "Italiano",
                                     QString::fromUtf8("Português"), "Svenska",
                                     QString::fromUtf8("Русский")}));
        QCOMPARE(box->currentData().toString(), QStringLiteral("de"));
    }
};

QTEST_MAIN(LanguagesTest)
#include "languages_test.moc"
