// Draughts games on disk as PDN: the Open… and Save… dialogs' "Draughts games (*.pdn)" format.
#pragma once

#include "base/game_ui.h"

namespace lt::shell::draughts {

GameFileFormat pdnFileFormat();

}  // namespace lt::shell::draughts
