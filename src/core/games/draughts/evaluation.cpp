#include "games/draughts/evaluation.h"

#include <array>
#include <cstdint>

#include "games/draughts/evaluation_pattern_weights.h"
#include "games/draughts/evaluation_patterns.h"
#include "games/draughts/evaluation_terms.h"
#include "games/draughts/evaluation_weights.h"

namespace lt::draughts {
namespace {

// The pattern weights with the men-by-square weights folded in: each square's weight goes
// to the first region that holds the square, so the evaluation needs no lookup per man.
// Built when the program starts: too much work for the compiler's constant evaluation.
eval::PatternTable buildPatternTable() {
    eval::PatternTable table = eval::expandPatterns(eval::kPatternEntries);
    std::array<bool, kSquareCount + 1> folded{};
    for (int region = 0; region < eval::kPatternRegions; ++region) {
        for (int k = 0, power = 1; k < eval::kPatternSquares; ++k, power *= 3) {
            const int square = eval::detail::regionSquare(region, k);
            if (folded[square]) continue;
            folded[square] = true;
            const auto& white = eval::kWeights[eval::kManOnSquare + square - 1];
            const auto& black = eval::kWeights[eval::kManOnSquare + kSquareCount - square];
            for (int index = 0; index < eval::kPatternIndices; ++index) {
                const int digit = index / power % 3;
                if (digit == 0) continue;
                auto& entry = table[region][index];
                const int sign = digit == 1 ? 1 : -1;
                const auto& weight = digit == 1 ? white : black;
                entry.opening = static_cast<std::int16_t>(entry.opening + sign * weight.opening);
                entry.ending = static_cast<std::int16_t>(entry.ending + sign * weight.ending);
            }
        }
    }
    return table;
}

// 420 KiB: it stays in the second-level cache, where the 16 lookups per position are cheap.
const eval::PatternTable kPatternTable = buildPatternTable();

// Sums the weights of one side's terms, with the side's sign (White +, Black -).
struct WeightedSum {
    static constexpr bool kMenOnSquaresInPatterns = true;
    int sign = 1;
    int opening = 0;
    int ending = 0;
    void add(int term, int count) {
        opening += sign * count * eval::kWeights[term].opening;
        ending += sign * count * eval::kWeights[term].ending;
    }
    void addPattern(int region, int index) {
        opening += kPatternTable[region][index].opening;
        ending += kPatternTable[region][index].ending;
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
    eval::collectPatterns(position, sum);
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
