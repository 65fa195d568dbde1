#include "games/dice_421/move.h"

#include "framework/errors.h"

namespace lt::dice421 {
namespace {
constexpr int kKindBits = 2;
constexpr int kCountBits = 2;

[[noreturn]] void badCode(Move code) {
    throw IllegalMove("not a 421 move code: " + std::to_string(code));
}
}  // namespace

Move encode(const Move421& move) {
    return static_cast<Move>(move.kind) | dice::packedCounts(move.dice, kCountBits) << kKindBits;
}

Move421 decode(Move code) {
    const Move kind = code & ((1u << kKindBits) - 1);
    const auto counts = dice::unpackedCounts(code >> kKindBits, kCountBits);
    if (kind > 2 || !counts) badCode(code);
    const Move421 move{static_cast<MoveKind>(kind), *counts};
    const int total = diceTotal(move.dice);
    if (move.kind == MoveKind::Stand ? total != 0 : (total == 0 || total > kDiceCount))
        badCode(code);
    return move;
}

std::string notation(const Move421& move) {
    switch (move.kind) {
        case MoveKind::Throw:
            return "roll " + facesText(move.dice);
        case MoveKind::Reroll:
            return "reroll " + facesText(move.dice);
        case MoveKind::Stand:
            return "stand";
    }
    return {};
}

std::optional<Move421> parseNotation(std::string_view text) {
    const auto w = wordsOf(text);
    if (w.size() == 1 && w[0] == "stand") return Move421::stand();
    if (w.size() >= 2 && (w[0] == "roll" || w[0] == "reroll")) {
        const auto faces = readFaces(w, 1, w.size());
        if (!faces) return std::nullopt;
        return w[0] == "roll" ? Move421::throwOf(*faces) : Move421::reroll(*faces);
    }
    return std::nullopt;
}

}  // namespace lt::dice421
