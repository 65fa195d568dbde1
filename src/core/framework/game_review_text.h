// A game review written into a game record's comments and read back, the same way in PGN and
// PDN. After each move: "[%eval 0.35] Blunder. Better: Nxe5 d5 exd5" — the evaluation of the
// position reached, from White's side (seat 0), in pawns or men with two decimals ("#3": White
// mates in 3 moves, "#-2": Black does; "#0" / "#-0": the game ended in mate for White / for
// Black), the move's mark, and when the engine preferred another move, its line. Before the
// first move, the evaluation of the start position.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "framework/game_review.h"

namespace lt::review {

std::string evaluationText(const Evaluation& whiteView);
// Reads evaluationText's form; nullopt when the text is not one.
std::optional<Evaluation> parseEvaluationText(std::string_view text);

// "[%eval 0.20]", the comment before the first move (of positions[0]).
std::string openingComment(const GameReview& review);
// The comment after move `index` (of review.moves).
std::string moveComment(const GameReview& review, std::size_t index);
// The PGN glyph of a mark: $1 (!) best, $6 (?!) inaccuracy, $2 (?) mistake, $4 (??) blunder;
// 0 for a good move.
int markGlyph(Mark mark);

// The review stored in a record's comments (moveComments[i] after played[i], missing ones
// empty), or nullopt when the opening comment has no evaluation. It is complete when every
// move has its evaluation and mark; it stops at the first move without them.
std::optional<GameReview> readReviewComments(const std::vector<std::string>& played, int firstMover,
                                             double scale, std::string_view opening,
                                             const std::vector<std::string>& moveComments);

}  // namespace lt::review
