// How a computer plays the rectangle race (rules digest §5.5): it perceives the card's width
// and height with independent multiplicative noise exp(N(0, sigma)), ranks the places by how
// far their rectangles are from what it perceived (|ln(w/w')| + |ln(h/h')|), and puts its pawn
// down 1.2 s + a log-normal time (sigma 0.35) after the card settles; when its choice is full
// by then it takes the next one 0.3-0.6 s later. Everything it draws comes from the round
// (the cards turned up so far, its seat, its level), so asking again after another player's
// drop gives the same plan: the match re-plans after every change.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "framework/game.h"
#include "games/rectangle_race/state.h"

namespace lt::rectangle_race {

struct Skill {
    double sigma;     // perception noise: 0.10 easy, 0.06 medium, 0.035 hard
    double medianMs;  // median of the log-normal part of the reaction: 1800, 1300, 900
};

// Easy, Medium or Hard; throws InputError for another level.
Skill skillFor(std::string_view level);

// What `me` perceives of the round's card: every printed place, nearest first, and when it
// is ready to put its pawn down (ms after the card appeared).
struct Perception {
    std::vector<int> ranking;
    int readyMs = 0;
};
Perception perceive(const RaceState& state, PlayerId me, std::string_view level);

// The drop `me` makes in this race, stamped, with its delay after the latest drop so far;
// nothing when its pawn is down, no race is on, or it would come after the race's end.
std::optional<PlannedClaim> planDrop(const RaceState& state, PlayerId me, std::string_view level);

}  // namespace lt::rectangle_race
