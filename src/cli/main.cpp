// ludoteca-cli: the games without a window. Lists games, plays computer matches, replays
// saved matches, and hosts the chess and draughts tools (perft, PGN/PDN, engine protocols).
// The command line is CLI11's: each command and sub-command has its own --help.
#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <exception>
#include <string>
#include <vector>

#include "cli/command_support.h"
#include "cli/commands.h"
#include "framework/errors.h"
#include "standard_games.h"

namespace {

std::string commandNames(const CLI::App& cli) {
    std::string names;
    for (const CLI::App* command : cli.get_subcommands(std::function<bool(const CLI::App*)>{}))
        names += (names.empty() ? "" : ", ") + command->get_name();
    return names;
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    try {
        const lt::GameRegistry games = lt::makeStandardGames();
        CLI::App cli("The games of Ludoteca without a window.", "ludoteca-cli");
        cli.require_subcommand(1);
        lt::cli::Run run;
        lt::cli::addListCommand(cli, games, run);
        lt::cli::addPlayCommand(cli, games, run);
        lt::cli::addReplayCommand(cli, games, run);
        lt::cli::addChessCommand(cli, run);
        lt::cli::addDraughtsCommand(cli, run);
        if (args.empty()) {
            fmt::print(stderr, "{}", cli.help());
            return 2;
        }
        if (const auto unknown = lt::cli::unknownCommand(cli, args)) {
            fmt::print(stderr, "ludoteca-cli: unknown command '{}' (commands: {})\n", *unknown,
                       commandNames(cli));
            return 2;
        }
        try {
            cli.parse(argc, argv);
        } catch (const CLI::ParseError& e) {
            if (e.get_exit_code() == 0) return cli.exit(e);  // --help
            const std::string command = lt::cli::chosenCommand(cli);
            fmt::print(stderr, "ludoteca-cli: {}{}\nsee 'ludoteca-cli {}--help'\n",
                       command.empty() ? "" : command + ": ", e.what(),
                       command.empty() ? "" : command + " ");
            return 2;
        }
        return run();
    } catch (const lt::InputError& e) {
        fmt::print(stderr, "ludoteca-cli: {}\n", e.what());
        return 2;
    } catch (const std::exception& e) {
        fmt::print(stderr, "ludoteca-cli: internal error: {}\n", e.what());
        return 1;
    }
}
