// Draughts's Review game: the moves of a match and their review by the engine
// (lt::draughts::reviewGame), for the window's review.
#pragma once

#include "base/game_review_ui.h"

namespace lt::shell::draughts {

GameReviewUi reviewUi();

}  // namespace lt::shell::draughts
