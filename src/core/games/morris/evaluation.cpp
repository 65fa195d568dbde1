#include "games/morris/evaluation.h"

#include <bit>

namespace lt::morris {
namespace {

// Weights, in hundredths of a pawn. A pawn is worth most: every removal brings the end nearer.
constexpr int kPawn = 100;
constexpr int kClosedMill = 12;
// Two pawns on a line whose third point is empty and can be filled next: a mill threat.
constexpr int kThreat = 24;
// The same, when no pawn can get there yet.
constexpr int kLatentTwo = 6;
// A closed mill with a pawn that can step out (and back in next turn to remove again).
constexpr int kOpenableMill = 16;
// A pawn that swings between two mills: every move closes one of them.
constexpr int kSwingMill = 70;
constexpr int kMobility = 4;
constexpr int kBlockedPawn = 9;
// Being the side to move is worth something in a game of threats.
constexpr int kTempo = 10;

int sideScore(const Position& position, int side) {
    const Geometry& geometry = position.geometry();
    const Mask own = position.pawns(side);
    const Mask other = position.pawns(1 - side);
    const Mask empty = position.empty();
    const bool placing = position.placing(side);
    const bool flying = position.flying(side);
    const bool stepping = !placing && !flying;

    int score = position.remaining(side) * kPawn;
    for (Mask mill : geometry.mills()) {
        const int mine = std::popcount(own & mill);
        if (mine == 3) {
            score += kClosedMill;
            if (stepping) {
                bool openable = false;
                forEachBit(mill, [&](int p) { openable |= (geometry.neighbours(p) & empty) != 0; });
                if (openable) score += kOpenableMill;
            }
        } else if (mine == 2 && !(other & mill)) {
            const int hole = std::countr_zero(mill & empty);
            const bool reachable =
                placing || flying || (geometry.neighbours(hole) & own & ~mill) != 0;
            score += reachable ? kThreat : kLatentTwo;
        }
    }
    if (stepping) {
        int mobility = 0;
        const Mask inMills = geometry.pointsInMills(own);
        forEachBit(own, [&](int p) {
            const Mask exits = geometry.neighbours(p) & empty;
            mobility += std::popcount(exits);
            if (!exits) score -= kBlockedPawn;
            // A pawn of a closed mill that can step into another mill, and back.
            if (inMills & bit(p)) {
                bool swings = false;
                forEachBit(exits, [&](int e) { swings |= position.closesMill(side, p, e); });
                if (swings) score += kSwingMill;
            }
        });
        score += mobility * kMobility;
    } else if (placing) {
        forEachBit(own, [&](int p) {
            if (!(geometry.neighbours(p) & empty)) score -= kBlockedPawn / 3;
        });
    }
    return score;
}

}  // namespace

int evaluate(const Position& position) {
    const int side = position.sideToMove();
    return sideScore(position, side) - sideScore(position, 1 - side) + kTempo;
}

}  // namespace lt::morris
