// Sub-commands of ludoteca-cli. Each returns the process exit code:
// 0 success, 1 a rule or invariant failure (or illegal move in a file), 2 bad input/usage.
#pragma once

#include <string>
#include <vector>

#include "framework/registry.h"

namespace lt::cli {

using Args = std::vector<std::string>;  // the arguments after the sub-command's name

int listGames(const GameRegistry& games, const Args& args);
int playGames(const GameRegistry& games, const Args& args);
int replayMatch(const GameRegistry& games, const Args& args);

// `ludoteca-cli chess ...`: perft, pgn, uci, match (src/cli/chess_command.cpp).
int chessCommand(const Args& args);
// `ludoteca-cli draughts ...`: perft, pdn, hub, dxp (src/cli/draughts_command.cpp).
int draughtsCommand(const Args& args);

}  // namespace lt::cli
