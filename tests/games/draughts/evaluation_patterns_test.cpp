// The evaluation's board patterns: which squares each region reads, how an arrangement
// becomes an index, and how the mirror image (board turned, colours swapped) maps indices.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "games/draughts/evaluation_patterns.h"
#include "games/draughts/notation.h"

namespace lt::draughts::eval {
namespace {

// The index of a region holding a single piece: 3^k for a White man on the region's k-th
// square (ascending), twice that for a Black man.
int singleManIndex(int square, char colour, int region) {
    const std::string fen =
        colour == 'W' ? "W:W" + std::to_string(square) + ":B" : "W:W:B" + std::to_string(square);
    return patternIndex(parseFen(fen), region);
}

TEST(DraughtsEvaluationPatterns, RegionsReadTheirEightSquaresInOrder) {
    // Region 0: rows 1-4 from Black's side, columns a-d: squares 1, 2, 6, 7, 11, 12, 16, 17.
    const int region0[] = {1, 2, 6, 7, 11, 12, 16, 17};
    for (int k = 0, power = 1; k < 8; ++k, power *= 3) {
        // A White man on 1 or 2 would have been crowned.
        if (k >= 2) {
            EXPECT_EQ(singleManIndex(region0[k], 'W', 0), power) << region0[k];
        }
        EXPECT_EQ(singleManIndex(region0[k], 'B', 0), 2 * power) << region0[k];
    }
    // Region 5 (rows 3-6, columns c-f): squares 12, 13, 17, 18, 22, 23, 27, 28.
    const int region5[] = {12, 13, 17, 18, 22, 23, 27, 28};
    for (int k = 0, power = 1; k < 8; ++k, power *= 3)
        EXPECT_EQ(singleManIndex(region5[k], 'W', 5), power) << region5[k];
    // Region 15, the last: squares 34, 35, 39, 40, 44, 45, 49, 50.
    EXPECT_EQ(singleManIndex(34, 'B', 15), 2);
    EXPECT_EQ(singleManIndex(40, 'W', 15), 27);
    EXPECT_EQ(singleManIndex(50, 'W', 15), 2187);
    // Squares outside a region and kings leave it empty.
    EXPECT_EQ(singleManIndex(8, 'W', 0), 0);
    EXPECT_EQ(patternIndex(parseFen("W:WK1,K17:BK2"), 0), 0);
}

TEST(DraughtsEvaluationPatterns, WholeArrangementIndex) {
    // Region 0 with a Black man on 1, a White man on 17 and White men on 11 and 12.
    EXPECT_EQ(patternIndex(parseFen("W:W11,12,17:B1"), 0), 2 + 81 + 243 + 2187);
    // The start position: region 0 all Black, region 15 all White, the middle row empty.
    const Position start = Position::initial();
    EXPECT_EQ(patternIndex(start, 0), 2 * (6561 - 1) / 2);
    EXPECT_EQ(patternIndex(start, 15), (6561 - 1) / 2);
    // Region 6 (rows 3-6, columns e-h): Black men on 13, 14, 18, 19 only.
    EXPECT_EQ(patternIndex(start, 6), 2 * (1 + 3 + 9 + 27));
}

TEST(DraughtsEvaluationPatterns, MirrorImageReversesSquaresAndSwapsColours) {
    // A Black man on 1 (region 0, first square) turned round is a White man on 50 (region 15,
    // last square).
    EXPECT_EQ(mirroredRegion(0), 15);
    EXPECT_EQ(mirroredPatternIndex(2), 2187);
    EXPECT_EQ(mirroredPatternIndex(2187), 2);
    EXPECT_EQ(mirroredPatternIndex(patternIndex(Position::initial(), 0)),
              patternIndex(Position::initial(), 15));
    for (int index = 0; index < kPatternIndices; index += 7)
        EXPECT_EQ(mirroredPatternIndex(mirroredPatternIndex(index)), index);
    // Every region's arrangement in a game position matches its mirror's in the mirrored one.
    const Position position = parseFen("W:W22,27,28,32,33,35,36,37,40,K42:B1,3,4,7,8,9,19,20,23");
    const Position turned =
        parseFen("B:W50,48,47,44,43,42,32,31,28:B29,24,23,19,18,16,15,14,11,K9");
    for (int region = 0; region < kPatternRegions; ++region)
        EXPECT_EQ(patternIndex(turned, mirroredRegion(region)),
                  mirroredPatternIndex(patternIndex(position, region)))
            << region;
}

TEST(DraughtsEvaluationPatterns, ExpandedTableHoldsEntriesAndTheirMirrors) {
    const std::array<PatternEntry, 1> entries = {{{0, 2, 30, -10}}};
    const auto table = std::make_unique<PatternTable>(expandPatterns(entries));
    EXPECT_EQ((*table)[0][2].opening, 30);
    EXPECT_EQ((*table)[0][2].ending, -10);
    EXPECT_EQ((*table)[15][2187].opening, -30);
    EXPECT_EQ((*table)[15][2187].ending, 10);
    EXPECT_EQ((*table)[0][3].opening, 0);
}

}  // namespace
}  // namespace lt::draughts::eval
