// `replay FILE`: loads a saved match, checks every move, prints the final state.
#include <fmt/core.h>

#include "commands.h"
#include "framework/error_location.h"
#include "framework/match.h"
#include "framework/record_lines.h"
#include "framework/text_file.h"

namespace lt::cli {

int replayMatch(const GameRegistry& games, const Args& args) {
    if (args.size() != 1) throw InputError("usage: ludoteca-cli replay FILE", 0, "replay");
    try {
        RecordLines lines;
        const MatchRecord record = readMatchRecord(readTextFile(args[0]), lines);
        const Match match = replayRecord(games, record, lines);
        fmt::print("game {} after {} moves\n{}\n", match.game().info().id, match.ply(),
                   match.state().toString());
        if (match.state().isTerminal()) {
            std::string places;
            for (int place : match.state().ranking()) places += std::to_string(place) + " ";
            fmt::print("final ranking: {}\n", places);
        }
    } catch (const InputError& e) {
        fmt::print(stderr, "{}\n", locatedMessage(args[0], e));
        return 2;
    }
    return 0;
}

}  // namespace lt::cli
