// How fast and how well a computer plays Trovami!, by level (rules digest §5.4): the time it
// needs to find the card among those on the table, the odds that it touches a wrong card that
// shares a symbol with the dice, and how well it remembers who won a card.
#pragma once

#include <optional>
#include <string_view>

#include "framework/game.h"
#include "framework/rng.h"
#include "games/flags_trovami/state.h"

namespace lt::flags_trovami {

// How long the board's dice tumble before anyone can see them: computers' reaction times
// start after it, like a human's.
inline constexpr int kDiceSettleMs = 900;
// How long a race lasts before the roller rolls again (T4), counted after the dice settle:
// long when the card lies on the table (somebody will find it), short when it has to be booked
// (a player who remembers books at once).
inline constexpr int kFindLimitMs = 20000;
inline constexpr int kBookLimitMs = 4500;
// How long a human who booked has to say the name (digest §5.3).
inline constexpr int kNameLimitMs = 3000;

struct Skill {
    double speed;        // search time divisor: 1, 1.3, 1.7
    double wrongCard;    // chance of touching a wrong card that shares a symbol
    double memory;       // chance of remembering a card just won
    double memoryDecay;  // per card won since
};

// Easy, Medium or Hard; throws InputError for another level.
Skill skillFor(std::string_view level);

// The search time for a table holding `cardsOnTable` cards, in ms after the dice settle:
// 600 + 120 × cards × uniform(0.5, 1.5), divided by the level's speed.
int searchTimeMs(const Skill& skill, int cardsOnTable, Rng& rng);
// The chance that a player of this skill remembers who holds a card won `winsSince` cards ago.
double rememberChance(const Skill& skill, int winsSince);

// The claim `me` makes in this race, if any, and when (ms after the roll).
std::optional<PlannedClaim> planRaceClaim(const TrovamiState& state, PlayerId me,
                                          const Skill& skill, Rng& rng);

}  // namespace lt::flags_trovami
