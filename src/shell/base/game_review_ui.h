// What the shell needs to review a game with its engine (chess, draughts): which plies of a
// match record are the board's moves, and a task that analyses them on a worker thread.
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <vector>

#include "base/hint_words.h"
#include "framework/game_review.h"
#include "framework/match.h"

namespace lt::shell {

// A review as the window keeps it: the core's review of the board's moves (claims such as a
// draw offer are no moves of the review) and the record's ply of each of those moves.
struct MatchReview {
    review::GameReview review;
    std::vector<std::size_t> recordPlies;  // recordPlies[i]: the record index of move i
};

// One review to run: the moves it covers and the analysis itself.
struct ReviewJob {
    std::vector<std::size_t> recordPlies;  // as in MatchReview, for every move of the game
    // Runs on a worker thread; `analyses` holds the positions earlier runs analysed, by
    // position (they are not searched again) and receives the new ones; `from` is the position
    // searched first (review::reviewGame). Returns promptly once `stop` is set; with `stop` set
    // from the start it only rebuilds the review of `analyses` (no engine, any thread).
    std::function<review::GameReview(const std::atomic<bool>& stop,
                                     const review::ReviewProgress& progress,
                                     review::Analyses& analyses, std::size_t from)>
        run;
};

struct GameReviewUi {
    int defaultDepth = 1;
    double scale = review::kChessScale;  // the winning chances' k (framework/game_review.h)
    HintWinBy winBy = HintWinBy::Mate;   // a won position in words: "mates in 3" or not
    // The review of the first `plies` moves of `match` (those played at most), searched to
    // `depth` plies.
    std::function<ReviewJob(const Match& match, std::size_t plies, int depth)> prepare;
};

}  // namespace lt::shell
