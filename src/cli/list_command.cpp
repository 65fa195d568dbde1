#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/game_names.h"

namespace lt::cli {

void addListCommand(CLI::App& cli, const GameRegistry& games, Run& run) {
    cli.add_subcommand("list",
                       "one line per game: id, name (in the system language), players, family")
        ->callback([&games, &run] {
            run = [&games] {
                const GameNames names;
                for (const Game* game : games.all()) {
                    const GameInfo& info = game->info();
                    fmt::print("{}\t{}\t{}-{}\t{}\n", info.id, names.name(info), info.minPlayers,
                               info.maxPlayers, familyName(info.family));
                }
                return 0;
            };
        });
}

}  // namespace lt::cli
