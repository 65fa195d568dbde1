#include "app/command_line.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include "app/language.h"
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

namespace {

// Every option of `ludoteca`, described in the installed language.
struct Parser {
    Parser();
    QCommandLineParser parser;
    QCommandLineOption help, version, game, seats, undo, seed, lang, noResume, pace, screenshot;
};

Parser::Parser()
    : help(parser.addHelpOption()),
      version(parser.addVersionOption()),
      game("game",
           QCoreApplication::translate("CommandLine", "Start a match of game <id> at once."), "id"),
      seats("seats",
            QCoreApplication::translate(
                "CommandLine", "Who plays, e.g. human:Anna,ai:hard,random (needs --game)."),
            "list"),
      undo("undo",
           QCoreApplication::translate(
               "CommandLine",
               "Undo in the match: free, own-last-move or off (needs --game; default: the "
               "game's, own-last-move with chance against the computer, otherwise free)."),
           "policy"),
      seed("seed", QCoreApplication::translate("CommandLine", "Seed for dice and shuffles."), "n"),
      lang("lang",
           QCoreApplication::translate("CommandLine", "Interface language: %1.")
               .arg(supportedLanguages().join(QStringLiteral(", "))),
           "code"),
      noResume("no-resume", QCoreApplication::translate(
                                "CommandLine", "Do not offer to resume the autosaved match.")),
      pace("pace",
           QCoreApplication::translate("CommandLine",
                                       "Animation pace: 0 instant, 1 normal, 2 slow."),
           "x"),
      screenshot("screenshot",
                 QCoreApplication::translate("CommandLine",
                                             "Save a picture of the window to <file> and quit."),
                 "file") {
    parser.setApplicationDescription(
        QCoreApplication::translate("CommandLine", "Ludoteca: board, dice and card games."));
    parser.addOptions({game, seats, undo, seed, lang, noResume, pace, screenshot});
}

}  // namespace

void translateDefaultSeatNames(std::vector<SeatSpec>& seats) {
    for (std::size_t i = 0; i < seats.size(); ++i) {
        SeatSpec& seat = seats[i];
        const std::string number = std::to_string(i + 1);
        // An ai seat has no name in the --seats syntax; a human one has "Player N" unless typed.
        if (!seat.human)
            seat.name = QCoreApplication::translate("lt::shell::NewGameDialog", "Computer %1")
                            .arg(i + 1)
                            .toStdString();
        else if (seat.name == "Player " + number)
            seat.name = QCoreApplication::translate("lt::shell::NewGameDialog", "Player %1")
                            .arg(i + 1)
                            .toStdString();
    }
}

QString commandLineHelp() {
    return Parser().parser.helpText();
}

CommandLineResult parseCommandLine(const QStringList& arguments) {
    Parser all;
    QCommandLineParser& parser = all.parser;
    CommandLineResult result;
    if (!parser.parse(arguments)) {
        result.error = parser.errorText();
        return result;
    }
    CommandLine& options = result.options;
    // The language first: --help and --version speak it too, and warn about one we lack.
    options.language = parser.value(all.lang);
    if (!options.language.isEmpty() && !supportedLanguages().contains(options.language)) {
        result.warnings << QCoreApplication::translate(
                               "CommandLine",
                               "--lang: no translation for '%1' (%2); the interface is in English")
                               .arg(options.language, supportedLanguages().join(", "));
        options.language = QStringLiteral("en");
    }
    result.helpAsked = parser.isSet(all.help);
    result.versionAsked = parser.isSet(all.version);
    if (result.helpAsked || result.versionAsked) return result;
    if (!parser.positionalArguments().isEmpty()) {
        result.error = QCoreApplication::translate("CommandLine", "Unexpected argument: %1")
                           .arg(parser.positionalArguments().first());
        return result;
    }
    options.gameId = parser.value(all.game);
    options.noResume = parser.isSet(all.noResume);
    options.screenshot = parser.value(all.screenshot);
    if (parser.isSet(all.seats)) {
        if (options.gameId.isEmpty()) {
            result.error = QCoreApplication::translate("CommandLine", "--seats needs --game");
            return result;
        }
        try {
            options.seats = parseSeatList(parser.value(all.seats).toStdString());
        } catch (const InputError& e) {
            result.error = QCoreApplication::translate("CommandLine", "--seats: %1")
                               .arg(QString::fromStdString(e.reason()));
            return result;
        }
    }
    if (parser.isSet(all.undo)) {
        if (options.gameId.isEmpty()) {
            result.error = QCoreApplication::translate("CommandLine", "--undo needs --game");
            return result;
        }
        options.undo = parseUndoPolicy(parser.value(all.undo).toStdString());
        if (!options.undo) {
            result.error =
                QCoreApplication::translate("CommandLine",
                                            "--undo: expected free, own-last-move or off, got '%1'")
                    .arg(parser.value(all.undo));
            return result;
        }
    }
    if (parser.isSet(all.seed)) {
        bool ok = false;
        const auto value = parser.value(all.seed).toULongLong(&ok);
        if (!ok) {
            result.error =
                QCoreApplication::translate("CommandLine", "--seed: expected a number, got '%1'")
                    .arg(parser.value(all.seed));
            return result;
        }
        options.seed = value;
    }
    if (parser.isSet(all.pace)) {
        bool ok = false;
        const double value = parser.value(all.pace).toDouble(&ok);
        if (!ok || value < 0 || value > 3) {
            result.error = QCoreApplication::translate(
                               "CommandLine", "--pace: expected a number from 0 to 3, got '%1'")
                               .arg(parser.value(all.pace));
            return result;
        }
        options.pace = value;
    }
    return result;
}

}  // namespace lt::shell
