#include "games/morris/geometry.h"

namespace lt::morris {
namespace {

constexpr std::array<std::string_view, kPoints> kNames = {
    "a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4",
    "e4", "f4", "g4", "c5", "d5", "e5", "b6", "d6", "f6", "a7", "d7", "g7"};

// The 16 classic mills, each listed in order along its line so that consecutive points are
// joined by a segment: 8 horizontal, then 8 vertical.
constexpr int kClassicMills[16][3] = {{21, 22, 23}, {18, 19, 20}, {15, 16, 17}, {9, 10, 11},
                                      {12, 13, 14}, {6, 7, 8},    {3, 4, 5},    {0, 1, 2},
                                      {0, 9, 21},   {3, 10, 18},  {6, 11, 15},  {1, 4, 7},
                                      {16, 19, 22}, {8, 12, 17},  {5, 13, 20},  {2, 14, 23}};

// The corner diagonals of the "diagonals" option: a1-b2-c3, g1-f2-e3, a7-b6-c5, g7-f6-e5.
constexpr int kDiagonalMills[4][3] = {{0, 3, 6}, {2, 5, 8}, {21, 18, 15}, {23, 20, 17}};

}  // namespace

std::string_view pointName(int point) {
    return kNames.at(point);
}

std::optional<int> pointFromName(std::string_view name) {
    for (int p = 0; p < kPoints; ++p)
        if (kNames[p] == name) return p;
    return std::nullopt;
}

int pointFile(int point) {
    return kNames.at(point)[0] - 'a';
}
int pointRank(int point) {
    return kNames.at(point)[1] - '1';
}

Geometry::Geometry(bool diagonals) : diagonals_(diagonals) {
    auto addLine = [this](const int(&line)[3]) {
        const Mask mill = bit(line[0]) | bit(line[1]) | bit(line[2]);
        mills_.push_back(mill);
        for (int p : line) millsThrough_[p].push_back(mill);
        for (int i = 0; i < 2; ++i) {
            neighbours_[line[i]] |= bit(line[i + 1]);
            neighbours_[line[i + 1]] |= bit(line[i]);
            segments_.emplace_back(line[i], line[i + 1]);
        }
    };
    for (const auto& line : kClassicMills) addLine(line);
    if (diagonals)
        for (const auto& line : kDiagonalMills) addLine(line);
}

const Geometry& Geometry::classic() {
    static const Geometry geometry(false);
    return geometry;
}

const Geometry& Geometry::withDiagonals() {
    static const Geometry geometry(true);
    return geometry;
}

bool Geometry::inMill(Mask pawns, int point) const {
    for (Mask mill : millsThrough_[point])
        if ((pawns & mill) == mill) return true;
    return false;
}

Mask Geometry::pointsInMills(Mask pawns) const {
    Mask result = 0;
    for (Mask mill : mills_)
        if ((pawns & mill) == mill) result |= mill;
    return result;
}

}  // namespace lt::morris
