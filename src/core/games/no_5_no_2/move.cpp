#include "games/no_5_no_2/move.h"

#include <vector>

#include "framework/errors.h"

namespace lt::no5no2 {
namespace {
constexpr int kCountBits = 3;
}  // namespace

Move encodeThrow(const DiceCounts& faces) {
    return dice::packedCounts(faces, kCountBits);
}

DiceCounts decodeThrow(Move code) {
    const auto faces = dice::unpackedCounts(code, kCountBits);
    const int dice = faces ? diceTotal(*faces) : 0;
    if (dice < 1 || dice > kMaxDice)
        throw IllegalMove("not a No 5, no 2 move code: " + std::to_string(code));
    return *faces;
}

std::string throwNotation(const DiceCounts& faces) {
    return "roll " + facesText(faces);
}

std::optional<DiceCounts> parseThrow(std::string_view text) {
    const auto words = dice::wordsOf(text);
    if (words.size() < 2 || words[0] != "roll") return std::nullopt;
    return dice::readFaces(words, 1, words.size(), kMaxDice);
}

}  // namespace lt::no5no2
