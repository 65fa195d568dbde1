#include "games/draughts/notation.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include <fmt/format.h>

#include "framework/errors.h"

namespace lt::draughts {
namespace {

std::string_view trim(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    return text;
}

// A square number 1..50 spelled in decimal, or -1.
int parseSquare(std::string_view text) {
    if (text.empty() || text.size() > 2) return -1;
    int value = 0;
    for (char c : text) {
        if (!std::isdigit(static_cast<unsigned char>(c))) return -1;
        value = value * 10 + (c - '0');
    }
    return value >= 1 && value <= kSquareCount ? value : -1;
}

int squareOrThrow(std::string_view text) {
    const int square = parseSquare(trim(text));
    if (square < 0)
        throw InputError(fmt::format("'{}' is not a square number 1-50", trim(text)), 0,
                         "FEN square");
    return square;
}

// The placement rule every position reader shares (FEN, Hub, DXP): a man on the row where
// its side is crowned would have become a king. Throws InputError naming `field`.
void checkPlacement(int square, Piece piece, const char* field) {
    if (piece == Piece::WhiteMan && (kWhiteCrownRow & bitMask(bitOfSquare(square))))
        throw InputError(
            fmt::format("a White man cannot stand on {} (it would have been crowned)", square), 0,
            field);
    if (piece == Piece::BlackMan && (kBlackCrownRow & bitMask(bitOfSquare(square))))
        throw InputError(
            fmt::format("a Black man cannot stand on {} (it would have been crowned)", square), 0,
            field);
}

// The count rule every position reader shares: a side starts with 20 pieces and never gains
// one, so a position with more cannot come from a game (and its searches can run away: 25
// kings take captures for seconds at depth 1). Throws InputError naming `field`.
void checkPieceCounts(const Position& position, const char* field) {
    for (const Side side : {Side::White, Side::Black}) {
        const int pieces = countBits(position.pieces(side));
        if (pieces > kPiecesPerSide)
            throw InputError(
                fmt::format("{} has {} pieces; a side has at most {}",
                            side == Side::White ? "White" : "Black", pieces, kPiecesPerSide),
                0, field);
    }
}

void placeList(Position& position, std::string_view list, bool white, std::vector<bool>& taken) {
    list = trim(list);
    if (list.empty()) return;  // a side with no pieces
    std::vector<std::string_view> items;
    for (std::size_t start = 0;;) {
        const std::size_t comma = list.find(',', start);
        items.push_back(trim(list.substr(
            start, comma == std::string_view::npos ? std::string_view::npos : comma - start)));
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    for (std::string_view item : items) {
        if (item.empty()) throw InputError("empty entry in a piece list", 0, "FEN square");
        bool king = false;
        if (item.front() == 'K' || item.front() == 'k') {
            king = true;
            item.remove_prefix(1);
        }
        int first = 0, last = 0;
        if (const std::size_t dash = item.find('-'); dash != std::string_view::npos) {
            first = squareOrThrow(item.substr(0, dash));
            last = squareOrThrow(item.substr(dash + 1));
            if (last < first)
                throw InputError(fmt::format("range '{}' runs backwards", item), 0, "FEN square");
        } else {
            first = last = squareOrThrow(item);
        }
        for (int square = first; square <= last; ++square) {
            if (taken[square])
                throw InputError(fmt::format("square {} is listed twice", square), 0, "FEN square");
            taken[square] = true;
            const Piece piece = white ? (king ? Piece::WhiteKing : Piece::WhiteMan)
                                      : (king ? Piece::BlackKing : Piece::BlackMan);
            checkPlacement(square, piece, "FEN square");
            position.set(square, piece);
        }
    }
}

std::vector<int> numbersIn(std::string_view text, bool& malformed) {
    std::vector<int> squares;
    malformed = false;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t j = i;
        while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
        const int square = parseSquare(text.substr(i, j - i));
        if (square < 0) {
            malformed = true;
            return squares;
        }
        squares.push_back(square);
        if (j == text.size()) break;
        if (text[j] != '-' && text[j] != 'x' && text[j] != 'X' && text[j] != ':') {
            malformed = true;
            return squares;
        }
        i = j + 1;
        if (i == text.size()) malformed = true;
    }
    return squares;
}

bool isSubsequence(const std::vector<int>& wanted, const std::vector<int>& path) {
    std::size_t k = 0;
    for (std::size_t i = 1; i + 1 < path.size() && k < wanted.size(); ++i)
        if (path[i] == wanted[k]) ++k;
    return k == wanted.size();
}

}  // namespace

Position parseFen(std::string_view text) {
    text = trim(text);
    if (!text.empty() && text.back() == '.') text.remove_suffix(1);
    if (text.size() >= 2 && text.front() == '"' && text.back() == '"')
        text = trim(text.substr(1, text.size() - 2));
    if (text.empty()) throw InputError("the text is empty", 0, "FEN");
    Position position;
    const char side = static_cast<char>(std::toupper(static_cast<unsigned char>(text.front())));
    if (side != 'W' && side != 'B')
        throw InputError(fmt::format("expected W or B, found '{}'", text.front()), 0, "FEN side");
    position.setSideToMove(side == 'W' ? Side::White : Side::Black);
    text.remove_prefix(1);
    std::vector<bool> taken(kSquareCount + 1, false);
    bool seen[2] = {false, false};
    text = trim(text);
    while (!text.empty()) {
        if (text.front() != ':')
            throw InputError(
                fmt::format("expected ':' before a piece list, found '{}'", text.front()), 0,
                "FEN");
        text.remove_prefix(1);
        text = trim(text);
        std::size_t end = text.find(':');
        if (end == std::string_view::npos) end = text.size();
        std::string_view list = text.substr(0, end);
        text = text.substr(end);
        if (list.empty()) throw InputError("a piece list has no colour", 0, "FEN colour");
        const char colour = static_cast<char>(std::toupper(static_cast<unsigned char>(list[0])));
        // Move counters some programs append (":H0:F1", halfmoves and move number): the
        // position does not depend on them.
        if ((list[0] == 'H' || list[0] == 'F') && list.size() > 1 &&
            trim(list.substr(1)).find_first_not_of("0123456789") == std::string_view::npos)
            continue;
        if (colour != 'W' && colour != 'B')
            throw InputError(
                fmt::format("a piece list must start with W or B, found '{}'", list[0]), 0,
                "FEN colour");
        const int index = colour == 'W' ? 0 : 1;
        if (seen[index])
            throw InputError(
                fmt::format("the {} list appears twice", colour == 'W' ? "White" : "Black"), 0,
                "FEN colour");
        seen[index] = true;
        placeList(position, list.substr(1), colour == 'W', taken);
    }
    checkPieceCounts(position, "FEN");
    return position;
}

std::string toFen(const Position& position) {
    std::string text = position.sideToMove() == Side::White ? "W" : "B";
    for (const Side side : {Side::White, Side::Black}) {
        text += side == Side::White ? ":W" : ":B";
        bool first = true;
        for (int square = 1; square <= kSquareCount; ++square) {
            const Piece piece = position.at(square);
            const bool ours = side == Side::White
                                  ? (piece == Piece::WhiteMan || piece == Piece::WhiteKing)
                                  : (piece == Piece::BlackMan || piece == Piece::BlackKing);
            if (!ours) continue;
            if (!first) text += ',';
            first = false;
            if (piece == Piece::WhiteKing || piece == Piece::BlackKing) text += 'K';
            text += std::to_string(square);
        }
    }
    return text;
}

std::string moveToText(const Position& position, const Move& move) {
    if (!move.isCapture()) return fmt::format("{}-{}", move.fromSquare(), move.toSquare());
    const std::vector<MoveDetail> details = legalMoveDetails(position);
    const bool ambiguous = std::count_if(details.begin(), details.end(), [&](const MoveDetail& d) {
                               return d.move.from == move.from && d.move.to == move.to;
                           }) > 1;
    if (!ambiguous) return fmt::format("{}x{}", move.fromSquare(), move.toSquare());
    for (const MoveDetail& detail : details) {
        if (!(detail.move == move)) continue;
        std::string text;
        for (std::size_t i = 0; i < detail.path.size(); ++i) {
            if (i > 0) text += 'x';
            text += std::to_string(detail.path[i]);
        }
        return text;
    }
    return fmt::format("{}x{}", move.fromSquare(), move.toSquare());
}

Move parseMove(const Position& position, std::string_view text) {
    text = trim(text);
    while (!text.empty() && (text.back() == '!' || text.back() == '?')) text.remove_suffix(1);
    bool malformed = false;
    const std::vector<int> squares = numbersIn(text, malformed);
    if (malformed || squares.size() < 2)
        throw InputError(fmt::format("'{}' is not a move (write it like 32-28 or 19x30)", text), 0,
                         "move");
    const std::vector<int> middle(squares.begin() + 1, squares.end() - 1);
    std::vector<Move> matches;
    for (const MoveDetail& route : moveRoutes(position)) {
        if (route.move.fromSquare() != squares.front() || route.move.toSquare() != squares.back())
            continue;
        if (!isSubsequence(middle, route.path)) continue;
        if (std::find(matches.begin(), matches.end(), route.move) == matches.end())
            matches.push_back(route.move);
    }
    if (matches.empty()) {
        const bool mustCapture = hasCapture(position);
        throw InputError(fmt::format("{} is not legal here{}", text,
                                     mustCapture ? " (a capture is compulsory)" : ""),
                         0, "move");
    }
    if (matches.size() > 1)
        throw InputError(fmt::format("{} is ambiguous: give the landing squares, e.g. {}", text,
                                     moveToText(position, matches.front())),
                         0, "move");
    return matches.front();
}

Position parseSquareLetters(std::string_view text, char blackMan, const char* field) {
    const char blackKing = static_cast<char>(std::toupper(static_cast<unsigned char>(blackMan)));
    if (text.size() != 51)
        throw InputError(fmt::format("expected 51 characters, found {}", text.size()), 0, field);
    if (text[0] != 'W' && text[0] != blackKing)
        throw InputError(fmt::format("side must be W or {}, found '{}'", blackKing, text[0]), 0,
                         field);
    Position position;
    position.setSideToMove(text[0] == 'W' ? Side::White : Side::Black);
    for (int square = 1; square <= kSquareCount; ++square) {
        const char c = text[square];
        const Piece piece = c == 'w'         ? Piece::WhiteMan
                            : c == 'W'       ? Piece::WhiteKing
                            : c == blackMan  ? Piece::BlackMan
                            : c == blackKing ? Piece::BlackKing
                                             : Piece::None;
        if (piece == Piece::None && c != 'e')
            throw InputError(fmt::format("square {}: unknown piece '{}'", square, c), 0, field);
        checkPlacement(square, piece, field);
        position.set(square, piece);
    }
    checkPieceCounts(position, field);
    return position;
}

std::string toSquareLetters(const Position& position, char blackMan) {
    const char blackKing = static_cast<char>(std::toupper(static_cast<unsigned char>(blackMan)));
    std::string text(1, position.sideToMove() == Side::White ? 'W' : blackKing);
    for (int square = 1; square <= kSquareCount; ++square) {
        switch (position.at(square)) {
            case Piece::WhiteMan:
                text += 'w';
                break;
            case Piece::WhiteKing:
                text += 'W';
                break;
            case Piece::BlackMan:
                text += blackMan;
                break;
            case Piece::BlackKing:
                text += blackKing;
                break;
            case Piece::None:
                text += 'e';
                break;
        }
    }
    return text;
}

}  // namespace lt::draughts
