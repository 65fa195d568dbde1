// Everything on the Recto Verso table that every player knows: whose turn and which step of
// it, the direction of play, the scores, how many cards each hand and the middle hold, and how
// the last round ended. Which card lies where, and which side faces whom, lives in the State;
// a View holds this plus what its viewer sees of each card.
#pragma once

#include <string>
#include <vector>

#include "framework/types.h"
#include "games/recto_verso/cards.h"

namespace lt::recto_verso {

enum class Phase {
    Dealing,  // chance: the hands, one card at a time, then the middle (setup 1-2, A2)
    Playing,
    Over,
};

// The steps of a turn (RV1): play a card, carry out its pictogram, take a card.
enum class Step {
    Play,
    FlipMiddle,  // Flip 3: middle cards still to turn over (flipsLeft)
    FlipHand,    // Flip 1: one card of any hand to turn round
    Steal,       // Steal: an opponent's card instead of a middle card
    Take,        // a middle card, by the player to move
    VictimTake,  // the robbed player takes a middle card at once (A8)
};

inline constexpr int kPointsToWin = 3;  // RV7
// Our limits (the rulebook has none, and a game must end): a round of 40 turns without a
// scorer scores nobody, and after 5 rounds the most points win.
inline constexpr int kRoundTurnLimit = 40;
inline constexpr int kRoundLimit = 5;
inline constexpr PlayerId kNobody = -1;

struct Table {
    int numPlayers = 2;

    Phase phase = Phase::Dealing;
    Step step = Step::Play;
    int round = 1;
    int dealt = 0;                  // cards dealt so far in this round
    PlayerId starter = 0;           // who plays first in this round
    PlayerId turn = 0;              // whose turn it is
    int direction = 1;              // +1: clockwise, -1 after an odd number of Reverses
    int roundTurns = 0;             // turns finished in this round
    bool skipNext = false;          // 3-4 players: this turn's Skip makes the next player miss his
    bool playAgain = false;         // 2 players: this turn's Reverse gives the player another turn
    PlayerId restricted = kNobody;  // 2 players: may not play Skip or Reverse next (A3)
    int flipsLeft = 0;              // Flip 3
    std::vector<int> flipped;       // middle cards turned over in this Flip 3
    PlayerId victim = kNobody;      // the robbed player, in VictimTake

    std::vector<int> scores;
    std::vector<int> handCounts;
    int middleCount = 0;

    // The last round's end: who scored (kNobody: nobody, at the turn limit), how many points,
    // and the hand he showed (his fronts).
    PlayerId lastScorer = kNobody;
    int lastPoints = 0;
    std::vector<Face> lastHand;

    bool operator==(const Table&) const = default;

    // The player to act at a decision node: the robbed player while he takes, else the turn's.
    PlayerId actor() const { return step == Step::VictimTake ? victim : turn; }
    int handSize() const;  // 6 with 2 or 3 players, 5 with 4
    PlayerId nextSeat(PlayerId seat) const;
};

Table initialTable(int numPlayers);

// Canonical text of the table: the part of State::toString() and View::toString() that
// everybody shares.
std::string describeTable(const Table& table);

}  // namespace lt::recto_verso
