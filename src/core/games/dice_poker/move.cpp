#include "games/dice_poker/move.h"

#include "framework/errors.h"

namespace lt::dicepoker {
namespace {
constexpr int kKindBits = 2;
constexpr int kCountBits = 3;
constexpr int kPayloadShift = kKindBits;

[[noreturn]] void badCode(Move code) {
    throw IllegalMove("not a dice poker move code: " + std::to_string(code));
}
}  // namespace

Move encode(const PokerMove& move) {
    const Move code = static_cast<Move>(move.kind);
    if (move.kind == MoveKind::Stake)
        return code | (static_cast<Move>(move.stake) << kPayloadShift);
    return code | dice::packedCounts(move.dice, kCountBits) << kPayloadShift;
}

PokerMove decode(Move code) {
    const auto kind = static_cast<MoveKind>(code & ((1u << kKindBits) - 1));
    const Move payload = code >> kPayloadShift;
    switch (kind) {
        case MoveKind::Stake:
            if (payload < 1 || payload > 2) badCode(code);
            return PokerMove::stakeOf(static_cast<int>(payload));
        case MoveKind::Stand:
            if (payload != 0) badCode(code);
            return PokerMove::stand();
        case MoveKind::Throw:
        case MoveKind::Reroll: {
            const auto counts = dice::unpackedCounts(payload, kCountBits);
            if (!counts) badCode(code);
            const int total = diceTotal(*counts);
            if (total == 0 || total > kDiceCount) badCode(code);
            return {kind, *counts, 0};
        }
    }
    badCode(code);
}

std::string notation(const PokerMove& move) {
    switch (move.kind) {
        case MoveKind::Stake:
            return "stake " + std::to_string(move.stake);
        case MoveKind::Throw:
            return "roll " + facesText(move.dice);
        case MoveKind::Reroll:
            return "reroll " + facesText(move.dice);
        case MoveKind::Stand:
            return "stand";
    }
    return {};
}

std::optional<PokerMove> parseNotation(std::string_view text) {
    const auto w = wordsOf(text);
    if (w.empty()) return std::nullopt;
    if (w.size() == 1 && w[0] == "stand") return PokerMove::stand();
    if (w.size() == 2 && w[0] == "stake" && (w[1] == "1" || w[1] == "2"))
        return PokerMove::stakeOf(w[1][0] - '0');
    if (w.size() >= 2 && (w[0] == "roll" || w[0] == "reroll")) {
        const auto faces = readFaces(w, 1, w.size());
        if (!faces) return std::nullopt;
        return w[0] == "roll" ? PokerMove::throwOf(*faces) : PokerMove::reroll(*faces);
    }
    return std::nullopt;
}

}  // namespace lt::dicepoker
