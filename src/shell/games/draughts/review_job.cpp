#include "games/draughts/review_job.h"

#include <algorithm>

#include "framework/errors.h"
#include "games/draughts/game.h"
#include "games/draughts/review.h"

namespace lt::shell::draughts {

namespace {

using lt::draughts::DraughtsState;

ReviewJob draughtsReviewJob(const Match& match, std::size_t plies, int depth) {
    ReviewJob job;
    std::unique_ptr<State> state = match.stateAt(0);
    const auto* first = dynamic_cast<const DraughtsState*>(state.get());
    if (!first) return {};
    const lt::draughts::Position start = first->position();
    std::vector<lt::draughts::Move> moves;
    try {
        for (std::size_t i = 0; i < std::min(plies, match.ply()); ++i) {
            const std::size_t played =
                dynamic_cast<const DraughtsState&>(*state).moveHistory().size();
            match.applyPlayed(*state, i);
            const auto& history = dynamic_cast<const DraughtsState&>(*state).moveHistory();
            if (history.size() == played + 1) {
                moves.push_back(history.back());
                job.recordPlies.push_back(i);
            }
        }
    } catch (const InputError&) {
        // A move the record cannot read back: the review covers the moves before it.
    }
    if (moves.empty()) return {};
    job.run = [start, moves, depth](const std::atomic<bool>& stop,
                                    const review::ReviewProgress& progress,
                                    review::Analyses& analyses, std::size_t from) {
        lt::draughts::ReviewSettings settings;
        settings.depth = depth;
        return lt::draughts::reviewGame(start, moves, settings, stop, progress, &analyses, from);
    };
    return job;
}

}  // namespace

GameReviewUi reviewUi() {
    GameReviewUi ui;
    ui.defaultDepth = lt::draughts::kDefaultReviewDepth;
    ui.scale = review::kDraughtsScale;
    ui.prepare = draughtsReviewJob;
    return ui;
}

}  // namespace lt::shell::draughts
