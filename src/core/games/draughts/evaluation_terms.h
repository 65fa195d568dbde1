// The terms of the draughts evaluation: for one side, counts of things on the board (men by
// square, kings, formations, runaway men, ...). The engine multiplies them by the weights in
// evaluation_weights.h; the tuner (bench/draughts/tune.cpp) records them to fit those
// weights to game results. One definition serves both, so a tuned weight means exactly what
// the engine computes.
#pragma once

#include <array>
#include <cstdint>
#include <cstdlib>

#include "games/draughts/position.h"

namespace lt::draughts::eval {

// Each term has a weight for the opening (all 40 pieces on the board) and one for the ending
// (none left); the evaluation blends the two by the number of pieces on the board.
enum Term : int {
    kManOnSquare = 0,  // + the square (1..50) seen from the man's own side, minus one
    kKing = kManOnSquare + kSquareCount,
    kFirstKing,           // the side has a king at all
    kKingOnLongDiagonal,  // the 5-46 diagonal controls the board
    kBackedMan,           // a man with a friendly man behind it on a diagonal
    kSupportedMan,        // ... behind it on both diagonals
    kSupportedOutpost,    // a supported man on 22, 23, 24 or 27 (White's view)
    kFreeStep,            // an empty square in front of a man
    kBlockedMan,          // a man with no empty square in front of it
    kWingImbalance,       // |men on the left half - men on the right half|
    kRunawayMan,          // + how far it has come (0..9), + 10 when its side has the move:
                          // no enemy piece can stop it
    kTermCount = kRunawayMan + 20,
};

struct PhaseWeights {
    int opening;
    int ending;
};

inline constexpr int kPhasePieces = 40;

namespace detail {

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

constexpr Bits squareMask(std::initializer_list<int> list) {
    Bits mask = 0;
    for (int s : list) mask |= bitMask(bitOfSquare(s));
    return mask;
}

// The same squares seen from the other side of the board: square s <-> 51 - s, which in the
// ghost layout is bit b <-> 53 - b.
constexpr Bits mirror(Bits bits) {
    Bits out = 0;
    for (int bit = 0; bit < kBitCount; ++bit)
        if (bits & bitMask(bit)) out |= bitMask(kBitCount - 1 - bit);
    return out;
}

inline constexpr Bits kLongDiagonal = squareMask({5, 10, 14, 19, 23, 28, 32, 37, 41, 46});
inline constexpr Bits kLeftWing = [] {
    Bits mask = 0;
    for (int s = 1; s <= kSquareCount; ++s)
        if (colOfBit(bitOfSquare(s)) <= 4) mask |= bitMask(bitOfSquare(s));
    return mask;
}();
inline constexpr std::array<Bits, 2> kOutposts = {squareMask({22, 23, 24, 27}),
                                                  mirror(squareMask({22, 23, 24, 27}))};

// The square index of a man on each bit, seen from its own side (White's squares as they
// are, Black's turned round), so one table of weights serves both colours.
inline constexpr auto kOwnSquareIndex = [] {
    std::array<std::array<std::int8_t, kBitCount>, 2> index{};
    for (int s = 1; s <= kSquareCount; ++s) {
        index[0][bitOfSquare(s)] = static_cast<std::int8_t>(s - 1);
        index[1][bitOfSquare(s)] = static_cast<std::int8_t>(kSquareCount - s);
    }
    return index;
}();

// How far a man on each bit has come from its own back row (0..9).
inline constexpr auto kAdvance = [] {
    std::array<std::array<std::int8_t, kBitCount>, 2> advance{};
    for (int s = 1; s <= kSquareCount; ++s) {
        const int bit = bitOfSquare(s);
        advance[0][bit] = static_cast<std::int8_t>(9 - rowOfBit(bit));
        advance[1][bit] = static_cast<std::int8_t>(rowOfBit(bit));
    }
    return advance;
}();

// Bits a White (side 0) or Black (side 1) man on `bit` could still pass on its way to the
// crown row: the forward cone. No enemy piece in it means nobody can stop the man.
inline constexpr auto kForwardCone = [] {
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
                // Not std::abs: constexpr only from C++23 (clang rejects it here, gcc allows it).
                if (dr > 0 && -dr <= dc && dc <= dr) cone |= bitMask(other);
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

}  // namespace detail

// Whether a sink takes the men by square from the board patterns instead (a static member
// kMenOnSquaresInPatterns): the engine folds their weights into its pattern table.
template <class Sink>
constexpr bool menOnSquaresInPatterns() {
    if constexpr (requires { Sink::kMenOnSquaresInPatterns; })
        return Sink::kMenOnSquaresInPatterns;
    else
        return false;
}

// Calls sink.add(term, count) for every term of `side` that is not zero. Inlined into its
// callers, so that the engine's POPCNT build counts with the instruction.
template <class Sink>
[[gnu::always_inline]] inline void collectSideTerms(const Position& position, Side side,
                                                    Sink& sink) {
    using namespace detail;
    const int s = static_cast<int>(side);
    const Bits men = position.men(side);
    const Bits kings = position.kings(side);
    const Bits enemies = position.pieces(opposite(side));
    const Bits empty = position.empty();
    const bool enemyHasKing = position.kings(opposite(side)) != 0;
    const int runaway = kRunawayMan + (position.sideToMove() == side ? 10 : 0);

    for (Bits rest = men; rest; rest &= rest - 1) {
        const int bit = __builtin_ctzll(rest);
        if constexpr (!menOnSquaresInPatterns<Sink>())
            sink.add(kManOnSquare + kOwnSquareIndex[s][bit], 1);
        // A runaway man: no enemy piece in its forward cone and its next step free. An enemy
        // king can still catch it, so then it is an ordinary man.
        if (!enemyHasKing && !(kForwardCone[s][bit] & enemies) &&
            ((forwardLeft(bitMask(bit), s) | forwardRight(bitMask(bit), s)) & empty))
            sink.add(runaway + kAdvance[s][bit], 1);
    }
    if (kings) {
        sink.add(kKing, countBits(kings));
        sink.add(kFirstKing, 1);
        sink.add(kKingOnLongDiagonal, countBits(kings & kLongDiagonal));
    }
    const Bits stepLeft = forwardLeft(men, s) & empty;
    const Bits stepRight = forwardRight(men, s) & empty;
    sink.add(kFreeStep, countBits(stepLeft) + countBits(stepRight));
    // Men whose both forward squares are taken or off the board: shifting the free squares
    // back gives the men that can step.
    const Bits canStep =
        (s == 0 ? (stepLeft << 6) | (stepRight << 5) : (stepLeft >> 5) | (stepRight >> 6)) & men;
    sink.add(kBlockedMan, countBits(men & ~canStep));
    // Formations: men backed up diagonally are hard to attack; outposts on the opponent's
    // half supported from both back diagonals are strong.
    const Bits backed = men & (forwardLeft(men, s) | forwardRight(men, s));
    const Bits supported = men & forwardLeft(men, s) & forwardRight(men, s);
    sink.add(kBackedMan, countBits(backed));
    sink.add(kSupportedMan, countBits(supported));
    sink.add(kSupportedOutpost, countBits(supported & kOutposts[s]));
    const int left = countBits(men & kLeftWing);
    sink.add(kWingImbalance, std::abs(2 * left - countBits(men)));
}

// Knowledge the linear terms cannot express, applied to their blended sum (White's view):
// with a king on each side a small edge is much harder to convert, and a lone king holds
// against up to three pieces (four when it sits on the long diagonal). A template so that
// the tuner can apply it to fractional scores.
template <class Score>
Score adjustForEndgame(Score score, const Position& position) {
    const Bits whiteKings = position.kings(Side::White);
    const Bits blackKings = position.kings(Side::Black);
    if (whiteKings && blackKings) {
        // The first three men of the edge count half.
        const Score edge = score < 0 ? -score : score;
        const Score scaled = edge <= 300 ? edge / 2 : edge - 150;
        score = score < 0 ? -scaled : scaled;
    }
    const int whiteCount = countBits(position.pieces(Side::White));
    const int blackCount = countBits(position.pieces(Side::Black));
    const bool whiteLoneKing = whiteCount == 1 && whiteKings;
    const bool blackLoneKing = blackCount == 1 && blackKings;
    if ((blackLoneKing && whiteCount <= 3) || (whiteLoneKing && blackCount <= 3)) score /= 16;
    if (blackLoneKing && (blackKings & detail::kLongDiagonal) && whiteCount <= 4) score /= 8;
    if (whiteLoneKing && (whiteKings & detail::kLongDiagonal) && blackCount <= 4) score /= 8;
    return score;
}

}  // namespace lt::draughts::eval
