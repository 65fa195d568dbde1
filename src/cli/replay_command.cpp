// `replay FILE`: loads a saved match, checks every move, prints the final state.
#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <fstream>
#include <memory>
#include <sstream>

#include "commands.h"
#include "framework/errors.h"
#include "framework/match.h"

namespace lt::cli {
namespace {

int replayMatch(const GameRegistry& games, const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError("cannot open '" + path + "'", 0, "replay");
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
        fmt::print(stderr, "{}:{}{}{}\n", path,
                   e.line() > 0 ? std::to_string(e.line()) + ": " : " ",
                   e.field().empty() ? "" : e.field() + ": ", e.reason());
        return 2;
    }
    return 0;
}

}  // namespace

void addReplayCommand(CLI::App& cli, const GameRegistry& games, Run& run) {
    auto path = std::make_shared<std::string>();
    CLI::App* command =
        cli.add_subcommand("replay", "replays a saved match and prints the final state");
    command->add_option("FILE", *path, "a saved match (.ludoteca)")->required();
    command->callback(
        [&games, &run, path] { run = [&games, path] { return replayMatch(games, *path); }; });
}

}  // namespace lt::cli
