#include "games/yam/sheet_model.h"

#include <QCoreApplication>
#include <algorithm>
#include <array>

namespace lt::shell::yam {

namespace core = ::lt::yam;
using core::Box;
using core::ColumnKind;

namespace {

// Row index -> box row (0..13), or -1 for the totals.
constexpr std::array<int, kSheetRows> kBoxByRow{0,  1, 2, 3,  4,  5,  -1, -1, 6, 7,
                                                -1, 8, 9, 10, 11, 12, 13, -1, -1};

enum TotalRow { UpperTotal = 6, Bonus = 7, MinMaxTotal = 10, LowerTotal = 17, ColumnTotal = 18 };

}  // namespace

std::optional<Box> boxOfRow(int row) {
    if (row < 0 || row >= kSheetRows || kBoxByRow[row] < 0) return std::nullopt;
    return core::boxAt(kBoxByRow[row]);
}

int rowOfBox(Box box) {
    const auto at = std::find(kBoxByRow.begin(), kBoxByRow.end(), core::rowOf(box));
    return static_cast<int>(at - kBoxByRow.begin());
}

QString boxName(Box box) {
    switch (box) {
        case Box::Ones:
            return QCoreApplication::translate("YamSheet", "Ones");
        case Box::Twos:
            return QCoreApplication::translate("YamSheet", "Twos");
        case Box::Threes:
            return QCoreApplication::translate("YamSheet", "Threes");
        case Box::Fours:
            return QCoreApplication::translate("YamSheet", "Fours");
        case Box::Fives:
            return QCoreApplication::translate("YamSheet", "Fives");
        case Box::Sixes:
            return QCoreApplication::translate("YamSheet", "Sixes");
        case Box::Min:
            return QCoreApplication::translate("YamSheet", "Min");
        case Box::Max:
            return QCoreApplication::translate("YamSheet", "Max");
        case Box::Tris:
            return QCoreApplication::translate("YamSheet", "Tris");
        case Box::Full:
            return QCoreApplication::translate("YamSheet", "Full");
        case Box::SmallStraight:
            return QCoreApplication::translate("YamSheet", "Small straight");
        case Box::Quaterna:
            return QCoreApplication::translate("YamSheet", "Four of a kind");
        case Box::LargeStraight:
            return QCoreApplication::translate("YamSheet", "Large straight");
        case Box::Yam:
            return QCoreApplication::translate("YamSheet", "Yam");
    }
    return {};
}

QString columnName(ColumnKind kind) {
    switch (kind) {
        case ColumnKind::Down:
            return QCoreApplication::translate("YamSheet", "down column");
        case ColumnKind::Up:
            return QCoreApplication::translate("YamSheet", "up column");
        case ColumnKind::Free:
            return QCoreApplication::translate("YamSheet", "free column");
    }
    return {};
}

QString columnSymbol(ColumnKind kind) {
    switch (kind) {
        case ColumnKind::Down:
            return QStringLiteral("↓");
        case ColumnKind::Up:
            return QStringLiteral("↑");
        case ColumnKind::Free:
            return QCoreApplication::translate("YamSheet", "free");
    }
    return {};
}

QString columnRule(ColumnKind kind) {
    switch (kind) {
        case ColumnKind::Down:
            return QCoreApplication::translate("YamSheet",
                                               "Down: filled in order from Ones to Yam");
        case ColumnKind::Up:
            return QCoreApplication::translate("YamSheet", "Up: filled in order from Yam to Ones");
        case ColumnKind::Free:
            return QCoreApplication::translate("YamSheet", "Free: any empty box, in any order");
    }
    return {};
}

std::vector<ScoreSheetRow> sheetRows() {
    std::vector<ScoreSheetRow> rows;
    for (int row = 0; row < kSheetRows; ++row) {
        if (const auto box = boxOfRow(row)) {
            rows.push_back({boxName(*box), false});
            continue;
        }
        switch (row) {
            case UpperTotal:
                rows.push_back({QCoreApplication::translate("YamSheet", "Total 1–6"), true});
                break;
            case Bonus:
                rows.push_back({QCoreApplication::translate("YamSheet", "Bonus (63+)"), true});
                break;
            case MinMaxTotal:
                rows.push_back({QCoreApplication::translate("YamSheet", "Min + Max"), true});
                break;
            case LowerTotal:
                rows.push_back({QCoreApplication::translate("YamSheet", "Total Tris–Yam"), true});
                break;
            default:
                rows.push_back({QCoreApplication::translate("YamSheet", "Column total"), true});
                break;
        }
    }
    return rows;
}

ScoreSheet sheetOf(const core::YamState& state, PlayerId seat, const QString& player,
                   const QColor& colour) {
    ScoreSheet sheet;
    sheet.player = player;
    sheet.colour = colour;
    sheet.total = state.total(seat);
    for (const core::Column& column : state.sheet(seat)) {
        ScoreSheetColumn shown;
        shown.header = columnSymbol(column.kind());
        shown.tooltip = columnRule(column.kind());
        shown.values.resize(kSheetRows);
        shown.next.assign(kSheetRows, false);
        for (int row = 0; row < kSheetRows; ++row)
            if (const auto box = boxOfRow(row)) shown.values[row] = column.entry(*box);
        const bool anyUpper = column.filledMask() & ((1u << core::kUpperBoxCount) - 1);
        const bool anyLower = column.filledMask() >> core::rowOf(Box::Tris);
        if (anyUpper) shown.values[UpperTotal] = column.upperTotal();
        if (anyUpper) shown.values[Bonus] = column.bonus();
        if (column.isFilled(Box::Min) || column.isFilled(Box::Max))
            shown.values[MinMaxTotal] = column.minMaxTotal();
        if (anyLower) shown.values[LowerTotal] = column.lowerTotal();
        if (column.filledMask() != 0) shown.values[ColumnTotal] = column.total();
        // The order rule only needs showing where it restricts: the free column has none.
        if (column.kind() != ColumnKind::Free)
            for (Box box : column.fillable()) shown.next[rowOfBox(box)] = true;
        sheet.columns.push_back(shown);
    }
    return sheet;
}

std::vector<bool> scoringDice(const core::YamState& state, Box box) {
    const auto& dice = state.dice();
    std::vector<bool> scoring(dice.size(), false);
    const core::DiceCounts counts = state.diceCounts();
    if (core::boxScore(box, counts) == 0) return scoring;
    if (const int face = core::upperFace(box)) {
        for (std::size_t i = 0; i < dice.size(); ++i) scoring[i] = dice[i] == face;
        return scoring;
    }
    if (box == Box::Tris || box == Box::Quaterna) {
        const int needed = box == Box::Tris ? 3 : 4;
        const int face =
            static_cast<int>(std::max_element(counts.begin(), counts.end()) - counts.begin()) + 1;
        int marked = 0;
        for (std::size_t i = 0; i < dice.size() && marked < needed; ++i)
            if (dice[i] == face) scoring[i] = (++marked, true);
        return scoring;
    }
    if (box == Box::SmallStraight) {
        // One die of each face of the run of four (a pair inside the run does not count).
        int first = 0;
        while (first + 3 < core::kFaces &&
               !(counts[first] && counts[first + 1] && counts[first + 2] && counts[first + 3]))
            ++first;
        std::array<bool, core::kFaces> taken{};
        for (std::size_t i = 0; i < dice.size(); ++i) {
            const int f = dice[i] - 1;
            if (f >= first && f < first + 4 && !taken[f]) scoring[i] = taken[f] = true;
        }
        return scoring;
    }
    std::fill(scoring.begin(), scoring.end(), true);
    return scoring;
}

}  // namespace lt::shell::yam
