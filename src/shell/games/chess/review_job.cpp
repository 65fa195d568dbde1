#include "games/chess/review_job.h"

#include <algorithm>
#include <optional>

#include "framework/errors.h"
#include "games/chess/game.h"
#include "games/chess/review.h"

namespace lt::shell::chess {

namespace {

using lt::chess::ChessState;

ReviewJob chessReviewJob(const Match& match, std::size_t plies, int depth) {
    ReviewJob job;
    std::optional<lt::chess::Position> start;
    std::vector<lt::chess::Move> moves;
    std::unique_ptr<State> state = match.stateAt(0);
    try {
        for (std::size_t i = 0; i < std::min(plies, match.ply()); ++i) {
            const auto* before = dynamic_cast<const ChessState*>(state.get());
            if (!before) return {};
            // A Chess960 game draws its start position first: the review starts after it.
            const bool board = !before->awaitingDraw();
            if (board && !start) start = before->position();
            const std::size_t played = before->position().movesPlayed().size();
            match.applyPlayed(*state, i);
            const auto* after = dynamic_cast<const ChessState*>(state.get());
            const auto afterMoves = after->position().movesPlayed();
            if (board && afterMoves.size() == played + 1) {
                moves.push_back(afterMoves.back());
                job.recordPlies.push_back(i);
            }
        }
    } catch (const InputError&) {
        // A move the record cannot read back: the review covers the moves before it.
    }
    if (!start || moves.empty()) return {};
    job.run = [start = *start, moves, depth](const std::atomic<bool>& stop,
                                             const review::ReviewProgress& progress,
                                             review::Analyses& analyses, std::size_t from) {
        lt::chess::ReviewSettings settings;
        settings.depth = depth;
        return lt::chess::reviewGame(start, moves, settings, stop, progress, &analyses, from);
    };
    return job;
}

}  // namespace

GameReviewUi reviewUi() {
    GameReviewUi ui;
    ui.defaultDepth = lt::chess::kDefaultReviewDepth;
    ui.scale = review::kChessScale;
    ui.prepare = chessReviewJob;
    return ui;
}

}  // namespace lt::shell::chess
