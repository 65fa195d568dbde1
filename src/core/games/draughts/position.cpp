#include "games/draughts/position.h"

#include <algorithm>

namespace lt::draughts {
namespace {

// Diagonal steps in the ghost layout: up-left, up-right (towards square 1), down-left,
// down-right (towards square 50).
constexpr std::array<int, 4> kDirections = {-6, -5, 5, 6};

// kStep[bit][d]: the neighbouring bit in direction d, or -1 off the board.
constexpr auto kStep = [] {
    std::array<std::array<std::int8_t, 4>, kBitCount> table{};
    for (int bit = 0; bit < kBitCount; ++bit) {
        for (int d = 0; d < 4; ++d) {
            const int next = bit + kDirections[d];
            const bool onBoard = next >= 0 && next < kBitCount && ((kBoardMask >> next) & 1) &&
                                 ((kBoardMask >> bit) & 1);
            table[bit][d] = static_cast<std::int8_t>(onBoard ? next : -1);
        }
    }
    return table;
}();

constexpr std::uint64_t splitmix(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// Zobrist keys: one per (piece kind, bit), plus one for Black to move.
struct ZobristKeys {
    std::array<std::array<std::uint64_t, kBitCount>, 5> piece{};
    std::uint64_t blackToMove = 0;
};
constexpr ZobristKeys kZobrist = [] {
    ZobristKeys keys;
    std::uint64_t state = 0x0D1A5C0FFEEULL;
    for (int p = 1; p < 5; ++p)
        for (int bit = 0; bit < kBitCount; ++bit) keys.piece[p][bit] = splitmix(state);
    keys.blackToMove = splitmix(state);
    return keys;
}();

inline int lowestBit(Bits bits) {
    return __builtin_ctzll(bits);
}

// Depth-first search of every capture sequence of one piece. Captured pieces stay on the
// board (they block) until the sequence ends; a piece is never jumped twice.
class CaptureSearch {
  public:
    CaptureSearch(const Position& position, MoveList* moves, std::vector<MoveDetail>* routes)
        : moves_(moves), routes_(routes) {
        const Side us = position.sideToMove();
        opponents_ = position.pieces(opposite(us));
        empty_ = position.empty();
    }

    void searchPiece(int from, bool king) {
        from_ = from;
        free_ = empty_ | bitMask(from);
        path_[0] = from;
        if (king)
            kingStep(from, 0, 0);
        else
            manStep(from, 0, 0);
    }

    int best() const { return best_; }

  private:
    void manStep(int at, Bits captured, int depth) {
        bool extended = false;
        for (int d = 0; d < 4; ++d) {
            const int over = kStep[at][d];
            if (over < 0 || !(opponents_ & ~captured & bitMask(over))) continue;
            const int land = kStep[over][d];
            if (land < 0 || !(free_ & bitMask(land))) continue;
            extended = true;
            order_[depth] = over;
            path_[depth + 1] = land;
            manStep(land, captured | bitMask(over), depth + 1);
        }
        if (!extended && captured) finish(at, captured, depth);
    }

    void kingStep(int at, Bits captured, int depth) {
        bool extended = false;
        for (int d = 0; d < 4; ++d) {
            int over = kStep[at][d];
            while (over >= 0 && (free_ & bitMask(over))) over = kStep[over][d];
            if (over < 0 || !(opponents_ & ~captured & bitMask(over))) continue;
            for (int land = kStep[over][d]; land >= 0 && (free_ & bitMask(land));
                 land = kStep[land][d]) {
                extended = true;
                order_[depth] = over;
                path_[depth + 1] = land;
                kingStep(land, captured | bitMask(over), depth + 1);
            }
        }
        if (!extended && captured) finish(at, captured, depth);
    }

    void finish(int at, Bits captured, int count) {
        if (count < best_) return;
        if (count > best_) {
            best_ = count;
            if (moves_) moves_->clear();
            if (routes_) routes_->clear();
        }
        const Move move{static_cast<std::uint8_t>(from_), static_cast<std::uint8_t>(at), captured};
        if (moves_ && std::find(moves_->begin(), moves_->end(), move) == moves_->end())
            moves_->push_back(move);
        if (routes_) {
            MoveDetail detail{move, {}, {}};
            for (int i = 0; i <= count; ++i) detail.path.push_back(squareOfBit(path_[i]));
            for (int i = 0; i < count; ++i) detail.captured.push_back(squareOfBit(order_[i]));
            routes_->push_back(std::move(detail));
        }
    }

    MoveList* moves_;
    std::vector<MoveDetail>* routes_;
    Bits opponents_ = 0;
    Bits empty_ = 0;
    Bits free_ = 0;
    int from_ = 0;
    int best_ = 0;
    std::array<int, 32> path_{};   // at most 20 captures: one landing square each
    std::array<int, 32> order_{};  // the captured bits, in order
};

// Shifts every bit one diagonal step in the direction `delta` (bits that leave the board land
// on a gap or fall off the word, never on a square).
inline Bits shiftBy(Bits bits, int delta) {
    return delta < 0 ? bits >> -delta : bits << delta;
}

// The men of the side to move with an enemy next to them and an empty square beyond: only
// these can start a capture, so the others need no search.
Bits menThatCanTake(const Position& position) {
    const Side us = position.sideToMove();
    const Bits opponents = position.pieces(opposite(us));
    const Bits empty = position.empty();
    Bits takers = 0;
    for (const int delta : kDirections)
        takers |= shiftBy(shiftBy(empty, -delta) & opponents, -delta);
    return takers & position.men(us);
}

// Runs the capture search over every piece of the side to move.
int searchCaptures(const Position& position, MoveList* moves, std::vector<MoveDetail>* routes) {
    CaptureSearch search(position, moves, routes);
    const Side us = position.sideToMove();
    for (Bits men = menThatCanTake(position); men; men &= men - 1)
        search.searchPiece(lowestBit(men), false);
    for (Bits kings = position.kings(us); kings; kings &= kings - 1)
        search.searchPiece(lowestBit(kings), true);
    return search.best();
}

void addQuietMoves(const Position& position, MoveList& out) {
    const Side us = position.sideToMove();
    const Bits empty = position.empty();
    const Bits men = position.men(us);
    // Men step forward only: White towards square 1 (negative steps), Black towards 50.
    const int firstDir = us == Side::White ? 0 : 2;
    for (int d = firstDir; d < firstDir + 2; ++d) {
        const int delta = kDirections[d];
        Bits targets = delta < 0 ? (men >> -delta) & empty : (men << delta) & empty;
        for (; targets; targets &= targets - 1) {
            const int to = lowestBit(targets);
            out.push_back(
                {static_cast<std::uint8_t>(to - delta), static_cast<std::uint8_t>(to), 0});
        }
    }
    for (Bits kings = position.kings(us); kings; kings &= kings - 1) {
        const int from = lowestBit(kings);
        for (int d = 0; d < 4; ++d)
            for (int to = kStep[from][d]; to >= 0 && (empty & bitMask(to)); to = kStep[to][d])
                out.push_back({static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), 0});
    }
}

Piece pieceOf(Side side, bool king) {
    if (side == Side::White) return king ? Piece::WhiteKing : Piece::WhiteMan;
    return king ? Piece::BlackKing : Piece::BlackMan;
}

}  // namespace

std::vector<int> Move::capturedSquares() const {
    std::vector<int> squares;
    for (Bits bits = captured; bits; bits &= bits - 1)
        squares.push_back(squareOfBit(lowestBit(bits)));
    return squares;
}

std::uint64_t Move::code() const {
    std::uint64_t value =
        static_cast<std::uint64_t>(fromSquare()) | (static_cast<std::uint64_t>(toSquare()) << 6);
    for (Bits bits = captured; bits; bits &= bits - 1)
        value |= std::uint64_t{1} << (12 + squareOfBit(lowestBit(bits)) - 1);
    return value;
}

Move Move::fromCode(std::uint64_t code) {
    Move move;
    const int from = static_cast<int>(code & 63);
    const int to = static_cast<int>((code >> 6) & 63);
    // A code that names no square decodes to a move that is never legal (nowhere to nowhere).
    if (from < 1 || from > kSquareCount || to < 1 || to > kSquareCount) return move;
    move.from = static_cast<std::uint8_t>(bitOfSquare(from));
    move.to = static_cast<std::uint8_t>(bitOfSquare(to));
    for (int s = 1; s <= kSquareCount; ++s)
        if ((code >> (12 + s - 1)) & 1) move.captured |= bitMask(bitOfSquare(s));
    return move;
}

Position Position::initial() {
    Position position;
    for (int s = 1; s <= 20; ++s) position.set(s, Piece::BlackMan);
    for (int s = 31; s <= 50; ++s) position.set(s, Piece::WhiteMan);
    return position;
}

void Position::setSideToMove(Side side) {
    if (side != side_) hash_ ^= kZobrist.blackToMove;
    side_ = side;
}

Piece Position::at(int square) const {
    const Bits mask = bitMask(bitOfSquare(square));
    const bool king = kings_ & mask;
    if (pieces_[0] & mask) return king ? Piece::WhiteKing : Piece::WhiteMan;
    if (pieces_[1] & mask) return king ? Piece::BlackKing : Piece::BlackMan;
    return Piece::None;
}

void Position::set(int square, Piece piece) {
    const int bit = bitOfSquare(square);
    const Piece current = at(square);
    if (current != Piece::None) toggle(bit, current);
    if (piece != Piece::None) toggle(bit, piece);
}

void Position::toggle(int bit, Piece piece) {
    const Bits mask = bitMask(bit);
    const bool white = piece == Piece::WhiteMan || piece == Piece::WhiteKing;
    pieces_[white ? 0 : 1] ^= mask;
    if (piece == Piece::WhiteKing || piece == Piece::BlackKing) kings_ ^= mask;
    hash_ ^= kZobrist.piece[static_cast<int>(piece)][bit];
}

void Position::play(const Move& move) {
    const Side us = side_;
    const Side them = opposite(us);
    const bool king = kings_ & bitMask(move.from);
    const Piece mover = pieceOf(us, king);
    toggle(move.from, mover);
    for (Bits bits = move.captured; bits; bits &= bits - 1) {
        const int bit = lowestBit(bits);
        toggle(bit, pieceOf(them, kings_ & bitMask(bit)));
    }
    // A man is crowned only when the move ends on the far row (not when a capture passes it).
    const Bits crownRow = us == Side::White ? kWhiteCrownRow : kBlackCrownRow;
    const bool crowned = !king && (crownRow & bitMask(move.to));
    toggle(move.to, crowned ? pieceOf(us, true) : mover);
    setSideToMove(them);
}

std::uint64_t Position::hashAfter(const Move& move) const {
    const Side us = side_;
    const bool king = kings_ & bitMask(move.from);
    const Piece mover = pieceOf(us, king);
    std::uint64_t hash =
        hash_ ^ kZobrist.blackToMove ^ kZobrist.piece[static_cast<int>(mover)][move.from];
    for (Bits bits = move.captured; bits; bits &= bits - 1) {
        const int bit = lowestBit(bits);
        hash ^= kZobrist.piece[static_cast<int>(pieceOf(opposite(us), kings_ & bitMask(bit)))][bit];
    }
    const Bits crownRow = us == Side::White ? kWhiteCrownRow : kBlackCrownRow;
    const bool crowned = !king && (crownRow & bitMask(move.to));
    return hash ^ kZobrist.piece[static_cast<int>(crowned ? pieceOf(us, true) : mover)][move.to];
}

std::string Position::diagram() const {
    std::string text;
    for (int row = 0; row < 10; ++row) {
        for (int col = 0; col < 10; ++col) {
            const bool dark = (row + col) % 2 == 1;
            char c = '.';
            if (dark) {
                const int square = row * 5 + col / 2 + 1;
                switch (at(square)) {
                    case Piece::None:
                        c = '-';
                        break;
                    case Piece::WhiteMan:
                        c = 'w';
                        break;
                    case Piece::WhiteKing:
                        c = 'W';
                        break;
                    case Piece::BlackMan:
                        c = 'b';
                        break;
                    case Piece::BlackKing:
                        c = 'B';
                        break;
                }
            }
            text += c;
            if (col < 9) text += ' ';
        }
        text += '\n';
    }
    text += side_ == Side::White ? "White to move\n" : "Black to move\n";
    return text;
}

void generateMoves(const Position& position, MoveList& out) {
    generateMoves(position, hasCapture(position), out);
}

void generateMoves(const Position& position, bool mustCapture, MoveList& out) {
    out.clear();
    if (mustCapture && searchCaptures(position, &out, nullptr) > 0) return;
    addQuietMoves(position, out);
}

MoveList legalMoves(const Position& position) {
    MoveList moves;
    generateMoves(position, moves);
    return moves;
}

bool hasCapture(const Position& position) {
    const Side us = position.sideToMove();
    const Bits opponents = position.pieces(opposite(us));
    const Bits empty = position.empty();
    // Men, all at once per direction: an enemy next to the man and an empty square beyond.
    const Bits men = position.men(us);
    for (const int delta : kDirections) {
        const auto shift = [delta](Bits bits) {
            return delta < 0 ? bits >> -delta : bits << delta;
        };
        if (shift(shift(men) & opponents) & empty) return true;
    }
    for (Bits kings = position.kings(us); kings; kings &= kings - 1) {
        const int at = lowestBit(kings);
        for (int d = 0; d < 4; ++d) {
            int over = kStep[at][d];
            while (over >= 0 && (empty & bitMask(over))) over = kStep[over][d];
            if (over < 0 || !(opponents & bitMask(over))) continue;
            const int land = kStep[over][d];
            if (land >= 0 && (empty & bitMask(land))) return true;
        }
    }
    return false;
}

std::vector<MoveDetail> moveRoutes(const Position& position) {
    std::vector<MoveDetail> routes;
    if (searchCaptures(position, nullptr, &routes) > 0) return routes;
    MoveList quiet;
    addQuietMoves(position, quiet);
    for (const Move& move : quiet)
        routes.push_back({move, {move.fromSquare(), move.toSquare()}, {}});
    return routes;
}

std::vector<MoveDetail> legalMoveDetails(const Position& position) {
    std::vector<MoveDetail> details;
    for (MoveDetail& route : moveRoutes(position)) {
        const bool seen = std::any_of(details.begin(), details.end(),
                                      [&](const MoveDetail& d) { return d.move == route.move; });
        if (!seen) details.push_back(std::move(route));
    }
    return details;
}

namespace {
std::uint64_t perftRecursive(const Position& position, int depth, std::vector<MoveList>& lists) {
    MoveList& moves = lists[depth];
    generateMoves(position, moves);
    if (depth == 1) return moves.size();
    std::uint64_t leaves = 0;
    for (const Move& move : moves) {
        Position next = position;
        next.play(move);
        leaves += perftRecursive(next, depth - 1, lists);
    }
    return leaves;
}
}  // namespace

std::uint64_t perft(const Position& position, int depth) {
    if (depth <= 0) return 1;
    std::vector<MoveList> lists(depth + 1);
    return perftRecursive(position, depth, lists);
}

}  // namespace lt::draughts
