#include "framework/rng.h"

#include <gtest/gtest.h>

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

TEST(Rng, DeriveDependsOnBothArguments) {
    EXPECT_NE(Rng::derive(1, 0), Rng::derive(1, 1));
    EXPECT_NE(Rng::derive(1, 0), Rng::derive(2, 0));
    EXPECT_EQ(Rng::derive(3, 4), Rng::derive(3, 4));
}

}  // namespace
}  // namespace lt
