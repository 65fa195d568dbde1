// The command line of `ludoteca`: which game to open directly, who sits where, and options
// for screenshots and tests.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "framework/match_record.h"

namespace lt::shell {

struct CommandLine {
    QString gameId;                              // --game: open this game at once
    std::optional<std::vector<SeatSpec>> seats;  // --seats human:Anna,ai:hard
    std::optional<UndoPolicy> undo;              // --undo own-last-move
    std::optional<std::uint64_t> seed;           // --seed
    QString language;                            // --lang
    bool noResume = false;                       // --no-resume
    std::optional<double> pace;                  // --pace
    QString screenshot;                          // --screenshot FILE.png
};

struct CommandLineResult {
    CommandLine options;
    bool helpAsked = false;     // --help: print commandLineHelp() and exit
    bool versionAsked = false;  // --version: print the name and version and exit
    QString error;              // non-empty: say it and exit with status 2
    QStringList warnings;       // say them and go on (a --lang without a translation: English)
};

// `arguments` includes the program name. Needs no application object: the program parses its
// command line before it knows whether it needs a display (not for --help, --version or an error).
CommandLineResult parseCommandLine(const QStringList& arguments);
// What --help prints (the application object must exist: the usage line names the program).
QString commandLineHelp();
// --seats names unnamed seats in English ("Computer 2", "Player 1": the parser is the core's and
// runs before the translations are installed). Once they are, these names become the window's
// language, as the New Game dialog names its seats; a name the user typed is kept.
void translateDefaultSeatNames(std::vector<SeatSpec>& seats);
// The --lang value, read before the translations are installed (so --help is translated).
QString languageArgument(const QStringList& arguments);

}  // namespace lt::shell
