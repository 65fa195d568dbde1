#include "games/ship_captain_crew/move.h"

#include <cctype>
#include <vector>

#include "framework/errors.h"

namespace lt::shipcaptaincrew {
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

// Faces written one per word from words[1] on; nullopt if one is not a face, there are none,
// or there are more than five.
std::optional<DiceCounts> readFaces(const std::vector<std::string>& w) {
    if (w.size() < 2 || w.size() - 1 > static_cast<std::size_t>(kDiceCount)) return std::nullopt;
    DiceCounts counts{};
    for (std::size_t i = 1; i < w.size(); ++i) {
        if (w[i].size() != 1 || w[i][0] < '1' || w[i][0] > '6') return std::nullopt;
        ++counts[w[i][0] - '1'];
    }
    return counts;
}
}  // namespace

Move encode(const SccMove& move) {
    Move code = static_cast<Move>(move.kind);
    for (int f = 0; f < kFaces; ++f)
        code |= static_cast<Move>(move.dice[f]) << (kKindBits + f * kCountBits);
    return code;
}

SccMove decode(Move code) {
    const auto kind = code & ((1u << kKindBits) - 1);
    if (kind > 2 || (code >> (kKindBits + kFaces * kCountBits)) != 0)
        throw IllegalMove("not a Ship, Captain and Crew move code: " + std::to_string(code));
    SccMove move;
    move.kind = static_cast<MoveKind>(kind);
    for (int f = 0; f < kFaces; ++f)
        move.dice[f] = static_cast<int>((code >> (kKindBits + f * kCountBits)) & 7u);
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
    const auto w = words(text);
    if (w.size() == 1 && w[0] == "stop") return SccMove::stop();
    if (w.empty() || (w[0] != "roll" && w[0] != "reroll")) return std::nullopt;
    const auto faces = readFaces(w);
    if (!faces) return std::nullopt;
    if (w[0] == "roll") return SccMove::throwOf(*faces);
    if (diceTotal(*faces) > 2) return std::nullopt;
    return SccMove::reroll(*faces);
}

}  // namespace lt::shipcaptaincrew
