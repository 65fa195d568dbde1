#include "framework/rng.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

namespace lt {
namespace {

TEST(Rng, SameSeedSameSequence) {
    Rng a(7), b(7);
    for (int i = 0; i < 100; ++i) EXPECT_EQ(a.next(), b.next());
}

TEST(Rng, BelowStaysInRangeAndCoversIt) {
    Rng rng(1);
    std::vector<int> counts(6, 0);
    for (int i = 0; i < 60000; ++i) ++counts.at(rng.below(6));
    for (int c : counts) EXPECT_NEAR(c, 10000, 400);
}

// An empty range has no number to draw: a caller's bug, reported, not a division by zero or
// a made-up 0.
TEST(Rng, BelowZeroThrows) {
    Rng rng(1);
    EXPECT_THROW(rng.below(0), std::invalid_argument);
    EXPECT_EQ(rng.below(1), 0u);
    std::vector<int> empty;
    rng.shuffle(empty);  // shuffling nothing draws nothing
    EXPECT_TRUE(empty.empty());
}

TEST(Rng, DeriveDependsOnBothArguments) {
    EXPECT_NE(Rng::derive(1, 0), Rng::derive(1, 1));
    EXPECT_NE(Rng::derive(1, 0), Rng::derive(2, 0));
    EXPECT_EQ(Rng::derive(3, 4), Rng::derive(3, 4));
}

}  // namespace
}  // namespace lt
