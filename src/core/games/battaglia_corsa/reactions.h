// How a computer slaps in La battaglia corsa, by level (rules digest §5.4): it reacts 250 ms
// plus a log-normal time (median 350 / 250 / 180 ms, σ 0.35) after a card lands; it misses a
// pair with probability 15 / 8 / 3 %, slaps a card that makes no pair with probability
// 4 / 2 / 1 %, and after a false slap lets one more card go by. Everything it draws comes from
// the pile (the cards turned since it was last won), its seat and its level, so asking again after
// another player's slap gives the same plan: the match re-plans after every change. Once a
// slap has won the pile, a computer that would have slapped in the same ms from a seat closer
// after the turner claims it at once (A6).
#pragma once

#include <optional>
#include <string_view>

#include "framework/game.h"
#include "games/battaglia_corsa/state.h"

namespace lt::battaglia_corsa {

struct Skill {
    double medianMs;   // of the log-normal part of the reaction
    double missPair;   // chance of not slapping a pair
    double falseSlap;  // chance of slapping a card that makes no pair
};

// Easy, Medium or Hard; throws InputError for another level.
Skill skillFor(std::string_view level);

// When `me` would slap the top card (ms after it landed), whether or not it is a pair;
// nothing when it lets the card go.
std::optional<int> reactionMs(const SlapState& state, PlayerId me, std::string_view level);

// The slap `me` makes on the top card, stamped, with its delay after the latest slap so far.
std::optional<PlannedClaim> planSlap(const SlapState& state, PlayerId me, std::string_view level);

}  // namespace lt::battaglia_corsa
