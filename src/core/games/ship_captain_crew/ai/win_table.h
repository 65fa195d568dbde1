// Two players: the probability of winning from the start of any turn, by backward induction
// over (turns left in the game, lead of the player to move). A shared win counts one half.
// Each turn is played by the TurnPolicy whose utility is the win chance it leads to, so the
// table is exact for two players who both maximise their chance of winning.
#pragma once

#include <vector>

#include "games/ship_captain_crew/ai/turn_policy.h"

namespace lt::shipcaptaincrew::ai {

class WinTable {
  public:
    // `turns`: turns in the whole game (10 rounds of two players: 20).
    WinTable(int turns, bool cargoReroll);

    // Win chance of the player about to start a turn with `turnsLeft` turns left in the game
    // (this one included) and `lead` miles more than the opponent.
    double startOfTurn(int turnsLeft, int lead) const;
    // What a turn ending with m miles is worth to the player playing it.
    TurnUtility utility(int turnsLeft, int lead) const;
    bool cargoReroll() const { return cargoReroll_; }

  private:
    // After the game: 1 for a lead, 1/2 for a tie, 0 behind.
    double value(int turnsLeft, int lead) const;

    int turns_;
    int maxLead_;
    bool cargoReroll_;
    std::vector<std::vector<double>> values_;  // [turnsLeft][lead + maxLead_]
};

}  // namespace lt::shipcaptaincrew::ai
