#include "evaluation.h"

#include "evaluation_terms.h"
#include "evaluation_weights.h"

namespace lt::draughts {
namespace {

// Sums the weights of one side's terms, with the side's sign (White +, Black -).
struct WeightedSum {
    int sign = 1;
    int opening = 0;
    int ending = 0;
    void add(int term, int count) {
        opening += sign * count * eval::kWeights[term].opening;
        ending += sign * count * eval::kWeights[term].ending;
    }
};

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
    WeightedSum sum;
    eval::collectSideTerms(position, Side::White, sum);
    sum.sign = -1;
    eval::collectSideTerms(position, Side::Black, sum);
    const int pieces = countBits(position.occupied());
    const int blended =
        (sum.opening * pieces + sum.ending * (eval::kPhasePieces - pieces)) / eval::kPhasePieces;
    return eval::adjustForEndgame(blended, position);
}

int evaluate(const Position& position) {
    const int white = evaluateForWhite(position);
    return position.sideToMove() == Side::White ? white : -white;
}

}  // namespace lt::draughts
