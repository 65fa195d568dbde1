// How fast and how well a computer plays Urla!, by level (rules digest §5.4): whether it
// notices a shared symbol, whether it knows the country to name, and when it shouts.
#pragma once

#include <optional>
#include <string_view>

#include "framework/game.h"
#include "framework/rng.h"
#include "games/flags_urla/state.h"

namespace lt::flags_urla {

// How long the board takes to deal a card: reactions start when it lies face up.
inline constexpr int kDealSettleMs = 600;
// How long the dealer leaves to look at a card before dealing the next: a short pause, or
// 5 s when a race is on (Y-A5). Counted after the card has landed.
inline constexpr int kLookMs = 2500;
inline constexpr int kRaceMs = 5000;
// With typed names a race lasts longer, and a buzzing human has longer to type.
inline constexpr int kTypedRaceMs = 10000;
inline constexpr int kTypedAnswerLimitMs = 8000;
// How long the judging of answers waits for simultaneous ones: 30 ms of simultaneity and
// room for inputs delivered late by a busy computer (the stamps decide, not the arrival).
inline constexpr int kJudgeMs = 100;
// How long a human who pressed his buzzer has to choose a name (digest §5.1).
inline constexpr int kAnswerLimitMs = 3000;

struct Skill {
    double missSymbol;  // chance of not noticing the shared symbol: 0.2, 0.1, 0.05
    double knows;       // chance of knowing the country's name: 0.5, 0.75, 0.9
    double guess;       // chance of shouting a guess when it does not know: 0.15
};

// Easy, Medium or Hard; throws InputError for another level.
Skill skillFor(std::string_view level);

// A log-normal delay with the given median (ms) and spread σ: exp(ln median + σ z).
int logNormalMs(double median, double sigma, Rng& rng);

// The name `me` shouts in this race, if any, and when (ms after the card was dealt; the
// answer carries that as its stamp). Planned once per look, when the card is dealt.
std::optional<PlannedClaim> planShout(const UrlaState& state, PlayerId me, const Skill& skill,
                                      Rng& rng);

}  // namespace lt::flags_urla
