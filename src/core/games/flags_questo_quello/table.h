// The public half of a "Questo e quello" game: the cards on the grid, whose turn it is, how
// many cards each player holds. Everything here every player sees.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "framework/types.h"
#include "games/flags/cards.h"

namespace lt::flags_questo_quello {

using flags::Card;
using flags::Symbol;

// The grid is kept 9 x 9 with the first card in the middle: a layout that must fit in a
// 5 x 5 window (Q3, Q-A4) can never leave it, whichever way it grows.
inline constexpr int kGridSide = 9;
inline constexpr int kCells = kGridSide * kGridSide;
inline constexpr int kCentre = 4 * kGridSide + 4;
inline constexpr int kWindow = 5;       // widest and tallest a layout may be
inline constexpr int kMaxOnTable = 24;  // never the full 5 x 5 square
inline constexpr int kNoCard = -1;

enum class Phase {
    Dealing,    // chance: one card at a time, clockwise from seat 0
    StartRoll,  // chance: the blue dice name the red card that opens the table (Q-A1)
    Playing,
    Over,
};

struct Table {
    int numPlayers = 2;
    int handSize = 9;
    Phase phase = Phase::Dealing;
    int dealt = 0;
    std::array<int, kCells> grid{};  // card index (box order) or kNoCard
    int onTable = 0;
    PlayerId turn = 0;
    bool bonus = false;    // Q2: the player just joined two cards and plays again
    bool drawing = false;  // Q4: the card he draws is still to come (chance)
    int passesInARow = 0;  // Q-A8 passes; a whole round of them blocks the game (Q-A7)
    std::vector<int> handCounts;
    int stockCount = 0;
    std::vector<std::pair<Symbol, Symbol>> startRolls;  // every roll for the first card
    PlayerId starter = -1;
    PlayerId winner = -1;  // the player who played his last card
    int lastCell = -1;     // where the last card went

    bool operator==(const Table&) const = default;
};

inline int cellX(int cell) {
    return cell % kGridSide;
}
inline int cellY(int cell) {
    return cell / kGridSide;
}
inline int cellAt(int x, int y) {
    return y * kGridSide + x;
}
// "e5": column letter a-i, row 1-9 from the top.
std::string cellName(int cell);
std::optional<int> parseCell(std::string_view text);

// Q1: a continent or at least one symbol in common.
bool sharesElement(const Card& a, const Card& b);

// Where `card` may go (Q1-Q3 with Q-A2..Q-A4): an empty cell next to at least one card, in
// common with every card it touches, the layout still inside a 5 x 5 window and below 25
// cards. Returns the number of cards it would touch, or 0 if it may not go there.
int touchesIfPlaced(const Table& table, const std::vector<Card>& cards, int card, int cell);

// The cells next to a card of the table that are still empty (where anything could go).
std::vector<int> openCells(const Table& table);

// Text every player may see: the part State::toString() and View::toString() share.
std::string describeTable(const Table& table, const std::vector<Card>& cards);

}  // namespace lt::flags_questo_quello
