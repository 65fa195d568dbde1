#include "games/yam/column.h"

#include <array>
#include <bit>
#include <string>

#include "framework/errors.h"

namespace lt::yam {
namespace {
constexpr std::array<std::string_view, kColumnKinds> kIds{"down", "up", "free"};
constexpr std::array<std::string_view, kColumnKinds> kLabels{"Down", "Up", "Free"};
}  // namespace

std::string_view columnId(ColumnKind kind) {
    return kIds[static_cast<int>(kind)];
}
std::string_view columnLabel(ColumnKind kind) {
    return kLabels[static_cast<int>(kind)];
}

std::optional<ColumnKind> columnFromId(std::string_view id) {
    for (int k = 0; k < kColumnKinds; ++k)
        if (kIds[k] == id) return static_cast<ColumnKind>(k);
    return std::nullopt;
}

BoxMask fillableBoxes(ColumnKind kind, BoxMask filled) {
    const BoxMask empty = kAllBoxes & ~filled;
    if (empty == 0) return 0;
    switch (kind) {
        case ColumnKind::Down:
            return empty & (~empty + 1);  // the topmost empty box
        case ColumnKind::Up:
            return BoxMask{1} << (std::bit_width(empty) - 1);  // bottommost
        case ColumnKind::Free:
            return empty;
    }
    return 0;
}

bool Column::canFill(Box box) const {
    return (fillableBoxes(kind_, filledMask()) >> rowOf(box)) & 1;
}

std::vector<Box> Column::fillable() const {
    std::vector<Box> boxes;
    const BoxMask allowed = fillableBoxes(kind_, filledMask());
    for (int row = 0; row < kBoxCount; ++row)
        if ((allowed >> row) & 1) boxes.push_back(boxAt(row));
    return boxes;
}

void Column::fill(Box box, int points) {
    if (isFilled(box))
        throw IllegalMove("box " + std::string(boxId(box)) + " of the " +
                          std::string(columnId(kind_)) + " column is already filled");
    if (!canFill(box))
        throw IllegalMove("the " + std::string(columnId(kind_)) +
                          " column must be filled in order; box " + std::string(boxId(box)) +
                          " is not next");
    entries_[rowOf(box)] = points;
}

BoxMask Column::filledMask() const {
    BoxMask mask = 0;
    for (int row = 0; row < kBoxCount; ++row)
        if (entries_[row]) mask |= BoxMask{1} << row;
    return mask;
}

int Column::sumRows(int first, int last) const {
    int sum = 0;
    for (int row = first; row <= last; ++row) sum += entries_[row].value_or(0);
    return sum;
}

int Column::upperTotal() const {
    return sumRows(rowOf(Box::Ones), rowOf(Box::Sixes));
}
int Column::bonus() const {
    return upperTotal() >= kBonusThreshold ? kBonusPoints : 0;
}
int Column::minMaxTotal() const {
    return sumRows(rowOf(Box::Min), rowOf(Box::Max));
}
int Column::lowerTotal() const {
    return sumRows(rowOf(Box::Tris), rowOf(Box::Yam));
}
int Column::total() const {
    return upperTotal() + bonus() + minMaxTotal() + lowerTotal();
}

}  // namespace lt::yam
