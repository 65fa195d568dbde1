#include "games/dice_10000/move.h"

#include <cctype>
#include <vector>

#include "framework/errors.h"

namespace lt::dice10000 {
namespace {
constexpr int kKindBits = 2;
constexpr int kCountBits = 3;

std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> result;
    std::string word;
    for (char c : text) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!word.empty()) result.push_back(std::move(word));
            word.clear();
        } else {
            word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    if (!word.empty()) result.push_back(std::move(word));
    return result;
}

// Faces written one per word in words[from, to); nullopt if one is not a face, there are
// none, or there are more than five.
std::optional<DiceCounts> readFaces(const std::vector<std::string>& w, std::size_t from,
                                    std::size_t to) {
    if (to <= from || to - from > static_cast<std::size_t>(kDiceCount)) return std::nullopt;
    DiceCounts counts{};
    for (std::size_t i = from; i < to; ++i) {
        if (w[i].size() != 1 || w[i][0] < '1' || w[i][0] > '6') return std::nullopt;
        ++counts[w[i][0] - '1'];
    }
    return counts;
}
}  // namespace

Move encode(const TenkMove& move) {
    Move code = static_cast<Move>(move.kind);
    for (int f = 0; f < kFaces; ++f)
        code |= static_cast<Move>(move.dice[f]) << (kKindBits + f * kCountBits);
    return code;
}

TenkMove decode(Move code) {
    const auto kind = code & ((1u << kKindBits) - 1);
    if (kind > 2 || (code >> (kKindBits + kFaces * kCountBits)) != 0)
        throw IllegalMove("not a 10 000 move code: " + std::to_string(code));
    TenkMove move;
    move.kind = static_cast<MoveKind>(kind);
    for (int f = 0; f < kFaces; ++f)
        move.dice[f] = static_cast<int>((code >> (kKindBits + f * kCountBits)) & 7u);
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
    const auto w = words(text);
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
