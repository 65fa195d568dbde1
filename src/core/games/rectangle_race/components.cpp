#include "games/rectangle_race/components.h"

namespace lt::rectangle_race {
namespace {

constexpr int R = 0, Y = 1, G = 2, B = 3, O = 4, P = 5;

constexpr std::array<Rectangle, kCards> kRectangles{{
    {1, 24, 12, R, 2},  {2, 24, 16, Y, 5},  {3, 24, 20, G, 3},  {4, 24, 26, B, 6},
    {5, 24, 32, O, 2},  {6, 30, 12, P, 2},  {7, 30, 16, R, 1},  {8, 30, 20, Y, 3},
    {9, 30, 26, G, 5},  {10, 30, 32, B, 5}, {11, 36, 12, O, 1}, {12, 36, 16, P, 3},
    {13, 36, 20, R, 4}, {14, 36, 26, Y, 2}, {15, 36, 32, G, 2}, {16, 44, 12, B, 2},
    {17, 44, 16, O, 3}, {18, 44, 20, P, 5}, {19, 44, 26, R, 5}, {20, 44, 32, Y, 4},
    {21, 52, 12, G, 4}, {22, 52, 16, B, 4}, {23, 52, 20, O, 6}, {24, 52, 26, P, 4},
    {25, 52, 32, R, 3}, {26, 62, 12, Y, 6}, {27, 62, 16, G, 6}, {28, 62, 20, B, 1},
    {29, 62, 26, O, 4}, {30, 62, 32, P, 1}, {31, 74, 12, R, 6}, {32, 74, 16, Y, 1},
    {33, 74, 20, G, 1}, {34, 74, 26, B, 3}, {35, 74, 32, O, 5},
}};

constexpr std::array<int, kCells> placeCards() {
    std::array<int, kCells> cards{};
    for (const Rectangle& r : kRectangles) cards[r.board * kCellsPerBoard + r.cell - 1] = r.card;
    return cards;
}

constexpr std::array<int, kCells> kPlaceCards = placeCards();

}  // namespace

const std::array<Rectangle, kCards>& rectangles() {
    return kRectangles;
}

const Rectangle& rectangleOfCard(int card) {
    return kRectangles.at(static_cast<std::size_t>(card - 1));
}

int placeOf(int board, int cell) {
    return board * kCellsPerBoard + cell - 1;
}

int placeOf(const Rectangle& rectangle) {
    return placeOf(rectangle.board, rectangle.cell);
}

int cardAtPlace(int place) {
    return place >= 0 && place < kCells ? kPlaceCards[static_cast<std::size_t>(place)] : 0;
}

std::string_view colourName(int board) {
    static constexpr std::string_view kNames[] = {"red",  "yellow", "green",
                                                  "blue", "orange", "purple"};
    return board >= 0 && board < kBoards ? kNames[board] : "?";
}

}  // namespace lt::rectangle_race
