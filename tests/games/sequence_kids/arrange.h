// Positions for the Sequence for Kids tests, written as the digest writes them.
#pragma once

#include <string>
#include <vector>

#include "games/sequence_kids/game.h"
#include "games/sequence_kids/state.h"

namespace lt::sequence_kids::fixture {

// Red, Yellow, Blue and Green, the digest's colours, are seats 0-3.
inline constexpr PlayerId red = 0, yellow = 1, blue = 2, green = 3;

Cards cardsOf(const std::string& text);  // "fox lion unicorn"

struct Arrangement {
    std::vector<std::string> hands;  // one per seat
    std::string chips;               // "r1c2:0 r1c3:0": space and side
    PlayerId turn = 0;
    std::vector<std::string> discards;  // one per seat, or none
    bool emptyDrawPile = false;         // every card not in a hand goes on the discards
    bool teams = false;
    bool deadCardEndsTurn = false;
};

// A game in progress: the rest of the deck is the draw pile.
SequenceKidsState arrange(const SequenceKidsGame& game, const Arrangement& arrangement);

// The space of a cell name ("r1c2"); the name must be valid.
inline Cell at(const char* name) {
    return *cellFromName(name);
}

std::vector<std::string> legalTexts(const State& state);
// Applies a move or chance outcome given in notation; throws if it is not legal.
void play(State& state, const std::string& text);

}  // namespace lt::sequence_kids::fixture
