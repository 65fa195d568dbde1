#include "games/ship_captain_crew/move.h"

#include <vector>

#include "framework/errors.h"

namespace lt::shipcaptaincrew {
namespace {
constexpr int kKindBits = 2;
constexpr int kCountBits = 3;

// Faces written one per word from words[1] on; nullopt if one is not a face, there are none,
// or there are more than five.
std::optional<DiceCounts> readFaces(const std::vector<std::string>& w) {
    if (w.size() < 2) return std::nullopt;
    return dice::readFaces(w, 1, w.size(), kDiceCount);
}
}  // namespace

Move encode(const SccMove& move) {
    return static_cast<Move>(move.kind) | dice::packedCounts(move.dice, kCountBits) << kKindBits;
}

SccMove decode(Move code) {
    const auto kind = code & ((1u << kKindBits) - 1);
    const auto counts = dice::unpackedCounts(code >> kKindBits, kCountBits);
    if (kind > 2 || !counts)
        throw IllegalMove("not a Ship, Captain and Crew move code: " + std::to_string(code));
    SccMove move;
    move.kind = static_cast<MoveKind>(kind);
    move.dice = *counts;
    const int dice = diceTotal(move.dice);
    const bool fits = move.kind == MoveKind::Stop     ? dice == 0
                      : move.kind == MoveKind::Reroll ? dice >= 1 && dice <= 2
                                                      : dice >= 1 && dice <= kDiceCount;
    if (!fits) throw IllegalMove("not a Ship, Captain and Crew move code: " + std::to_string(code));
    return move;
}

std::string notation(const SccMove& move) {
    switch (move.kind) {
        case MoveKind::Throw:
            return "roll " + facesText(move.dice);
        case MoveKind::Stop:
            return "stop";
        case MoveKind::Reroll:
            return "reroll " + facesText(move.dice);
    }
    return {};
}

std::optional<SccMove> parseNotation(std::string_view text) {
    const auto w = dice::wordsOf(text);
    if (w.size() == 1 && w[0] == "stop") return SccMove::stop();
    if (w.empty() || (w[0] != "roll" && w[0] != "reroll")) return std::nullopt;
    const auto faces = readFaces(w);
    if (!faces) return std::nullopt;
    if (w[0] == "roll") return SccMove::throwOf(*faces);
    if (diceTotal(*faces) > 2) return std::nullopt;
    return SccMove::reroll(*faces);
}

}  // namespace lt::shipcaptaincrew
