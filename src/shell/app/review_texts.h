// A game review in the interface's language: the marks as symbols ("??") and in words
// ("blunder"), each player's summary, and what the review says of one position.
#pragma once

#include <QString>
#include <cstddef>

#include "base/hint_words.h"
#include "framework/game_review.h"

namespace lt::shell {

// "?!", "?", "??" for an inaccuracy, a mistake and a blunder; "" for a best or good move.
QString markSymbol(review::Mark mark);
// "best move", "good move", "inaccuracy", "mistake", "blunder".
QString markWords(review::Mark mark);
// "Anna: accuracy 87 %. Best 20, good 8, ?! inaccuracies 2, ? mistakes 1, ?? blunders 0."
QString playerSummary(const QString& name, const review::PlayerSummary& summary);
// What the review says of position `index` (0: the start; i: after move i - 1): the move, its
// mark, the better move with the engine's line, and who stands better. `names`: seats 0, 1;
// `winBy`: how the game words a won position.
QString positionComment(const review::GameReview& review, std::size_t index,
                        const QString& firstName, const QString& secondName, HintWinBy winBy);

}  // namespace lt::shell
