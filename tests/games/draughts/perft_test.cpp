// Move-generator counts from the start position, as published for international draughts
// (e.g. Aart Bik's BikDam table: 9, 81, 658, 4265, 27117, 167140, 1049442, ...).
#include <gtest/gtest.h>

#include "games/draughts/notation.h"
#include "games/draughts/position.h"

namespace lt::draughts {
namespace {

TEST(DraughtsPerft, StartPositionDepthsOneToSix) {
    const Position start = Position::initial();
    const std::uint64_t expected[] = {1, 9, 81, 658, 4265, 27117, 167140};
    for (int depth = 0; depth <= 6; ++depth)
        EXPECT_EQ(perft(start, depth), expected[depth]) << "depth " << depth;
}

}  // namespace
}  // namespace lt::draughts
