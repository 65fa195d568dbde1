// A draughts game review kept in PDN comments (framework/game_review_text.h).
#pragma once

#include <optional>

#include "framework/game_review.h"
#include "games/draughts/pdn.h"

namespace lt::draughts {

// Puts the review's comments into `game` (its moves are those reviewed).
void writeReviewComments(PdnGame& game, const review::GameReview& review);

// The review a PDN game's comments hold, or nullopt when it holds none.
std::optional<review::GameReview> readReview(const PdnGame& game);

}  // namespace lt::draughts
