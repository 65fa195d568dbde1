// `replay FILE`: loads a saved match, checks every move, prints the final state.
#include <fmt/core.h>

#include <fstream>
#include <sstream>

#include "commands.h"
#include "framework/errors.h"
#include "framework/match.h"

namespace lt::cli {

int replayMatch(const GameRegistry& games, const Args& args) {
    if (args.size() != 1) throw InputError("usage: ludoteca-cli replay FILE", 0, "replay");
    std::ifstream in(args[0], std::ios::binary);
    if (!in) throw InputError("cannot open '" + args[0] + "'", 0, "replay");
    std::ostringstream text;
    text << in.rdbuf();
    try {
        const Match match = Match::fromRecord(games, readMatchRecord(text.str()));
        fmt::print("game {} after {} moves\n{}\n", match.game().info().id, match.ply(),
                   match.state().toString());
        if (match.state().isTerminal()) {
            std::string places;
            for (int place : match.state().ranking()) places += std::to_string(place) + " ";
            fmt::print("final ranking: {}\n", places);
        }
    } catch (const InputError& e) {
        // "file:line: field: reason", the form editors and terminals link to.
        fmt::print(stderr, "{}:{}{}{}\n", args[0],
                   e.line() > 0 ? std::to_string(e.line()) + ": " : " ",
                   e.field().empty() ? "" : e.field() + ": ", e.reason());
        return 2;
    }
    return 0;
}

}  // namespace lt::cli
