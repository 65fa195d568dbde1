#include "evaluation.h"

#include <array>
#include <cstdlib>

namespace lt::draughts {
namespace {

inline int count(Bits bits) {
    return __builtin_popcountll(bits);
}

// Row 0 is Black's back row (squares 1..5), row 9 White's (46..50).
constexpr int rowOfBit(int bit) {
    return (squareOfBit(bit) - 1) / 5;
}
constexpr int colOfBit(int bit) {
    const int square = squareOfBit(bit);
    const int row = (square - 1) / 5;
    const int index = (square - 1) % 5;
    return row % 2 == 0 ? 2 * index + 1 : 2 * index;
}

constexpr Bits squares(std::initializer_list<int> list) {
    Bits mask = 0;
    for (int s : list) mask |= bitMask(bitOfSquare(s));
    return mask;
}

constexpr Bits kCentre = squares({22, 23, 24, 27, 28, 29});
constexpr Bits kNearCentre = squares({17, 18, 19, 32, 33, 34});
constexpr Bits kEdges = squares({6, 15, 16, 25, 26, 35, 36, 45});
constexpr Bits kLongDiagonal = squares({5, 10, 14, 19, 23, 28, 32, 37, 41, 46});
constexpr Bits kLeftWing = [] {
    Bits mask = 0;
    for (int s = 1; s <= kSquareCount; ++s)
        if (colOfBit(bitOfSquare(s)) <= 4) mask |= bitMask(bitOfSquare(s));
    return mask;
}();

// Bits a White (side 0) or Black (side 1) man on `bit` could still pass on its way to the
// crown row: the forward cone. No enemy piece in it means nobody can stop the man.
constexpr auto kForwardCone = [] {
    std::array<std::array<Bits, kBitCount>, 2> cones{};
    for (int side = 0; side < 2; ++side) {
        for (int s = 1; s <= kSquareCount; ++s) {
            const int bit = bitOfSquare(s);
            const int row = rowOfBit(bit), col = colOfBit(bit);
            Bits cone = 0;
            for (int t = 1; t <= kSquareCount; ++t) {
                const int other = bitOfSquare(t);
                const int dr = side == 0 ? row - rowOfBit(other) : rowOfBit(other) - row;
                const int dc = colOfBit(other) - col;
                if (dr > 0 && std::abs(dc) <= dr) cone |= bitMask(other);
            }
            cones[side][bit] = cone;
        }
    }
    return cones;
}();

// Shifts towards the opponent for each side: White's men look at bits -5/-6, Black's +5/+6.
inline Bits forwardLeft(Bits men, int side) {
    return side == 0 ? men >> 6 : men << 5;
}
inline Bits forwardRight(Bits men, int side) {
    return side == 0 ? men >> 5 : men << 6;
}

struct SideTerms {
    int material = 0;
    int positional = 0;
};

SideTerms sideTerms(const Position& position, Side side, int totalPieces) {
    const int s = static_cast<int>(side);
    const Bits men = position.men(side);
    const Bits kings = position.kings(side);
    const Bits enemies = position.pieces(opposite(side));
    const bool enemyHasKing = position.kings(opposite(side)) != 0;
    const Bits empty = position.empty();
    SideTerms terms;
    terms.material = kManValue * count(men) + kKingValue * count(kings);

    int positional = 0;
    const bool opening = totalPieces > 24;
    for (Bits rest = men; rest; rest &= rest - 1) {
        const int bit = __builtin_ctzll(rest);
        const int row = rowOfBit(bit);
        const int advance = side == Side::White ? 9 - row : row;
        // Tempo: advancing gains space, more so late in the game.
        positional += advance * (opening ? 2 : 4);
        if (advance >= 7) positional += (advance - 6) * 12;
        // A runaway man: no enemy piece in its forward cone and the next step free.
        if (!enemyHasKing && !(kForwardCone[s][bit] & enemies) &&
            ((forwardLeft(bitMask(bit), s) | forwardRight(bitMask(bit), s)) & empty))
            positional += 60 + advance * 12;
    }
    positional += 8 * count(men & kCentre) + 3 * count(men & kNearCentre);
    positional -= 6 * count(men & kEdges);
    // Formations: men backed up diagonally are hard to attack; outposts on the opponent's
    // half supported from both back diagonals are strong.
    const Bits backed = men & (forwardLeft(men, s) | forwardRight(men, s));
    const Bits supported = men & forwardLeft(men, s) & forwardRight(men, s);
    positional += 2 * count(backed) + 4 * count(supported);
    const Bits outposts =
        side == Side::White ? squares({22, 23, 24, 27}) : squares({24, 27, 28, 29});
    positional += 10 * count(supported & outposts);
    // Keep the back row guarded while the opponent still has many men to crown.
    if (opening) {
        const Bits guards = side == Side::White ? squares({47, 48, 49}) : squares({2, 3, 4});
        positional += 5 * count(men & guards);
    }
    // Wing balance: a side with all its men on one wing gets cramped.
    const int left = count(men & kLeftWing);
    const int right = count(men) - left;
    positional -= 3 * std::abs(left - right);
    // Kings: the long diagonal controls the board.
    positional += 20 * count(kings & kLongDiagonal);
    terms.positional = positional;
    return terms;
}

}  // namespace

int evaluateForWhite(const Position& position) {
    const int total = count(position.occupied());
    const SideTerms white = sideTerms(position, Side::White, total);
    const SideTerms black = sideTerms(position, Side::Black, total);
    int score = white.material - black.material + white.positional - black.positional;

    // Endgame knowledge: against a lone king, fewer than four kings (or three kings and a
    // man that cannot be crowned in time) rarely win, so such positions lean to a draw.
    const int whiteCount = count(position.pieces(Side::White));
    const int blackCount = count(position.pieces(Side::Black));
    const bool whiteLoneKing = whiteCount == 1 && position.kings(Side::White);
    const bool blackLoneKing = blackCount == 1 && position.kings(Side::Black);
    if ((blackLoneKing && whiteCount <= 3) || (whiteLoneKing && blackCount <= 3)) score /= 16;
    // The lone king on the long diagonal holds even against more kings.
    if (blackLoneKing && (position.kings(Side::Black) & kLongDiagonal) && whiteCount <= 4)
        score /= 8;
    if (whiteLoneKing && (position.kings(Side::White) & kLongDiagonal) && blackCount <= 4)
        score /= 8;
    return score;
}

int evaluate(const Position& position) {
    const int white = evaluateForWhite(position);
    return position.sideToMove() == Side::White ? white : -white;
}

}  // namespace lt::draughts
