// Chess's Review game: the board moves of a match (claims such as a draw offer left out) and
// their review by the engine (lt::chess::reviewGame), for the window's review.
#pragma once

#include "base/game_review_ui.h"

namespace lt::shell::chess {

GameReviewUi reviewUi();

}  // namespace lt::shell::chess
