// The second press of Hint (issue 22, "hints that teach"): the line the engine expects from
// the position, in PDN with move numbers, and its evaluation in words (base/hint_words.h).
#pragma once

#include <QString>
#include <atomic>
#include <cstdint>
#include <vector>

#include "base/hint_words.h"
#include "games/draughts/position.h"

namespace lt::shell::draughts {

// Depth 12, as the game review: about a quarter of a second on this machine.
inline constexpr int kHintExplanationDepth = 12;

// What the line `pv` from `root` wins for the side to move, with the engine's `evaluation`.
HintOutlook draughtsHintOutlook(const lt::draughts::Position& root,
                                const std::vector<lt::draughts::Move>& pv,
                                const review::Evaluation& evaluation);

// Searches `position` (`history`: the hashes since the last man move or capture, this one last;
// `moveNumber`: the number of the move to play) and says "Expected: 12. 32-28 19x37 — wins
// 1 man, White is better". Runs on a worker thread; "" if `stop` ended the search or no
// move is left.
QString explainDraughtsHint(const lt::draughts::Position& position,
                            const std::vector<std::uint64_t>& history, int moveNumber,
                            const std::atomic<bool>& stop, int depth = kHintExplanationDepth);

}  // namespace lt::shell::draughts
