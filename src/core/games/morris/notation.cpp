#include "games/morris/notation.h"

#include <bit>
#include <charconv>
#include <sstream>
#include <vector>

#include "framework/errors.h"

namespace lt::morris {
namespace {

int readPoint(std::string_view text, std::string_view field) {
    if (auto point = pointFromName(text)) return *point;
    throw InputError("'" + std::string(text) + "' is not a point of the board", 0,
                     std::string(field));
}

int readNumber(std::string_view text, int max, std::string_view field) {
    int value = -1;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || value < 0 || value > max)
        throw InputError("expected a number from 0 to " + std::to_string(max) + ", got '" +
                             std::string(text) + "'",
                         0, std::string(field));
    return value;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end - start));
        if (end == std::string_view::npos) return parts;
        start = end + 1;
    }
}

Mask readPoints(std::string_view list, std::string_view field) {
    Mask mask = 0;
    if (list.empty()) return mask;
    for (auto name : split(list, ',')) {
        const int point = readPoint(name, field);
        if (mask & bit(point))
            throw InputError("point " + std::string(name) + " is listed twice", 0,
                             std::string(field));
        mask |= bit(point);
    }
    return mask;
}

std::string listPoints(Mask mask) {
    std::string text;
    for (int p = 0; p < kPoints; ++p) {
        if (!(mask & bit(p))) continue;
        if (!text.empty()) text += ',';
        text += pointName(p);
    }
    return text;
}

}  // namespace

std::string formatMove(MorrisMove move) {
    std::string text;
    if (!move.isPlacement()) {
        text += pointName(move.from);
        text += '-';
    }
    text += pointName(move.to);
    if (move.removes()) {
        text += 'x';
        text += pointName(move.remove);
    }
    return text;
}

MorrisMove parseMoveText(std::string_view text) {
    MorrisMove move;
    std::string_view rest = text;
    if (const auto x = rest.find('x'); x != std::string_view::npos) {
        move.remove = readPoint(rest.substr(x + 1), "removal");
        rest = rest.substr(0, x);
    }
    if (const auto dash = rest.find('-'); dash != std::string_view::npos) {
        move.from = readPoint(rest.substr(0, dash), "origin");
        rest = rest.substr(dash + 1);
    }
    move.to = readPoint(rest, "destination");
    return move;
}

std::string formatPosition(const Position& position) {
    return "W:" + listPoints(position.pawns(0)) + " B:" + listPoints(position.pawns(1)) +
           " H:" + std::to_string(position.inHand(0)) + "," + std::to_string(position.inHand(1)) +
           " T:" + (position.sideToMove() == 0 ? "W" : "B") +
           " Q:" + std::to_string(position.quietPlies());
}

Position parsePosition(std::string_view text, bool diagonals) {
    Mask white = 0, black = 0;
    int whiteHand = 0, blackHand = 0, side = 0, quiet = 0;
    bool seenWhite = false, seenBlack = false;
    std::istringstream words{std::string(text)};
    std::string word;
    while (words >> word) {
        if (word.size() < 2 || word[1] != ':')
            throw InputError("expected W:, B:, H:, T: or Q:, got '" + word + "'", 0, "position");
        const std::string_view value = std::string_view(word).substr(2);
        switch (word[0]) {
            case 'W':
                white = readPoints(value, "W"), seenWhite = true;
                break;
            case 'B':
                black = readPoints(value, "B"), seenBlack = true;
                break;
            case 'H': {
                const auto hands = split(value, ',');
                if (hands.size() != 2) throw InputError("expected two hands, e.g. H:3,4", 0, "H");
                whiteHand = readNumber(hands[0], kPawnsEach, "H");
                blackHand = readNumber(hands[1], kPawnsEach, "H");
                break;
            }
            case 'T':
                if (value != "W" && value != "B")
                    throw InputError("expected W or B, got '" + std::string(value) + "'", 0, "T");
                side = value == "W" ? 0 : 1;
                break;
            case 'Q':
                quiet = readNumber(value, kQuietPlyLimit, "Q");
                break;
            default:
                throw InputError("unknown field '" + word.substr(0, 1) + "'", 0, "position");
        }
    }
    if (!seenWhite || !seenBlack) throw InputError("both W: and B: are needed", 0, "position");
    if (white & black) throw InputError("a point holds two pawns", 0, "position");
    if (std::popcount(white) + whiteHand > kPawnsEach ||
        std::popcount(black) + blackHand > kPawnsEach)
        throw InputError("a player has more than 9 pawns", 0, "position");
    return Position(diagonals, white, black, whiteHand, blackHand, side, quiet);
}

}  // namespace lt::morris
