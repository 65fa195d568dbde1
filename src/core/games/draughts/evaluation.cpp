#include "evaluation.h"

#include <array>
#include <cstdlib>
#include <initializer_list>

namespace lt::draughts {
namespace {

inline int count(Bits bits) {
    return countBits(bits);
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

// The same squares seen from the other side of the board: square s <-> 51 - s, which in the
// ghost layout is bit b <-> 53 - b.
constexpr Bits mirror(Bits bits) {
    Bits out = 0;
    for (int bit = 0; bit < kBitCount; ++bit)
        if (bits & bitMask(bit)) out |= bitMask(kBitCount - 1 - bit);
    return out;
}

constexpr Bits kLongDiagonal = squares({5, 10, 14, 19, 23, 28, 32, 37, 41, 46});
constexpr Bits kLeftWing = [] {
    Bits mask = 0;
    for (int s = 1; s <= kSquareCount; ++s)
        if (colOfBit(bitOfSquare(s)) <= 4) mask |= bitMask(bitOfSquare(s));
    return mask;
}();
constexpr Bits kEdges = squares({6, 15, 16, 25, 26, 35, 36, 45});

// Squares named from White's side; each side's copy is at [side].
struct SideMasks {
    Bits centre;                       // the four central squares and the two in front of them
    Bits nearCentre;                   // around them
    Bits outposts;                     // advanced posts worth holding when supported
    Bits backGuards;                   // the back-row men that stop the opponent crowning early
    Bits goldenPiece;                  // 48: the man that guards both crowning routes of a wing
    std::array<Bits, 10> advanceRows;  // rows by how far they are from the own back row
};

constexpr SideMasks sideMasks(int side) {
    SideMasks m{};
    const auto view = [side](Bits white) { return side == 0 ? white : mirror(white); };
    m.centre = view(squares({22, 23, 27, 28, 29, 24}));
    m.nearCentre = view(squares({17, 18, 19, 32, 33, 34}));
    m.outposts = view(squares({22, 23, 24, 27}));
    m.backGuards = view(squares({47, 48, 49}));
    m.goldenPiece = view(squares({48}));
    for (int advance = 0; advance < 10; ++advance) {
        Bits row = 0;
        for (int s = 1; s <= 5; ++s) row |= squares({(9 - advance) * 5 + s});
        m.advanceRows[advance] = view(row);
    }
    return m;
}
constexpr std::array<SideMasks, 2> kMasks = {sideMasks(0), sideMasks(1)};

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

// How far a man on each bit has come from its own back row (0..9).
constexpr auto kAdvance = [] {
    std::array<std::array<std::int8_t, kBitCount>, 2> advance{};
    for (int s = 1; s <= kSquareCount; ++s) {
        const int bit = bitOfSquare(s);
        advance[0][bit] = static_cast<std::int8_t>(9 - rowOfBit(bit));
        advance[1][bit] = static_cast<std::int8_t>(rowOfBit(bit));
    }
    return advance;
}();

// Shifts towards the opponent for each side: White's men look at bits -5/-6, Black's +5/+6.
inline Bits forwardLeft(Bits men, int side) {
    return side == 0 ? men >> 6 : men << 5;
}
inline Bits forwardRight(Bits men, int side) {
    return side == 0 ? men >> 5 : men << 6;
}

// The game's phase by the number of pieces on the board.
enum Phase { kOpening, kMiddle, kEnding };
Phase phaseOf(int totalPieces) {
    return totalPieces > 30 ? kOpening : totalPieces > 16 ? kMiddle : kEnding;
}

// The positional terms below are scaled down to this share (percent): at full weight they
// outweighed material too often (self-play, bench/draughts/RESULTS.md); MobyDam, too, keeps
// its positional terms small next to material and breakthroughs.
constexpr int kPositionalPercent = 40;

// A king is worth more as the board empties and it has room to work.
constexpr std::array<int, 3> kKingValues = {260, 300, kKingValue};

struct SideTerms {
    int material = 0;
    int positional = 0;
};

// Inlined into evaluateForWhite, so that its POPCNT version counts with the instruction.
[[gnu::always_inline]] inline SideTerms sideTerms(const Position& position, Side side,
                                                  Phase phase) {
    const int s = static_cast<int>(side);
    const SideMasks& masks = kMasks[s];
    const Bits men = position.men(side);
    const Bits kings = position.kings(side);
    const Bits enemies = position.pieces(opposite(side));
    const bool enemyHasKing = position.kings(opposite(side)) != 0;
    const Bits empty = position.empty();
    SideTerms terms;
    terms.material = kManValue * count(men) + kKingValues[phase] * count(kings);

    // Tempo: advancing gains space, more so as the game goes on; men close to the crown
    // row count extra.
    int tempo = 0;
    for (int advance = 1; advance < 10; ++advance)
        tempo += advance * count(men & masks.advanceRows[advance]);
    int positional = tempo * (phase == kOpening ? 1 : phase == kMiddle ? 2 : 4);
    positional += 12 * count(men & masks.advanceRows[7]) + 24 * count(men & masks.advanceRows[8]);
    // A runaway man: no enemy piece in its forward cone and the next step free.
    if (!enemyHasKing) {
        for (Bits rest = men; rest; rest &= rest - 1) {
            const int bit = __builtin_ctzll(rest);
            if (!(kForwardCone[s][bit] & enemies) &&
                ((forwardLeft(bitMask(bit), s) | forwardRight(bitMask(bit), s)) & empty))
                positional += 60 + kAdvance[s][bit] * 12;
        }
    }
    positional += 8 * count(men & masks.centre) + 3 * count(men & masks.nearCentre);
    positional -= 6 * count(men & kEdges);
    // Formations: men backed up diagonally are hard to attack; outposts on the opponent's
    // half supported from both back diagonals are strong.
    const Bits backed = men & (forwardLeft(men, s) | forwardRight(men, s));
    const Bits supported = men & forwardLeft(men, s) & forwardRight(men, s);
    positional += 2 * count(backed) + 4 * count(supported);
    positional += 10 * count(supported & masks.outposts);
    // Keep the back row guarded while the opponent still has many men to crown; the golden
    // piece on 48 (3 for Black) guards longest.
    if (phase != kEnding) {
        positional += 5 * count(men & masks.backGuards);
        positional += 6 * count(men & masks.goldenPiece);
    }
    // Mobility: a side that runs out of free steps must give material away.
    positional += 2 * count((forwardLeft(men, s) | forwardRight(men, s)) & empty);
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

// The evaluation counts bits dozens of times per position. The build targets baseline x86-64,
// which lacks POPCNT, so on x86-64 Linux the evaluation is compiled twice and the loader picks
// the POPCNT version on CPUs that have it (GCC turns countBits' bit arithmetic into the
// instruction there); other CPUs run the portable version.
#if defined(__x86_64__) && defined(__linux__) && !defined(__POPCNT__)
#define LT_DRAUGHTS_POPCNT_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#define LT_DRAUGHTS_POPCNT_CLONES
#endif

LT_DRAUGHTS_POPCNT_CLONES int evaluateForWhite(const Position& position) {
    const int whiteCount = count(position.pieces(Side::White));
    const int blackCount = count(position.pieces(Side::Black));
    const Phase phase = phaseOf(whiteCount + blackCount);
    const SideTerms white = sideTerms(position, Side::White, phase);
    const SideTerms black = sideTerms(position, Side::Black, phase);
    int score = white.material - black.material +
                (white.positional - black.positional) * kPositionalPercent / 100;

    // With a king on each side a small edge is much harder to convert: the first three men
    // of it count half.
    if (position.kings(Side::White) && position.kings(Side::Black)) {
        const int edge = std::abs(score);
        const int scaled = edge <= 300 ? edge / 2 : edge - 150;
        score = score < 0 ? -scaled : scaled;
    }
    // Endgame knowledge: against a lone king, fewer than four kings (or three kings and a
    // man that cannot be crowned in time) rarely win, so such positions lean to a draw.
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
