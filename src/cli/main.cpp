// ludoteca-cli: the games without a window. Lists games, plays computer matches, replays
// saved matches, and hosts the chess and draughts tools (perft, PGN/PDN, engine protocols).
#include <fmt/core.h>

#include <exception>
#include <string>
#include <vector>

#include "commands.h"
#include "framework/errors.h"
#include "standard_games.h"

namespace {

constexpr const char* kUsage = R"(usage: ludoteca-cli COMMAND [ARGS]

commands:
  list                                 one line per game: id, name, players, family
  play ID --seats S --games N --seed S [--option key=value ...]
                                       plays computer matches; S like ai:easy,ai:hard,random
  replay FILE                          replays a saved match and prints the final state
  chess perft|pgn|uci ...              chess tools (see 'chess --help')
  draughts perft|pdn|hub|dxp ...       international draughts tools (see 'draughts --help')
)";

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h") {
        fmt::print(args.empty() ? stderr : stdout, "{}", kUsage);
        return args.empty() ? 2 : 0;
    }
    const std::string command = args[0];
    const lt::cli::Args rest(args.begin() + 1, args.end());
    try {
        const lt::GameRegistry games = lt::makeStandardGames();
        if (command == "list") return lt::cli::listGames(games, rest);
        if (command == "play") return lt::cli::playGames(games, rest);
        if (command == "replay") return lt::cli::replayMatch(games, rest);
        if (command == "chess") return lt::cli::chessCommand(rest);
        if (command == "draughts") return lt::cli::draughtsCommand(rest);
        fmt::print(stderr, "ludoteca-cli: unknown command '{}'\n{}", command, kUsage);
        return 2;
    } catch (const lt::InputError& e) {
        fmt::print(stderr, "ludoteca-cli: {}\n", e.what());
        return 2;
    } catch (const std::exception& e) {
        fmt::print(stderr, "ludoteca-cli: internal error: {}\n", e.what());
        return 1;
    }
}
