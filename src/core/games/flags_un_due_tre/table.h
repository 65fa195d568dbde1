// The public half of an "Un due tre" game: whose turn, the dice he chose and threw, the
// discardSlots his discards filled, the discard pile, and how many cards each hand and the stock
// hold.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "framework/types.h"
#include "games/flags_un_due_tre/slots.h"

namespace lt::flags_un_due_tre {

enum class Phase {
    Dealing,     // chance: one card at a time, clockwise from seat 0
    StartRoll,   // chance: the blue dice name a red card; its holder starts (U-A2)
    Choosing,    // the player picks the dice to roll (U1)
    Rolling,     // chance: the dice he picked
    Discarding,  // he fills discardSlots with matching cards, or stops (U2, U-A5, U-A6)
    Drawing,     // chance: the cards he must draw (U4)
    Over,
};

// The dice a player may pick: how many blue ones and whether the red one (U1).
struct DiceChoice {
    int blue = 0;
    bool red = false;
    int count() const { return blue + (red ? 1 : 0); }
    bool operator==(const DiceChoice&) const = default;
};

// The five different choices (blue dice are alike): 1 blue, 2 blue, red, blue + red, all three.
std::vector<DiceChoice> diceChoices();

struct Table {
    int numPlayers = 2;
    int handSize = 11;
    bool shortGame = false;  // U6 variant: down to one card wins
    Phase phase = Phase::Dealing;
    int dealt = 0;
    PlayerId turn = 0;
    DiceChoice choice;
    Throw dice;
    std::vector<Slot> discardSlots;
    std::vector<int> filledBy;  // per slot: the card discarded into it, or -1
    int drawsLeft = 0;
    std::vector<int> discardPile;  // oldest first, every card face up
    std::vector<int> handCounts;
    int stockCount = 0;
    std::vector<std::pair<flags::Symbol, flags::Symbol>> startRolls;
    PlayerId starter = -1;
    PlayerId winner = -1;
    int lastDiscards = -1;  // discards of the turn that just ended (-1 before any)
    int lastDraws = 0;      // cards that turn had to draw

    int discardsThisTurn() const;
    bool operator==(const Table&) const = default;
};

std::string describeTable(const Table& table, const std::vector<Card>& cards);

}  // namespace lt::flags_un_due_tre
