#include "games/draughts/review_job.h"

#include <optional>

#include "base/board_review_job.h"
#include "games/draughts/game.h"
#include "games/draughts/review.h"

namespace lt::shell::draughts {

GameReviewUi reviewUi() {
    using lt::draughts::DraughtsState;
    GameReviewUi ui = boardReviewUi<DraughtsState, lt::draughts::ReviewSettings>(
        lt::draughts::kDefaultReviewDepth, review::kDraughtsScale,
        [](const DraughtsState& state) { return std::optional(state.position()); },
        [](const DraughtsState& state) -> const auto& { return state.moveHistory(); },
        lt::draughts::reviewGame);
    ui.winBy = HintWinBy::NoMoveLeft;
    return ui;
}

}  // namespace lt::shell::draughts
