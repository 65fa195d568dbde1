// `replay FILE`: loads a saved match, checks every move, prints the final state.
#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "framework/error_location.h"
#include "framework/match.h"
#include "framework/record_lines.h"
#include "framework/text_file.h"

namespace lt::cli {
namespace {

int replayMatch(const GameRegistry& games, const std::string& path) {
    try {
        RecordLines lines;
        const MatchRecord record = readMatchRecord(readTextFile(path), lines);
        const Match match = replayRecord(games, record, lines);
        fmt::print("game {} after {} moves\nundo {}\n{}\n", match.game().info().id, match.ply(),
                   undoPolicyId(match.undoPolicy()), match.state().toString());
        if (match.state().isTerminal()) {
            std::string places;
            for (int place : match.state().ranking()) places += std::to_string(place) + " ";
            fmt::print("final ranking: {}\n", places);
        }
    } catch (const InputError& e) {
        fmt::print(stderr, "{}\n", locatedMessage(path, e));
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
