// The best way to play one turn for a given value of its outcome, by expectimax over the
// turn's few states: the crew aboard and the throws left before the crew is complete, then
// the two cargo dice and the throws left. The only choices are stopping or which cargo dice to
// throw again, so the whole turn is solved exactly in microseconds.
#pragma once

#include <array>
#include <functional>

#include "games/ship_captain_crew/crew.h"
#include "games/ship_captain_crew/move.h"

namespace lt::shipcaptaincrew::ai {

inline constexpr int kMaxMiles = 12;

// What ending the turn with m miles is worth (m = 0 without the full crew, 2..12 with it).
using TurnUtility = std::array<double, kMaxMiles + 1>;
// Probability of each number of miles for the turn.
using MilesDistribution = std::array<double, kMaxMiles + 1>;

// The utility that makes the policy maximise the expected miles.
TurnUtility milesUtility();

// A fixed habit for the cargo: stop, or the cargo dice to throw again, with the cargo faces
// (low, high) and 1 or 2 throws left.
using CargoRule = std::function<SccMove(int low, int high, int throwsLeft)>;

class TurnPolicy {
  public:
    TurnPolicy(const TurnUtility& utility, bool cargoReroll);
    // The turn played by `rule` instead of as well as possible (the levels below Hard): its
    // values under `utility` and its miles distribution.
    static TurnPolicy following(const TurnUtility& utility, const CargoRule& rule);

    // Expected utility of a turn before its first throw.
    double startValue() const { return start_[0][3]; }
    // Before a throw, with the crew still incomplete and `throwsLeft` throws (1..3) to come.
    double valueBeforeThrow(Crew crew, int throwsLeft) const;
    // With the cargo (low, high) and `throwsLeft` throws (0..2) still allowed.
    double cargoValue(int low, int high, int throwsLeft) const;
    SccMove bestMove(int low, int high, int throwsLeft) const;
    // The miles a turn gives when played by this policy (worked out on request: the win
    // tables build thousands of policies and need only their values).
    MilesDistribution distribution() const;

  private:
    // Choice at a cargo state: stop, throw the low die, the high die, or both again.
    enum class Choice { Stop, Low, High, Both };

    // Fills the tables: the best choices, or those of `rule` when it is given.
    TurnPolicy(const TurnUtility& utility, bool cargoReroll, const CargoRule* rule);

    TurnUtility utility_;
    // cargo_[t][low][high] (faces 1..6 as 0..5), the best choice and its miles distribution.
    std::array<std::array<std::array<double, 6>, 6>, 3> cargo_{};
    std::array<std::array<std::array<Choice, 6>, 6>, 3> choice_{};
    // start_[crew][throwsLeft] for crew 0..2 and throws 1..3.
    std::array<std::array<double, 4>, 3> start_{};
};

}  // namespace lt::shipcaptaincrew::ai
