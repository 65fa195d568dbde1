#include "games/chess/bitboard.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace lt::chess {

namespace attacks {

Tables tables;

namespace {

// Room for every rook and bishop occupancy subset (102400 and 5248 entries).
Bitboard rookTable[0x19000];
Bitboard bishopTable[0x1480];

Bitboard stepAttacks(Square s, const int (*steps)[2], int count) {
    Bitboard result = 0;
    for (int i = 0; i < count; ++i) {
        const int f = fileOf(s) + steps[i][0], r = rankOf(s) + steps[i][1];
        if (f >= 0 && f < 8 && r >= 0 && r < 8) result |= squareBit(makeSquare(f, r));
    }
    return result;
}

constexpr int kRookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int kBishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

Bitboard slidingAttacks(const int (*dirs)[2], Square s, Bitboard occupied) {
    Bitboard result = 0;
    for (int d = 0; d < 4; ++d) {
        int f = fileOf(s) + dirs[d][0], r = rankOf(s) + dirs[d][1];
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            const Bitboard b = squareBit(makeSquare(f, r));
            result |= b;
            if (occupied & b) break;
            f += dirs[d][0];
            r += dirs[d][1];
        }
    }
    return result;
}

// xorshift64*: the magic search below is seeded per rank (seeds known to converge fast).
class MagicRng {
  public:
    explicit MagicRng(std::uint64_t seed) : s_(seed) {}
    std::uint64_t next() {
        s_ ^= s_ >> 12;
        s_ ^= s_ << 25;
        s_ ^= s_ >> 27;
        return s_ * 2685821657736338717ULL;
    }
    std::uint64_t sparse() { return next() & next() & next(); }

  private:
    std::uint64_t s_;
};

void findMagics(const int (*dirs)[2], Bitboard* table, Magic* magics) {
    static constexpr std::uint64_t kSeeds[8] = {728, 10316, 55013, 32803, 12281, 15100, 16645, 255};
    std::vector<Bitboard> occupancy(4096), reference(4096);
    std::vector<int> epoch(4096, 0);
    int attempt = 0;
    Bitboard* next = table;
    for (Square s = 0; s < 64; ++s) {
        const Bitboard edges = ((rankBits(0) | rankBits(7)) & ~rankBits(rankOf(s))) |
                               ((fileBits(0) | fileBits(7)) & ~fileBits(fileOf(s)));
        Magic& m = magics[s];
        m.mask = slidingAttacks(dirs, s, 0) & ~edges;
        m.shift = 64 - popCount(m.mask);
        Bitboard* slots = next;
        m.table = slots;
        // Carry-Rippler enumeration of every subset of the mask.
        int size = 0;
        Bitboard b = 0;
        do {
            occupancy[size] = b;
            reference[size] = slidingAttacks(dirs, s, b);
            ++size;
            b = (b - m.mask) & m.mask;
        } while (b);
        next += size;

        MagicRng rng(kSeeds[rankOf(s)]);
        for (int i = 0; i < size;) {
            do m.magic = rng.sparse();
            while (popCount((m.magic * m.mask) >> 56) < 6);
            ++attempt;
            for (i = 0; i < size; ++i) {
                const auto index =
                    static_cast<unsigned>(((occupancy[i] & m.mask) * m.magic) >> m.shift);
                if (epoch[index] < attempt) {
                    epoch[index] = attempt;
                    slots[index] = reference[i];
                } else if (slots[index] != reference[i]) {
                    break;
                }
            }
        }
    }
}

struct Initializer {
    Initializer() {
        static constexpr int kKnightSteps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                                   {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        static constexpr int kKingSteps[8][2] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                                                 {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        static constexpr int kWhitePawn[2][2] = {{-1, 1}, {1, 1}};
        static constexpr int kBlackPawn[2][2] = {{-1, -1}, {1, -1}};
        for (Square s = 0; s < 64; ++s) {
            tables.knight[s] = stepAttacks(s, kKnightSteps, 8);
            tables.king[s] = stepAttacks(s, kKingSteps, 8);
            tables.pawn[White][s] = stepAttacks(s, kWhitePawn, 2);
            tables.pawn[Black][s] = stepAttacks(s, kBlackPawn, 2);
        }
        findMagics(kRookDirs, rookTable, tables.rook);
        findMagics(kBishopDirs, bishopTable, tables.bishop);
        for (Square a = 0; a < 64; ++a) {
            for (Square b = 0; b < 64; ++b) {
                tables.distance[a][b] =
                    std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b)));
                tables.between[a][b] = tables.line[a][b] = 0;
                if (a == b) continue;
                for (const auto* dirs : {kRookDirs, kBishopDirs}) {
                    if (slidingAttacks(dirs, a, 0) & squareBit(b)) {
                        tables.line[a][b] =
                            (slidingAttacks(dirs, a, 0) & slidingAttacks(dirs, b, 0)) |
                            squareBit(a) | squareBit(b);
                        tables.between[a][b] = slidingAttacks(dirs, a, squareBit(b)) &
                                               slidingAttacks(dirs, b, squareBit(a));
                    }
                }
            }
        }
    }
};

const Initializer initializer;

}  // namespace
}  // namespace attacks

Bitboard pieceAttacks(PieceType type, Square s, Bitboard occupied) {
    switch (type) {
        case Knight:
            return knightAttacks(s);
        case Bishop:
            return bishopAttacks(s, occupied);
        case Rook:
            return rookAttacks(s, occupied);
        case Queen:
            return queenAttacks(s, occupied);
        case King:
            return kingAttacks(s);
        default:
            return 0;
    }
}

}  // namespace lt::chess
