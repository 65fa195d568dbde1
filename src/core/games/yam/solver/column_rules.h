// The scoring of one score-sheet column, in the form the solver works on: what each box
// scores for each final throw, which boxes count towards the upper-section bonus, and the
// order in which the boxes may be filled. Yam's columns and standard Yahtzee both fit.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "games/yam/column.h"
#include "games/yam/dice.h"

namespace lt::yam::solver {

struct ColumnRules {
    std::vector<std::string> boxNames;
    // points[b][id]: points box b scores for the five dice DiceSets id (ids of other sizes: 0).
    std::vector<std::array<int, DiceSets::kCount>> points;
    // 1..6 when box b is an upper box counting `face` (its points go towards the bonus), else 0.
    std::vector<int> upperFace;
    int bonusThreshold = kBonusThreshold;
    int bonusPoints = kBonusPoints;
    ColumnKind order = ColumnKind::Free;  // Down: in box order; Up: reverse order

    int boxCount() const { return static_cast<int>(points.size()); }
    std::uint32_t allBoxes() const { return (std::uint32_t{1} << boxCount()) - 1; }
    // The empty boxes the order lets the player fill next.
    std::uint32_t fillable(std::uint32_t filled) const;
    // Whether the order rule can produce this set of filled boxes.
    bool reachable(std::uint32_t filled) const;

    // Adds a box scored by `score` on the five dice.
    void addBox(std::string name, int face, const std::function<int(const DiceCounts&)>& score);
};

// One column of Yam (14 boxes, 35 bonus at 63) with the given filling order.
ColumnRules yamColumnRules(ColumnKind order);
// Standard solitaire Yahtzee without the extra-Yahtzee bonus and joker rules: 13 boxes,
// 35 bonus at 63, three/four of a kind and chance score the sum, full house 25, small
// straight 30, large straight 40, Yahtzee 50.
ColumnRules yahtzeeRules();
// The same rules with only the listed boxes (by index, in that order), for small exact checks.
ColumnRules keepBoxes(const ColumnRules& rules, const std::vector<int>& boxes);

}  // namespace lt::yam::solver
