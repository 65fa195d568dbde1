// How good a Recto Verso hand looks to the computer players: how near its fronts are to one
// animal or to all magnifying glasses (RV4), and what the middle offers towards it.
#pragma once

#include <vector>

#include "games/recto_verso/cards.h"

namespace lt::recto_verso {

// A goal: an animal (0-5), or kMagnifierGoal.
inline constexpr int kMagnifierGoal = kAnimals;
inline constexpr int kGoals = kAnimals + 1;

bool servesGoal(Face face, int goal);
int goalCount(const std::vector<Face>& fronts, int goal);
// The goal the hand is nearest to (ties: the one the middle offers most of).
int bestGoal(const std::vector<Face>& fronts, const std::vector<Face>& middle);

// A large value for a hand that ends the round (more with the half-star point), otherwise
// ten per card towards the best goal plus one per middle card that serves it.
double handValue(const std::vector<Face>& fronts, const std::vector<Face>& middle);

}  // namespace lt::recto_verso
