#include "games/dice_blackjack/ai/threshold_policy.h"

#include <algorithm>

#include "games/dice_blackjack/dice.h"

namespace lt::diceblackjack::ai {

int mediumChoice(int followers, int best, int score) {
    int target = best + 1;
    if (followers > 0) target = std::max(target, kStandOn);
    target = std::min(target, kTarget);  // nothing beats 21: a tie is the most left to hope for
    if (score >= target) return 0;
    return std::clamp((kTarget - score) / 6, 1, kMaxDice);
}

int easyChoice(int followers, int best, int score) {
    if (score >= kStandOn) return 0;
    if (followers == 0 && score > best) return 0;
    if (score < 10) return 3;
    if (score < 15) return 2;
    return 1;
}

}  // namespace lt::diceblackjack::ai
