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
    std::optional<std::uint64_t> seed;           // --seed
    QString language;                            // --lang
    bool noResume = false;                       // --no-resume
    std::optional<double> pace;                  // --pace
    QString screenshot;                          // --screenshot FILE.png
};

struct CommandLineResult {
    CommandLine options;
    QString error;  // non-empty: say it and exit with status 2
};

// `arguments` includes the program name. --help and --version print and exit the process.
CommandLineResult parseCommandLine(const QStringList& arguments);
// The --lang value, read before the translations are installed (so --help is translated).
QString languageArgument(const QStringList& arguments);

}  // namespace lt::shell
