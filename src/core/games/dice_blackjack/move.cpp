#include "games/dice_blackjack/move.h"

#include <vector>

#include "framework/errors.h"

namespace lt::diceblackjack {
namespace {
constexpr int kKindBits = 2;
constexpr int kCountBits = 2;  // at most three dice show one face

bool isDigitIn(const std::string& word, char low, char high) {
    return word.size() == 1 && word[0] >= low && word[0] <= high;
}

[[noreturn]] void badCode(Move code) {
    throw IllegalMove("not a Dice Black Jack move code: " + std::to_string(code));
}
}  // namespace

Move encode(const BjMove& move) {
    Move code = static_cast<Move>(move.kind);
    switch (move.kind) {
        case MoveKind::Throw:
            code |= dice::packedCounts(move.faces, kCountBits) << kKindBits;
            break;
        case MoveKind::Stop:
            break;
        case MoveKind::Again:
            code |= static_cast<Move>(move.dice) << kKindBits;
            break;
    }
    return code;
}

BjMove decode(Move code) {
    const Move kind = code & ((1u << kKindBits) - 1);
    const Move rest = code >> kKindBits;
    switch (kind) {
        case 0: {
            const auto faces = dice::unpackedCounts(rest, kCountBits);
            if (!faces) badCode(code);
            const int dice = diceCount(*faces);
            if (dice < 1 || dice > kMaxDice) badCode(code);
            return BjMove::throwOf(*faces);
        }
        case 1:
            if (rest != 0) badCode(code);
            return BjMove::stop();
        case 2:
            if (rest < 1 || rest > static_cast<Move>(kMaxDice)) badCode(code);
            return BjMove::again(static_cast<int>(rest));
        default:
            badCode(code);
    }
}

std::string notation(const BjMove& move) {
    switch (move.kind) {
        case MoveKind::Throw:
            return "roll " + facesText(move.faces);
        case MoveKind::Stop:
            return "stop";
        case MoveKind::Again:
            return "again " + std::to_string(move.dice);
    }
    return {};
}

std::optional<BjMove> parseNotation(std::string_view text) {
    const auto w = dice::wordsOf(text);
    if (w.size() == 1 && w[0] == "stop") return BjMove::stop();
    if (w.size() == 2 && w[0] == "again" && isDigitIn(w[1], '1', '3'))
        return BjMove::again(w[1][0] - '0');
    if (w.size() >= 2 && w[0] == "roll") {
        const auto faces = dice::readFaces(w, 1, w.size(), kMaxDice);
        if (!faces) return std::nullopt;
        return BjMove::throwOf(*faces);
    }
    return std::nullopt;
}

}  // namespace lt::diceblackjack
