// How a computer plays Kem's (rules digest §5.4-§5.6), from its view only: it looks at a new
// market after 0.7-1.5 s and makes each swap 0.3-0.9 s after the previous one or after the
// market last changed (times scaled by level), taking a card that makes its hand better and
// turning "done" when none does; with four of a kind it makes its team's signal after
// 0.8-2.5 s and again every 2.5-4 s; when its partner makes the team's signal it calls
// "Kem's!" (or "Double Kem's!" holding four of a kind itself) after 0.6-1.8 s, missing it
// with probability 10 % / 5 % / 2 %; it calls "Counter-Kem's!" when it has read the
// opponents' signal (signal_reading.h: 4 coincidences and 80 %, 3 and 70 %, 2 and 60 %); and
// every 6-10 s it makes an idle gesture, never its team's signal. Hard also counts a rank
// whose cards it has seen discarded or taken by others as hard to complete.
//
// Every time it draws comes from its own generator seeded by what it reacts to (the market,
// its last action, the gesture it saw), so asking again after anyone's claim gives the same
// plan: the match asks after every change.
#pragma once

#include <optional>
#include <string_view>

#include "framework/game.h"
#include "games/kems/signal_reading.h"
#include "games/kems/table.h"

namespace lt::kems {

struct Skill {
    double pace;               // reaction times are multiplied by this
    double missProbability;    // of a partner's signal
    ReadingThreshold reading;  // of the opponents' signal
    bool weighsDeadRanks;
};

// Easy, Medium or Hard; throws InputError for another level.
Skill skillFor(std::string_view level);

// The next claim `me` makes, stamped, with its delay after the latest claim; nothing outside
// the exchange phase or when it would come after the refresh. `table` is `me`'s view.
std::optional<PlannedClaim> planClaimFor(const Table& table, PlayerId me, std::string_view level);

// The idle gesture `me` makes next, stamped, with its delay after the latest claim: 6-10 s
// after his latest gesture (or the deal's start), any of the eight but his team's signal, the
// same for a computer and for a human's avatar (§5.2); nothing outside the exchange phase or
// when it would come after the refresh. `table` is `me`'s view.
std::optional<PlannedClaim> planIdleGestureFor(const Table& table, PlayerId me);

// The swap (market slot, hand slot) that improves `hand` most for a player of `skill`, if any.
std::optional<std::pair<int, int>> bestSwap(const Table& table, PlayerId me, const Skill& skill);

}  // namespace lt::kems
