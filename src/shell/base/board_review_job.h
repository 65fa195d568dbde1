// Review game for a game whose state keeps the moves played on its board (chess, draughts):
// which plies of the match record are board moves, and the task that has the game's engine
// review them (base/game_review_ui.h). Each game passes its own parts (games/<id>/review_job).
#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "base/game_review_ui.h"
#include "framework/errors.h"

namespace lt::shell {

// The plies among the first `plies` of `match` after which `boardMoves(state)` (the moves played on
// the board so far) lists one move more (claims such as a draw offer are no board moves), counted
// from the first state `start(state)` gives a position for (a Chess960 game draws its start
// position first: nullopt until then), reviewed by `reviewGame(position, moves, settings, stop,
// progress, &analyses, from)` with a `Settings` of `depth` plies. An empty job when no board move
// is left to review; a record move that cannot be read back ends the review's moves there.
template <class GameState, class Settings, class Start, class BoardMoves, class ReviewGame>
ReviewJob boardReviewJob(const Match& match, std::size_t plies, int depth, Start start,
                         BoardMoves boardMoves, ReviewGame reviewGame) {
    using Position = typename decltype(start(std::declval<const GameState&>()))::value_type;
    using Move =
        typename std::decay_t<decltype(boardMoves(std::declval<const GameState&>()))>::value_type;
    ReviewJob job;
    std::optional<Position> first;
    std::vector<Move> moves;
    std::unique_ptr<State> state = match.stateAt(0);
    try {
        for (std::size_t i = 0; i < std::min(plies, match.ply()); ++i) {
            const auto* before = dynamic_cast<const GameState*>(state.get());
            if (!before) return {};
            if (!first) first = start(*before);
            const std::size_t played = boardMoves(*before).size();
            match.applyPlayed(*state, i);
            decltype(auto) after = boardMoves(dynamic_cast<const GameState&>(*state));
            if (first && after.size() == played + 1) {
                moves.push_back(after.back());
                job.recordPlies.push_back(i);
            }
        }
    } catch (const InputError&) {
        // A move the record cannot read back: the review covers the moves before it.
    }
    if (!first || moves.empty()) return {};
    job.run = [position = *first, moves, depth, reviewGame](
                  const std::atomic<bool>& stop, const review::ReviewProgress& progress,
                  review::Analyses& analyses, std::size_t from) {
        Settings settings;
        settings.depth = depth;
        return reviewGame(position, moves, settings, stop, progress, &analyses, from);
    };
    return job;
}

// The GameUi::review of such a game: its default depth, its winning chances' scale and the
// parts boardReviewJob asks for.
template <class GameState, class Settings, class Start, class BoardMoves, class ReviewGame>
GameReviewUi boardReviewUi(int defaultDepth, double scale, Start start, BoardMoves boardMoves,
                           ReviewGame reviewGame) {
    GameReviewUi ui;
    ui.defaultDepth = defaultDepth;
    ui.scale = scale;
    ui.prepare = [start, boardMoves, reviewGame](const Match& match, std::size_t plies, int depth) {
        return boardReviewJob<GameState, Settings>(match, plies, depth, start, boardMoves,
                                                   reviewGame);
    };
    return ui;
}

}  // namespace lt::shell
