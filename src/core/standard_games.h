// Every game Ludoteca has, registered in a fresh registry.
#pragma once

#include "framework/registry.h"

namespace lt {

GameRegistry makeStandardGames();

}  // namespace lt
