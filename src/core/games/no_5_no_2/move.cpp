#include "games/no_5_no_2/move.h"

#include <cctype>
#include <vector>

#include "framework/errors.h"

namespace lt::no5no2 {
namespace {
constexpr int kCountBits = 3;
}  // namespace

Move encodeThrow(const DiceCounts& faces) {
    Move code = 0;
    for (int f = 0; f < kFaces; ++f) code |= static_cast<Move>(faces[f]) << (f * kCountBits);
    return code;
}

DiceCounts decodeThrow(Move code) {
    if ((code >> (kFaces * kCountBits)) != 0)
        throw IllegalMove("not a No 5, no 2 move code: " + std::to_string(code));
    DiceCounts faces{};
    for (int f = 0; f < kFaces; ++f) faces[f] = static_cast<int>((code >> (f * kCountBits)) & 7u);
    const int dice = diceTotal(faces);
    if (dice < 1 || dice > kMaxDice)
        throw IllegalMove("not a No 5, no 2 move code: " + std::to_string(code));
    return faces;
}

std::string throwNotation(const DiceCounts& faces) {
    return "roll " + facesText(faces);
}

std::optional<DiceCounts> parseThrow(std::string_view text) {
    std::vector<std::string> words;
    std::string word;
    for (char c : text) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!word.empty()) words.push_back(std::move(word));
            word.clear();
        } else {
            word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    if (!word.empty()) words.push_back(std::move(word));
    if (words.size() < 2 || words.size() > kMaxDice + 1 || words[0] != "roll") return std::nullopt;
    DiceCounts faces{};
    for (std::size_t i = 1; i < words.size(); ++i) {
        if (words[i].size() != 1 || words[i][0] < '1' || words[i][0] > '6') return std::nullopt;
        ++faces[words[i][0] - '1'];
    }
    return faces;
}

}  // namespace lt::no5no2
