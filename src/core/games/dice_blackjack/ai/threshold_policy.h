// The simpler computer players' habits, as functions of what a decision depends on (the
// running score, the best score standing, the players still to play after).
//   Medium: stands once he beats the best score standing and has at least 17 (or, when
//           nobody plays after him, as soon as he beats it; facing 21, he tries for the tie);
//           throws as many dice as cannot take him over 21 (at least one).
//   Easy:   a beginner's habits: stands on 17 or more whatever the others scored (and on any
//           winning score when last to play); throws 3 dice below 10, 2 below 15, then 1.
// Both return 0 to stop, or the number of dice to throw.
#pragma once

namespace lt::diceblackjack::ai {

inline constexpr int kStandOn = 17;

int mediumChoice(int followers, int best, int score);
int easyChoice(int followers, int best, int score);

}  // namespace lt::diceblackjack::ai
