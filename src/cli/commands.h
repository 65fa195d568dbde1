// Sub-commands of ludoteca-cli, declared to CLI11. Each add...Command adds its sub-command
// (with its options and --help) to `cli` and, when the command line chooses it, sets `run` to
// the command; main calls `run` once the whole line is parsed. A command returns the process
// exit code: 0 success, 1 a rule or invariant failure (or illegal move in a file), 2 bad
// input/usage.
#pragma once

#include <functional>

#include "framework/registry.h"

namespace CLI {
class App;
}

namespace lt::cli {

using Run = std::function<int()>;

void addListCommand(CLI::App& cli, const GameRegistry& games, Run& run);
void addPlayCommand(CLI::App& cli, const GameRegistry& games, Run& run);
void addReplayCommand(CLI::App& cli, const GameRegistry& games, Run& run);

// `ludoteca-cli chess ...`: perft, pgn, uci (src/cli/chess_command.cpp).
void addChessCommand(CLI::App& cli, Run& run);
// `ludoteca-cli draughts ...`: perft, pdn, hub, dxp (src/cli/draughts_command.cpp).
void addDraughtsCommand(CLI::App& cli, Run& run);

}  // namespace lt::cli
