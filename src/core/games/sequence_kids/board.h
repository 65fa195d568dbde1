// The board of Sequence for Kids (digest A10): 6 rows by 7 columns, four free corners and each
// of 19 animals pictured twice, and the 69 straight lines of four spaces a sequence needs.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lt::sequence_kids {

inline constexpr int kRows = 6;
inline constexpr int kColumns = 7;
inline constexpr int kCells = kRows * kColumns;
inline constexpr int kAnimals = 19;
inline constexpr int kSequenceLength = 4;

enum class Animal {
    Kangaroo,
    Monkey,
    Parrot,
    Ostrich,
    Lion,
    Turtle,
    Fox,
    Zebra,
    Panda,
    Frog,
    Alligator,
    Giraffe,
    Gorilla,
    Tiger,
    Bear,
    Whale,
    Elephant,
    Penguin,
    Owl,
};

// A space: row * kColumns + column, both from 0 (r1c1 is 0, r6c7 is 41).
using Cell = int;
using Line = std::array<Cell, kSequenceLength>;

constexpr Cell cellAt(int row, int column) {
    return row * kColumns + column;
}
constexpr int rowOf(Cell cell) {
    return cell / kColumns;
}
constexpr int columnOf(Cell cell) {
    return cell % kColumns;
}

bool isCorner(Cell cell);
// The animal pictured on a space; nullopt on a free corner.
std::optional<Animal> animalAt(Cell cell);
// The two spaces showing `animal`.
std::array<Cell, 2> cellsOf(Animal animal);
// Every straight line of four spaces: rows, columns and both diagonals (69).
const std::vector<Line>& allLines();
// The lines through `cell`.
const std::vector<int>& linesThrough(Cell cell);

// "kangaroo", as the notation writes it; animalFromName reads it back.
std::string_view animalName(Animal animal);
std::optional<Animal> animalFromName(std::string_view name);
// "r2c5", the digest's name of a space; cellFromName reads it back.
std::string cellName(Cell cell);
std::optional<Cell> cellFromName(std::string_view name);

}  // namespace lt::sequence_kids
