// Everything on the table that every player sees: the public half of a Sequence for Kids
// state (the board's chips, the face-up discard piles, how many cards each hand and the draw
// pile hold, whose turn it is). The hands and the draw pile's contents live in the State; a
// View holds this plus the cards its viewer may see.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "framework/types.h"
#include "games/sequence_kids/board.h"
#include "games/sequence_kids/cards.h"

namespace lt::sequence_kids {

enum class Phase {
    Dealing,  // chance: 3 cards each, one at a time, from the dealer's left (A1)
    Playing,
    Over,
};

// A card due by chance to the player to move: after a chip (the turn then passes), or after
// a dead card (he plays on, unless the option makes that the whole turn).
enum class PendingDraw { None, ThenSameTurn, ThenNextTurn };

inline constexpr int kNoChip = -1;
inline constexpr int kNoWinner = -1;

struct Table {
    int numPlayers = 2;
    bool teams = false;             // option, 4 players: seats 0+2 against 1+3 (A2)
    bool openHands = false;         // option: every hand face up
    bool deadCardEndsTurn = false;  // option (A3): replacing a dead card is the whole turn
    bool hints = false;             // option: show lines of three (display only)

    Phase phase = Phase::Dealing;
    PlayerId dealer = 0;
    int cardsDealt = 0;
    PlayerId turn = 0;
    PendingDraw pendingDraw = PendingDraw::None;

    // The side (a seat, or a team) whose chip covers each space, or kNoChip.
    std::array<int, kCells> chips{};
    std::vector<std::vector<Card>> discards;  // per seat, bottom first (S1)
    std::vector<int> handCounts;
    int drawCount = kDeckSize;

    // Dead cards replaced in this turn, and how many the draw pile and discards held when it
    // began: a player who went through all of them without finding a live card passes.
    int replaced = 0;
    int replaceLimit = 0;
    int passesInRow = 0;  // consecutive passes; all players passing is a draw (A7)

    int winner = kNoWinner;          // the winning side
    std::vector<Cell> winningCells;  // every space of the winning line(s), corners included

    bool operator==(const Table&) const = default;

    int numSides() const;
    // Seat -> side: the seat itself, or its team (seat % 2).
    int sideOf(PlayerId seat) const;
    int discardCount() const;
};

Table initialTable(int numPlayers, bool teams, bool openHands, bool deadCardEndsTurn, bool hints);

// Canonical text of the table: the part of State::toString() and View::toString() that
// everybody shares.
std::string describeTable(const Table& table);

}  // namespace lt::sequence_kids
