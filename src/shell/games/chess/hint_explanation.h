// The second press of Hint (issue 22, "hints that teach"): the line the engine expects from
// the position, in SAN with move numbers, and its evaluation in words (base/hint_words.h).
#pragma once

#include <QString>
#include <atomic>
#include <vector>

#include "base/hint_words.h"
#include "games/chess/position.h"

namespace lt::shell::chess {

// Depth 10, as the game review: a few tenths of a second on this machine.
inline constexpr int kHintExplanationDepth = 10;

// What the line `pv` from `root` wins for the side to move, with the engine's `evaluation`.
HintOutlook chessHintOutlook(const lt::chess::Position& root,
                             const std::vector<lt::chess::Move>& pv,
                             const review::Evaluation& evaluation);

// Searches `position` and says "Expected: 12. Nxe5 dxe5 13. Qh5 — wins a knight, White is
// winning". Runs on a worker thread; returns "" if `stop` ended the search or the game is over.
QString explainChessHint(lt::chess::Position position, const std::atomic<bool>& stop,
                         int depth = kHintExplanationDepth);

}  // namespace lt::shell::chess
