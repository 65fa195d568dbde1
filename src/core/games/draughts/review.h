// Game review for draughts: the engine searches every position of a game to a fixed depth (or
// time) and framework/game_review judges the moves (thresholds stated there; evaluations in
// hundredths of a man).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "framework/game_review.h"
#include "games/draughts/position.h"

namespace lt::draughts {

// Depth 12: about a quarter of a second per position on the loaded shared machine
// (bench/review/RESULTS.md).
inline constexpr int kDefaultReviewDepth = 12;

struct ReviewSettings {
    int depth = kDefaultReviewDepth;
    std::chrono::milliseconds time{0};  // a time cap per position besides the depth; 0: none
};

// The engine's score (search.h: hundredths of a man, mates near +-kMateScore) as a review
// evaluation.
review::Evaluation evaluationOfScore(int score);

// One position searched to `depth` (the second Hint press), even with a single legal move
// (a forced capture is often a shot): the evaluation from the side to move's view and the
// expected line, legal from `position`. `history`: the hashes since the last man move or
// capture, this one last. nullopt when `stop` ended the search or no move is left.
struct PositionLine {
    review::Evaluation evaluation;
    std::vector<Move> line;
};
std::optional<PositionLine> searchPositionLine(const Position& position,
                                               const std::vector<std::uint64_t>& history, int depth,
                                               const std::atomic<bool>& stop);

// Reviews the game `moves` played from `start` (moves in PDN notation). Positions repeated a
// third time, or after 20 moves each of kings only, count as drawn (the rules' defaults).
// Stops early, incomplete, when `stop` is set (checked by the search); `analyses` resumes a
// cancelled review and `from` is the position searched first (review::reviewGame). The engine
// is set up at the first search: a review rebuilt from its analyses alone costs no table.
// Each position is searched from an empty table and history, so that what is found there does
// not depend on the positions searched before it: a review begun at a later move, or resumed,
// judges every move as one run from the start does.
review::GameReview reviewGame(const Position& start, const std::vector<Move>& moves,
                              const ReviewSettings& settings, const std::atomic<bool>& stop,
                              const review::ReviewProgress& progress = {},
                              review::Analyses* analyses = nullptr, std::size_t from = 0);

}  // namespace lt::draughts
