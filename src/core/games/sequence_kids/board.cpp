#include "games/sequence_kids/board.h"

#include <algorithm>

namespace lt::sequence_kids {
namespace {

using A = Animal;
constexpr int kFree = -1;

// Digest A10: row 1 at the top, column 1 on the left.
constexpr std::array<int, kCells> kLayout = {
    kFree,
    int(A::Kangaroo),
    int(A::Monkey),
    int(A::Parrot),
    int(A::Ostrich),
    int(A::Lion),
    kFree,
    int(A::Turtle),
    int(A::Fox),
    int(A::Zebra),
    int(A::Panda),
    int(A::Frog),
    int(A::Alligator),
    int(A::Giraffe),
    int(A::Alligator),
    int(A::Gorilla),
    int(A::Tiger),
    int(A::Turtle),
    int(A::Kangaroo),
    int(A::Bear),
    int(A::Monkey),
    int(A::Whale),
    int(A::Elephant),
    int(A::Parrot),
    int(A::Penguin),
    int(A::Fox),
    int(A::Tiger),
    int(A::Gorilla),
    int(A::Penguin),
    int(A::Bear),
    int(A::Giraffe),
    int(A::Whale),
    int(A::Lion),
    int(A::Elephant),
    int(A::Owl),
    kFree,
    int(A::Zebra),
    int(A::Frog),
    int(A::Owl),
    int(A::Panda),
    int(A::Ostrich),
    kFree,
};

constexpr std::array<std::string_view, kAnimals> kNames = {
    "kangaroo", "monkey", "parrot",   "ostrich",   "lion",    "turtle",  "fox",
    "zebra",    "panda",  "frog",     "alligator", "giraffe", "gorilla", "tiger",
    "bear",     "whale",  "elephant", "penguin",   "owl",
};

std::vector<Line> makeLines() {
    std::vector<Line> lines;
    const int steps[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (const auto& step : steps)
        for (int row = 0; row < kRows; ++row)
            for (int column = 0; column < kColumns; ++column) {
                const int lastRow = row + step[0] * (kSequenceLength - 1);
                const int lastColumn = column + step[1] * (kSequenceLength - 1);
                if (lastRow >= kRows || lastColumn < 0 || lastColumn >= kColumns) continue;
                Line line{};
                for (int k = 0; k < kSequenceLength; ++k)
                    line[k] = cellAt(row + step[0] * k, column + step[1] * k);
                lines.push_back(line);
            }
    return lines;
}

std::array<std::vector<int>, kCells> makeLinesThrough() {
    std::array<std::vector<int>, kCells> through;
    const auto& lines = allLines();
    for (int i = 0; i < static_cast<int>(lines.size()); ++i)
        for (Cell cell : lines[i]) through[cell].push_back(i);
    return through;
}

}  // namespace

bool isCorner(Cell cell) {
    return kLayout.at(cell) == kFree;
}

std::optional<Animal> animalAt(Cell cell) {
    const int value = kLayout.at(cell);
    if (value == kFree) return std::nullopt;
    return static_cast<Animal>(value);
}

std::array<Cell, 2> cellsOf(Animal animal) {
    std::array<Cell, 2> cells{-1, -1};
    int found = 0;
    for (Cell cell = 0; cell < kCells && found < 2; ++cell)
        if (kLayout[cell] == static_cast<int>(animal)) cells[found++] = cell;
    return cells;
}

const std::vector<Line>& allLines() {
    static const std::vector<Line> lines = makeLines();
    return lines;
}

const std::vector<int>& linesThrough(Cell cell) {
    static const std::array<std::vector<int>, kCells> through = makeLinesThrough();
    return through.at(cell);
}

std::string_view animalName(Animal animal) {
    return kNames.at(static_cast<int>(animal));
}

std::optional<Animal> animalFromName(std::string_view name) {
    const auto it = std::find(kNames.begin(), kNames.end(), name);
    if (it == kNames.end()) return std::nullopt;
    return static_cast<Animal>(it - kNames.begin());
}

std::string cellName(Cell cell) {
    return "r" + std::to_string(rowOf(cell) + 1) + "c" + std::to_string(columnOf(cell) + 1);
}

std::optional<Cell> cellFromName(std::string_view name) {
    if (name.size() != 4 || name[0] != 'r' || name[2] != 'c') return std::nullopt;
    const int row = name[1] - '1';
    const int column = name[3] - '1';
    if (row < 0 || row >= kRows || column < 0 || column >= kColumns) return std::nullopt;
    return cellAt(row, column);
}

}  // namespace lt::sequence_kids
