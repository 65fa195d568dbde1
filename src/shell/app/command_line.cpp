#include "app/command_line.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include "framework/errors.h"

namespace lt::shell {

QString languageArgument(const QStringList& arguments) {
    for (int i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--lang") && i + 1 < arguments.size())
            return arguments[i + 1];
        if (arguments[i].startsWith(QLatin1String("--lang=")))
            return arguments[i].mid(QStringLiteral("--lang=").size());
    }
    return {};
}

CommandLineResult parseCommandLine(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("CommandLine", "Ludoteca: board, dice and card games."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption game(
        "game", QCoreApplication::translate("CommandLine", "Start a match of game <id> at once."),
        "id");
    const QCommandLineOption seats(
        "seats",
        QCoreApplication::translate("CommandLine",
                                    "Who plays, e.g. human:Anna,ai:hard,random (needs --game)."),
        "list");
    const QCommandLineOption seed(
        "seed", QCoreApplication::translate("CommandLine", "Seed for dice and shuffles."), "n");
    const QCommandLineOption lang(
        "lang", QCoreApplication::translate("CommandLine", "Interface language (en, it)."), "code");
    const QCommandLineOption noResume(
        "no-resume",
        QCoreApplication::translate("CommandLine", "Do not offer to resume the autosaved match."));
    const QCommandLineOption pace(
        "pace",
        QCoreApplication::translate("CommandLine", "Animation pace: 0 instant, 1 normal, 2 slow."),
        "x");
    const QCommandLineOption screenshot(
        "screenshot",
        QCoreApplication::translate("CommandLine",
                                    "Save a picture of the window to <file> and quit."),
        "file");
    parser.addOptions({game, seats, seed, lang, noResume, pace, screenshot});

    CommandLineResult result;
    if (!parser.parse(arguments)) {
        result.error = parser.errorText();
        return result;
    }
    if (parser.isSet(help)) parser.showHelp(0);
    if (parser.isSet(version)) parser.showVersion();
    if (!parser.positionalArguments().isEmpty()) {
        result.error = QCoreApplication::translate("CommandLine", "Unexpected argument: %1")
                           .arg(parser.positionalArguments().first());
        return result;
    }
    CommandLine& options = result.options;
    options.gameId = parser.value(game);
    options.language = parser.value(lang);
    options.noResume = parser.isSet(noResume);
    options.screenshot = parser.value(screenshot);
    if (!options.language.isEmpty() && options.language != "en" && options.language != "it") {
        result.error =
            QCoreApplication::translate("CommandLine", "--lang: unknown language '%1' (en, it)")
                .arg(options.language);
        return result;
    }
    if (parser.isSet(seats)) {
        if (options.gameId.isEmpty()) {
            result.error = QCoreApplication::translate("CommandLine", "--seats needs --game");
            return result;
        }
        try {
            options.seats = parseSeatList(parser.value(seats).toStdString());
        } catch (const InputError& e) {
            result.error = QCoreApplication::translate("CommandLine", "--seats: %1")
                               .arg(QString::fromStdString(e.reason()));
            return result;
        }
    }
    if (parser.isSet(seed)) {
        bool ok = false;
        const auto value = parser.value(seed).toULongLong(&ok);
        if (!ok) {
            result.error =
                QCoreApplication::translate("CommandLine", "--seed: expected a number, got '%1'")
                    .arg(parser.value(seed));
            return result;
        }
        options.seed = value;
    }
    if (parser.isSet(pace)) {
        bool ok = false;
        const double value = parser.value(pace).toDouble(&ok);
        if (!ok || value < 0 || value > 3) {
            result.error = QCoreApplication::translate(
                               "CommandLine", "--pace: expected a number from 0 to 3, got '%1'")
                               .arg(parser.value(pace));
            return result;
        }
        options.pace = value;
    }
    return result;
}

}  // namespace lt::shell
