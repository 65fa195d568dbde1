#include "games/dice_10000/move.h"

#include <vector>

#include "framework/errors.h"

namespace lt::dice10000 {
namespace {
constexpr int kKindBits = 2;
constexpr int kCountBits = 3;

// Faces written one per word in words[from, to); nullopt if one is not a face, there are
// none, or there are more than five.
std::optional<DiceCounts> readFaces(const std::vector<std::string>& w, std::size_t from,
                                    std::size_t to) {
    if (to <= from) return std::nullopt;
    return dice::readFaces(w, from, to, kDiceCount);
}
}  // namespace

Move encode(const TenkMove& move) {
    return static_cast<Move>(move.kind) | dice::packedCounts(move.dice, kCountBits) << kKindBits;
}

TenkMove decode(Move code) {
    const auto kind = code & ((1u << kKindBits) - 1);
    const auto counts = dice::unpackedCounts(code >> kKindBits, kCountBits);
    if (kind > 2 || !counts) throw IllegalMove("not a 10 000 move code: " + std::to_string(code));
    TenkMove move;
    move.kind = static_cast<MoveKind>(kind);
    move.dice = *counts;
    const int dice = diceTotal(move.dice);
    if (dice == 0 || dice > kDiceCount)
        throw IllegalMove("not a 10 000 move code: " + std::to_string(code));
    return move;
}

std::string notation(const TenkMove& move) {
    switch (move.kind) {
        case MoveKind::Throw:
            return "roll " + facesText(move.dice);
        case MoveKind::KeepAndRoll:
            return "keep " + facesText(move.dice) + " roll";
        case MoveKind::KeepAndBank:
            return "keep " + facesText(move.dice) + " bank";
    }
    return {};
}

std::optional<TenkMove> parseNotation(std::string_view text) {
    const auto w = dice::wordsOf(text);
    if (w.size() < 2) return std::nullopt;
    if (w[0] == "roll") {
        const auto faces = readFaces(w, 1, w.size());
        if (!faces) return std::nullopt;
        return TenkMove::throwOf(*faces);
    }
    if (w[0] == "keep" && w.size() >= 3) {
        const auto faces = readFaces(w, 1, w.size() - 1);
        if (!faces) return std::nullopt;
        if (w.back() == "roll") return TenkMove::keepAndRoll(*faces);
        if (w.back() == "bank") return TenkMove::keepAndBank(*faces);
    }
    return std::nullopt;
}

}  // namespace lt::dice10000
