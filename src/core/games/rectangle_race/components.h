// The rectangle race's components (rules digest A9, the proposed list): 35 rectangles, widths
// {24, 30, 36, 44, 52, 62, 74} mm by heights {12, 16, 20, 26, 32} mm, one per card, each
// printed once on one of 6 coloured boards of 3 x 2 cells (purple's sixth cell is empty).
// Width and height sets are disjoint, so no rectangle is a rotated copy of another.
#pragma once

#include <array>
#include <string_view>

namespace lt::rectangle_race {

inline constexpr int kCards = 35;
inline constexpr int kBoards = 6;
inline constexpr int kCellsPerBoard = 6;
inline constexpr int kCells = kBoards * kCellsPerBoard;  // 36 places, 35 printed
// Board and cell sizes (mm): 240 x 170 boards of 3 columns x 2 rows of 80 x 85 cells.
inline constexpr int kBoardWidthMm = 240;
inline constexpr int kBoardHeightMm = 170;
inline constexpr int kCellWidthMm = 80;
inline constexpr int kCellHeightMm = 85;

enum class BoardColour { Red, Yellow, Green, Blue, Orange, Purple };

struct Rectangle {
    int card;  // 1..35, the card that shows it
    int widthMm;
    int heightMm;
    int board;  // 0..5, BoardColour order
    int cell;   // 1..6: top row 1-3 left to right, bottom row 4-6
};

// The 35 rectangles, by card number (index = card - 1).
const std::array<Rectangle, kCards>& rectangles();
const Rectangle& rectangleOfCard(int card);
// A place on the boards: board * 6 + (cell - 1), 0..35.
int placeOf(int board, int cell);
int placeOf(const Rectangle& rectangle);
// The card printed at a place, or 0 (purple's empty cell, or out of range).
int cardAtPlace(int place);
// English colour names for notation ("red", "yellow", ...).
std::string_view colourName(int board);

}  // namespace lt::rectangle_race
