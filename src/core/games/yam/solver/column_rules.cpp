#include "games/yam/solver/column_rules.h"

#include <algorithm>
#include <bit>

namespace lt::yam::solver {

std::uint32_t ColumnRules::fillable(std::uint32_t filled) const {
    const std::uint32_t empty = allBoxes() & ~filled;
    if (empty == 0) return 0;
    switch (order) {
        case ColumnKind::Down:
            return empty & (~empty + 1);
        case ColumnKind::Up:
            return std::uint32_t{1} << (std::bit_width(empty) - 1);
        case ColumnKind::Free:
            return empty;
    }
    return 0;
}

bool ColumnRules::reachable(std::uint32_t filled) const {
    const int n = std::popcount(filled);
    switch (order) {
        case ColumnKind::Down:
            return filled == (std::uint32_t{1} << n) - 1;
        case ColumnKind::Up:
            return filled == (allBoxes() & ~((std::uint32_t{1} << (boxCount() - n)) - 1));
        case ColumnKind::Free:
            return true;
    }
    return false;
}

void ColumnRules::addBox(std::string name, int face,
                         const std::function<int(const DiceCounts&)>& score) {
    const DiceSets& sets = DiceSets::table();
    std::array<int, DiceSets::kCount> table{};
    for (int id = sets.firstOfSize(kDiceCount); id < DiceSets::kCount; ++id)
        table[id] = score(sets.counts(id));
    boxNames.push_back(std::move(name));
    points.push_back(table);
    upperFace.push_back(face);
}

ColumnRules yamColumnRules(ColumnKind order) {
    ColumnRules rules;
    rules.order = order;
    for (int row = 0; row < kBoxCount; ++row) {
        const Box box = boxAt(row);
        rules.addBox(std::string(boxId(box)), upperFace(box),
                     [box](const DiceCounts& dice) { return boxScore(box, dice); });
    }
    return rules;
}

ColumnRules yahtzeeRules() {
    ColumnRules rules;
    auto most = [](const DiceCounts& d) { return *std::max_element(d.begin(), d.end()); };
    auto run = [](const DiceCounts& d) {
        int best = 0, current = 0;
        for (int count : d) best = std::max(best, current = count > 0 ? current + 1 : 0);
        return best;
    };
    for (int face = 1; face <= kFaces; ++face)
        rules.addBox(std::to_string(face) + "s", face,
                     [face](const DiceCounts& d) { return face * d[face - 1]; });
    rules.addBox("three of a kind", 0,
                 [&](const DiceCounts& d) { return most(d) >= 3 ? pipSum(d) : 0; });
    rules.addBox("four of a kind", 0,
                 [&](const DiceCounts& d) { return most(d) >= 4 ? pipSum(d) : 0; });
    rules.addBox("full house", 0, [](const DiceCounts& d) {
        return std::count(d.begin(), d.end(), 3) == 1 && std::count(d.begin(), d.end(), 2) == 1 ? 25
                                                                                                : 0;
    });
    rules.addBox("small straight", 0, [&](const DiceCounts& d) { return run(d) >= 4 ? 30 : 0; });
    rules.addBox("large straight", 0, [&](const DiceCounts& d) { return run(d) == 5 ? 40 : 0; });
    rules.addBox("yahtzee", 0, [&](const DiceCounts& d) { return most(d) == 5 ? 50 : 0; });
    rules.addBox("chance", 0, [](const DiceCounts& d) { return pipSum(d); });
    return rules;
}

ColumnRules keepBoxes(const ColumnRules& rules, const std::vector<int>& boxes) {
    ColumnRules kept;
    kept.bonusThreshold = rules.bonusThreshold;
    kept.bonusPoints = rules.bonusPoints;
    kept.order = rules.order;
    for (int b : boxes) {
        kept.boxNames.push_back(rules.boxNames.at(b));
        kept.points.push_back(rules.points.at(b));
        kept.upperFace.push_back(rules.upperFace.at(b));
    }
    return kept;
}

}  // namespace lt::yam::solver
