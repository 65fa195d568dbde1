// One column of a player's score sheet: its filling order, its boxes and its totals.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "games/yam/boxes.h"

namespace lt::yam {

// The three columns of the sheet. Down is filled 1 -> Yam, Up is filled Yam -> 1, Free in
// any order.
enum class ColumnKind { Down, Up, Free };
inline constexpr int kColumnKinds = 3;

std::string_view columnId(ColumnKind kind);  // "down", "up", "free"
std::optional<ColumnKind> columnFromId(std::string_view id);
std::string_view columnLabel(ColumnKind kind);  // English: "Down", "Up", "Free"

// Bit i set = box i (sheet row order) is filled.
using BoxMask = std::uint32_t;
inline constexpr BoxMask kAllBoxes = (BoxMask{1} << kBoxCount) - 1;
// The boxes the order rule lets a player fill next in a column of this kind.
BoxMask fillableBoxes(ColumnKind kind, BoxMask filled);

class Column {
  public:
    explicit Column(ColumnKind kind) : kind_(kind) {}

    ColumnKind kind() const { return kind_; }
    const std::optional<int>& entry(Box box) const { return entries_[rowOf(box)]; }
    bool isFilled(Box box) const { return entry(box).has_value(); }
    bool canFill(Box box) const;
    // Empty boxes the order rule allows now, in sheet order.
    std::vector<Box> fillable() const;
    // Throws IllegalMove when the box is filled or out of order.
    void fill(Box box, int points);

    BoxMask filledMask() const;
    bool complete() const { return filledMask() == kAllBoxes; }

    int upperTotal() const;   // "Totale 1": rows 1-6
    int bonus() const;        // 35 once rows 1-6 reach 63
    int minMaxTotal() const;  // Min + Max
    int lowerTotal() const;   // "Totale 3": Tris .. Yam
    int total() const;        // everything, bonus included

    bool operator==(const Column&) const = default;

  private:
    int sumRows(int first, int last) const;

    ColumnKind kind_;
    std::array<std::optional<int>, kBoxCount> entries_{};
};

}  // namespace lt::yam
