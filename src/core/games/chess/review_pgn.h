// A chess game review kept in PGN: [%eval] comments with the marks and better lines
// (framework/game_review_text.h) and the marks' glyphs ($1 $6 $2 $4).
#pragma once

#include <optional>
#include <vector>

#include "framework/game_review.h"
#include "games/chess/pgn.h"

namespace lt::chess {

// One annotation per reviewed move, for writePgn; the opening comment is
// review::openingComment(review).
std::vector<PgnAnnotation> reviewAnnotations(const review::GameReview& review);

// The review a PGN game's comments hold, or nullopt when it holds none; `replayed` is the
// game as replayPgnGame() played it.
std::optional<review::GameReview> readReview(const PgnGame& game, const ReplayedGame& replayed);

}  // namespace lt::chess
