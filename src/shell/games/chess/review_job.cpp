#include "games/chess/review_job.h"

#include <optional>

#include "base/board_review_job.h"
#include "games/chess/game.h"
#include "games/chess/review.h"

namespace lt::shell::chess {

GameReviewUi reviewUi() {
    using lt::chess::ChessState;
    return boardReviewUi<ChessState, lt::chess::ReviewSettings>(
        lt::chess::kDefaultReviewDepth, review::kChessScale,
        // A Chess960 game draws its start position first: the review starts after it.
        [](const ChessState& state) {
            return state.awaitingDraw() ? std::nullopt : std::optional(state.position());
        },
        [](const ChessState& state) { return state.position().movesPlayed(); },
        lt::chess::reviewGame);
}

}  // namespace lt::shell::chess
