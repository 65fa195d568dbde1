// Positions for the Recto Verso tests, written as the digest writes them: "3a" is card 3 with
// side A towards its owner (in a hand) or face up (in the middle).
#pragma once

#include <string>
#include <vector>

#include "games/recto_verso/game.h"
#include "games/recto_verso/state.h"

namespace lt::recto_verso::fixture {

// Anna, Ben, Carla and Dario, seats 0-3 (the youngest, Anna, starts).
inline constexpr PlayerId anna = 0, ben = 1, carla = 2, dario = 3;

std::vector<Placed> cards(const std::string& text);  // "3a 12b"

struct Arrangement {
    std::vector<std::string> hands;  // one per seat
    std::string middle;              // the first middle cards; every card left follows, side A up
    PlayerId turn = 0;
    std::vector<int> scores;  // one per seat, or none
};

// A round in progress, at the start of `turn`'s turn.
RectoVersoState arrange(const RectoVersoGame& game, const Arrangement& arrangement);

std::vector<std::string> legalTexts(const State& state);
// Applies a move or chance outcome given in notation; throws if it is not legal.
void play(State& state, const std::string& text);

}  // namespace lt::recto_verso::fixture
