// Game review for chess: the engine searches every position of a game to a fixed depth (or
// time) and framework/game_review judges the moves (thresholds stated there).
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "framework/game_review.h"
#include "games/chess/position.h"

namespace lt::chess {

// Depth 10 reviews a 60-move game in about 21 s on the shared 2-core machine at a load of 16
// (4.5 s of processor time; bench/review/RESULTS.md).
inline constexpr int kDefaultReviewDepth = 10;

struct ReviewSettings {
    int depth = kDefaultReviewDepth;
    std::int64_t moveTimeMs = 0;  // a time cap per position besides the depth; 0: none
    std::size_t tableMegabytes = 32;
};

// The engine's score (search.h: centipawns or a mate score) as a review evaluation.
review::Evaluation evaluationOfScore(int score);

// Reviews the game `moves` played from `start`; moves are in SAN. Stops early, incomplete,
// when `stop` is set (checked by the search); `analyses` resumes a cancelled review and `from`
// is the position searched first (review::reviewGame). The engine is set up at the first
// search: a review rebuilt from its analyses alone costs no table.
// Each position is searched from an empty table and history, so that what is found there does
// not depend on the positions searched before it: a review begun at a later move, or resumed,
// judges every move as one run from the start does.
review::GameReview reviewGame(const Position& start, const std::vector<Move>& moves,
                              const ReviewSettings& settings, const std::atomic<bool>& stop,
                              const review::ReviewProgress& progress = {},
                              review::Analyses* analyses = nullptr, std::size_t from = 0);

}  // namespace lt::chess
