// The Morris board: 24 points on three concentric squares, the lines joining them and the
// mills (three points in a row on one line). Points are 24-bit masks so that a whole side
// of the board is one integer.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lt::morris {

using Mask = std::uint32_t;
inline constexpr int kPoints = 24;
inline constexpr Mask kAllPoints = (Mask{1} << kPoints) - 1;

inline constexpr Mask bit(int point) {
    return Mask{1} << point;
}

// Calls f(point) for each point set in the mask, lowest first.
template <typename F>
void forEachBit(Mask mask, F&& f) {
    while (mask) {
        f(std::countr_zero(mask));
        mask &= mask - 1;
    }
}

// Point names in standard notation ("a1".."g7"), indexed bottom row first, left to right:
// a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7.
std::string_view pointName(int point);
std::optional<int> pointFromName(std::string_view name);
// Grid coordinates of a point: file 0..6 (a..g) and rank 0..6 (1..7).
int pointFile(int point);
int pointRank(int point);

// One board layout: classic, or with the four corner diagonals added as lines and mills.
class Geometry {
  public:
    static const Geometry& classic();
    static const Geometry& withDiagonals();
    static const Geometry& get(bool diagonals) { return diagonals ? withDiagonals() : classic(); }

    bool diagonals() const { return diagonals_; }
    // Points joined to `point` by a line.
    Mask neighbours(int point) const { return neighbours_[point]; }
    // Every mill as a 3-point mask.
    const std::vector<Mask>& mills() const { return mills_; }
    // The mills that pass through `point` (2 on the classic board, up to 3 with diagonals).
    const std::vector<Mask>& millsThrough(int point) const { return millsThrough_[point]; }
    // Pairs of points joined by a drawn line segment (each once), for drawing the board.
    const std::vector<std::pair<int, int>>& segments() const { return segments_; }

    // True when `point` belongs to a mill made entirely of `pawns`.
    bool inMill(Mask pawns, int point) const;
    // Every point of `pawns` that belongs to one of their mills.
    Mask pointsInMills(Mask pawns) const;

  private:
    explicit Geometry(bool diagonals);
    bool diagonals_;
    std::array<Mask, kPoints> neighbours_{};
    std::vector<Mask> mills_;
    std::array<std::vector<Mask>, kPoints> millsThrough_;
    std::vector<std::pair<int, int>> segments_;
};

}  // namespace lt::morris
