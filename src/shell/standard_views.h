// The boards of every game that has one, from each game's shell folder.
#pragma once

#include <vector>

#include "base/game_ui.h"

namespace lt::shell {

std::vector<GameUi> makeStandardGameUis();

}  // namespace lt::shell
