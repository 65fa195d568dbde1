// The "External UCI engine" player of the New Game dialog: finds Stockfish, checks a chosen
// program with the UCI handshake and says in the player's language what went wrong.
#pragma once

#include "base/game_ui.h"

namespace lt::shell::chess {

ExternalEngineUi externalEngineUi();

}  // namespace lt::shell::chess
