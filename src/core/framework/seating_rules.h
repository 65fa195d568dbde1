// A game that will not seat every mix of people and computers (Kem's on one screen: no people
// on opposite teams, who would see each other's cards). The match refuses such seats, and the
// new-game dialog says why before the game starts.
#pragma once

#include <string>
#include <vector>

#include "framework/game.h"

namespace lt {

class SeatingRules {
  public:
    virtual ~SeatingRules() = default;
    // Why a match cannot seat these players, `human[seat]` telling whose seat is a person's
    // (English; the shell translates it), or empty.
    virtual std::string seatingProblem(const std::vector<bool>& human) const = 0;
};

// `game`'s answer if it has seating rules, else empty: any seating will do.
inline std::string seatingProblemOf(const Game& game, const std::vector<bool>& human) {
    const auto* rules = dynamic_cast<const SeatingRules*>(&game);
    return rules ? rules->seatingProblem(human) : std::string();
}

}  // namespace lt
