// Every text the core declares for a game (name, levels, options, their help and choices, why
// a seating is refused) is listed in that game's own folder (GameUi::strings) or among the shared
// ones, each listed text belongs to its game, and each has a finished translation in every
// language's shipped .qm.
#include <QCoreApplication>
#include <QSet>
#include <QTest>
#include <QTranslator>
#include <algorithm>

#include "app/language.h"
#include "base/shared_game_strings.h"
#include "framework/seating_rules.h"
#include "standard_games.h"
#include "standard_views.h"

namespace {

// The English texts a player may see for `game`, as the core declares them.
QSet<QString> declaredTexts(const lt::Game& game) {
    QSet<QString> texts;
    auto add = [&](const std::string& text) {
        if (!text.empty()) texts.insert(QString::fromStdString(text));
    };
    add(game.info().name);
    for (const lt::LevelInfo& level : game.levels()) add(level.label);
    for (const lt::OptionSpec& option : game.info().options) {
        add(option.label);
        add(option.help);
        for (const std::string& label : option.choiceLabels) add(label);
    }
    // Why a seating is refused (framework/seating_rules.h): every mix of people and computers
    // at every table size.
    for (int players = game.info().minPlayers; players <= game.info().maxPlayers; ++players)
        for (unsigned mask = 0; mask < (1u << players); ++mask) {
            std::vector<bool> human;
            for (int seat = 0; seat < players; ++seat) human.push_back((mask >> seat) & 1u);
            add(lt::seatingProblemOf(game, human));
        }
    return texts;
}

QSet<QString> textSet(const std::vector<const char*>& list) {
    QSet<QString> set;
    for (const char* text : list) set.insert(QString::fromUtf8(text));
    return set;
}

}  // namespace

class GameStringsTest : public QObject {
    Q_OBJECT
  private slots:

    void everyGameHasItsList() {
        for (const lt::Game* game : registry_.all()) {
            const auto ui = findUi(game->info().id);
            QVERIFY2(ui != uis_.end(), game->info().id.c_str());
            QVERIFY2(!ui->strings.empty(), game->info().id.c_str());
        }
    }

    void everyDeclaredTextIsInItsGamesList() {
        const QSet<QString> shared = textSet(lt::shell::sharedGameStrings());
        QStringList missing;
        for (const lt::Game* game : registry_.all()) {
            const auto ui = findUi(game->info().id);
            if (ui == uis_.end()) continue;
            const QSet<QString> listed = textSet(ui->strings) + shared;
            for (const QString& text : declaredTexts(*game))
                if (!listed.contains(text))
                    missing << QString::fromStdString(game->info().id) + ": " + text;
        }
        for (const QString& line : missing) qInfo().noquote() << "missing:" << line;
        QVERIFY2(missing.isEmpty(), "see the 'missing:' lines");
    }

    void everyListedTextBelongsToItsGame() {
        QStringList stale;
        for (const lt::Game* game : registry_.all()) {
            const auto ui = findUi(game->info().id);
            if (ui == uis_.end()) continue;
            const QSet<QString> declared = declaredTexts(*game);
            for (const QString& text : textSet(ui->strings))
                if (!declared.contains(text))
                    stale << QString::fromStdString(game->info().id) + ": " + text;
        }
        for (const QString& line : stale) qInfo().noquote() << "not declared by the game:" << line;
        QVERIFY2(stale.isEmpty(), "see the 'not declared by the game:' lines");
    }

    void everyListedTextIsTranslatedInEveryLanguage() {
        for (const QString& language : lt::shell::supportedLanguages()) {
            if (language == QLatin1String("en")) continue;
            QTranslator translator;
            QVERIFY(translator.load(QStringLiteral(":/i18n/ludoteca_%1.qm").arg(language)));
            QStringList untranslated;
            auto check = [&](const char* text) {
                if (translator.translate("games", text).isEmpty())
                    untranslated << language + ": " + QString::fromUtf8(text);
            };
            for (const char* text : lt::shell::sharedGameStrings()) check(text);
            for (const lt::shell::GameUi& ui : uis_)
                for (const char* text : ui.strings) check(text);
            untranslated.removeDuplicates();
            for (const QString& text : untranslated) qInfo().noquote() << "untranslated:" << text;
            QVERIFY2(untranslated.isEmpty(), "see the 'untranslated:' lines");
        }
    }

  private:
    std::vector<lt::shell::GameUi>::const_iterator findUi(const std::string& id) const {
        return std::find_if(uis_.begin(), uis_.end(),
                            [&](const lt::shell::GameUi& ui) { return ui.gameId == id; });
    }

    lt::GameRegistry registry_ = lt::makeStandardGames();
    std::vector<lt::shell::GameUi> uis_ = lt::shell::makeStandardGameUis();
};

QTEST_MAIN(GameStringsTest)
#include "game_strings_test.moc"
