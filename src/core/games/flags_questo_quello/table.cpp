#include "games/flags_questo_quello/table.h"

#include <algorithm>

#include <fmt/format.h>

namespace lt::flags_questo_quello {
namespace {

constexpr std::array<std::pair<int, int>, 4> kSteps{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

}  // namespace

std::string cellName(int cell) {
    return fmt::format("{}{}", static_cast<char>('a' + cellX(cell)), cellY(cell) + 1);
}

std::optional<int> parseCell(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    const int x = text[0] - 'a';
    const int y = text[1] - '1';
    if (x < 0 || x >= kGridSide || y < 0 || y >= kGridSide) return std::nullopt;
    return cellAt(x, y);
}

bool sharesElement(const Card& a, const Card& b) {
    return a.continent == b.continent || (a.symbols & b.symbols) != 0;
}

int touchesIfPlaced(const Table& table, const std::vector<Card>& cards, int card, int cell) {
    if (cell < 0 || cell >= kCells || table.grid[cell] != kNoCard) return 0;
    if (table.onTable + 1 > kMaxOnTable) return 0;
    const int x = cellX(cell), y = cellY(cell);
    int touching = 0;
    for (auto [dx, dy] : kSteps) {
        const int nx = x + dx, ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= kGridSide || ny >= kGridSide) continue;
        const int other = table.grid[cellAt(nx, ny)];
        if (other == kNoCard) continue;
        if (!sharesElement(cards[card], cards[other])) return 0;  // Q-A3: every neighbour
        ++touching;
    }
    if (touching == 0) return 0;
    int minX = x, maxX = x, minY = y, maxY = y;
    for (int c = 0; c < kCells; ++c) {
        if (table.grid[c] == kNoCard) continue;
        minX = std::min(minX, cellX(c));
        maxX = std::max(maxX, cellX(c));
        minY = std::min(minY, cellY(c));
        maxY = std::max(maxY, cellY(c));
    }
    if (maxX - minX + 1 > kWindow || maxY - minY + 1 > kWindow) return 0;
    return touching;
}

std::vector<int> openCells(const Table& table) {
    std::vector<int> cells;
    for (int cell = 0; cell < kCells; ++cell) {
        if (table.grid[cell] != kNoCard) continue;
        const int x = cellX(cell), y = cellY(cell);
        for (auto [dx, dy] : kSteps) {
            const int nx = x + dx, ny = y + dy;
            if (nx < 0 || ny < 0 || nx >= kGridSide || ny >= kGridSide) continue;
            if (table.grid[cellAt(nx, ny)] != kNoCard) {
                cells.push_back(cell);
                break;
            }
        }
    }
    return cells;
}

std::string describeTable(const Table& table, const std::vector<Card>& cards) {
    static constexpr const char* kPhases[] = {"dealing", "start roll", "playing", "over"};
    std::string text =
        fmt::format("flags-questo-quello: {} players, {} each, {}\n", table.numPlayers,
                    table.handSize, kPhases[static_cast<int>(table.phase)]);
    for (const auto& [a, b] : table.startRolls)
        text += fmt::format("start roll {}+{}\n", flags::symbolLetter(a), flags::symbolLetter(b));
    if (table.starter >= 0) text += fmt::format("player {} opened\n", table.starter + 1);
    text += fmt::format("turn: player {}{}{}\n", table.turn + 1, table.bonus ? " (bonus)" : "",
                        table.drawing ? " (drawing)" : "");
    text += fmt::format("stock {}, passes {}, hands:", table.stockCount, table.passesInARow);
    for (int count : table.handCounts) text += fmt::format(" {}", count);
    text += "\ntable:";
    for (int cell = 0; cell < kCells; ++cell)
        if (table.grid[cell] != kNoCard)
            text += fmt::format(" {}={}", cellName(cell),
                                flags::lowerAscii(cards[table.grid[cell]].code));
    if (table.lastCell >= 0) text += " last " + cellName(table.lastCell);
    if (table.winner >= 0)
        text += fmt::format("\nplayer {} played his last card", table.winner + 1);
    return text + "\n";
}

}  // namespace lt::flags_questo_quello
