#include "games/yam/move.h"

#include <cctype>
#include <vector>

#include "framework/errors.h"

namespace lt::yam {
namespace {
constexpr int kKindBits = 2;
constexpr int kCountBits = 3;
constexpr int kDiceShift = kKindBits;
constexpr int kColumnShift = kDiceShift + kFaces * kCountBits;
constexpr int kBoxShift = kColumnShift + 2;

// The words of the text, lower-cased; saves and undo replay every move through here, so no
// streams.
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

// Faces written one per word ("3 3 5"); nullopt if a word is not a face or there are more
// than five.
std::optional<DiceCounts> readFaces(const std::vector<std::string>& faces, std::size_t from) {
    DiceCounts counts{};
    if (faces.size() - from > static_cast<std::size_t>(kDiceCount)) return std::nullopt;
    for (std::size_t i = from; i < faces.size(); ++i) {
        const std::string& w = faces[i];
        if (w.size() != 1 || w[0] < '1' || w[0] > '6') return std::nullopt;
        ++counts[w[0] - '1'];
    }
    return counts;
}
}  // namespace

Move encode(const YamMove& move) {
    Move code = static_cast<Move>(move.kind);
    for (int f = 0; f < kFaces; ++f)
        code |= static_cast<Move>(move.dice[f]) << (kDiceShift + f * kCountBits);
    code |= static_cast<Move>(move.column) << kColumnShift;
    code |= static_cast<Move>(rowOf(move.box)) << kBoxShift;
    return code;
}

YamMove decode(Move code) {
    YamMove move;
    const auto kind = code & ((1u << kKindBits) - 1);
    const auto column = (code >> kColumnShift) & 3u;
    const auto row = code >> kBoxShift;
    if (kind > 2 || column >= kColumnKinds || row >= static_cast<Move>(kBoxCount))
        throw IllegalMove("not a Yam move code: " + std::to_string(code));
    move.kind = static_cast<MoveKind>(kind);
    int dice = 0;
    for (int f = 0; f < kFaces; ++f) {
        move.dice[f] = static_cast<int>((code >> (kDiceShift + f * kCountBits)) & 7u);
        dice += move.dice[f];
    }
    if (dice > kDiceCount) throw IllegalMove("not a Yam move code: " + std::to_string(code));
    move.column = static_cast<ColumnKind>(column);
    move.box = boxAt(static_cast<int>(row));
    return move;
}

std::string notation(const YamMove& move) {
    switch (move.kind) {
        case MoveKind::Throw:
            return "roll " + facesText(move.dice);
        case MoveKind::Hold:
            return diceTotal(move.dice) == 0 ? "hold none" : "hold " + facesText(move.dice);
        case MoveKind::Score:
            return "score " + std::string(boxId(move.box)) + " " +
                   std::string(columnId(move.column));
    }
    return {};
}

std::optional<YamMove> parseNotation(std::string_view text) {
    const auto w = words(text);
    if (w.size() < 2) return std::nullopt;
    if (w[0] == "roll") {
        const auto faces = readFaces(w, 1);
        if (!faces || diceTotal(*faces) == 0) return std::nullopt;
        return YamMove::throwOf(*faces);
    }
    if (w[0] == "hold") {
        if (w.size() == 2 && w[1] == "none") return YamMove::hold({});
        const auto faces = readFaces(w, 1);
        if (!faces) return std::nullopt;
        return YamMove::hold(*faces);
    }
    if (w[0] == "score" && w.size() == 3) {
        const auto box = boxFromId(w[1]);
        const auto column = columnFromId(w[2]);
        if (!box || !column) return std::nullopt;
        return YamMove::score(*box, *column);
    }
    return std::nullopt;
}

}  // namespace lt::yam
