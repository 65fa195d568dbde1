// The heart of the rules: which dice of a throw become the ship (6), the captain (5) and the
// crew (4), always in that order and one die of each (rules 2-4, S2), and what the other
// dice are.
#pragma once

#include "games/ship_captain_crew/dice.h"

namespace lt::shipcaptaincrew {

// How much of the crew a player holds: nothing, the ship, ship and captain, or all three.
enum class Crew { None = 0, Ship = 1, Captain = 2, Complete = 3 };

// The face the next member of the crew needs (6, 5, 4); 0 once complete.
int faceNeeded(Crew crew);
const char* crewName(Crew crew);  // "nothing", "ship", "captain", "crew"

struct Boarding {
    Crew crew = Crew::None;  // after the throw
    DiceCounts setAside{};   // the dice of the throw that joined the crew
    DiceCounts others{};     // the rest: thrown again, or the cargo once the crew is complete
};

// What a throw of 5 - crew dice gives a player who already holds `crew`.
Boarding board(Crew crew, const DiceCounts& thrown);

}  // namespace lt::shipcaptaincrew
