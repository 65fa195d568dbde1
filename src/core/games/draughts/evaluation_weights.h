// The evaluation's weights, in hundredths of a man: {opening, ending} for each term of
// evaluation_terms.h, in its order. Written by bench/draughts/draughts_tune (see
// bench/draughts/RESULTS.md for the data it was fitted to); rerun it rather than editing.
#pragma once

#include <array>

#include "evaluation_terms.h"

namespace lt::draughts::eval {

inline constexpr std::array<PhaseWeights, kTermCount> kWeights = {{
    {104, 114},   // man on 1
    {104, 114},   // man on 2
    {104, 114},   // man on 3
    {104, 114},   // man on 4
    {104, 114},   // man on 5
    {139, 217},   // man on 6
    {261, 204},   // man on 7
    {233, 197},   // man on 8
    {172, 222},   // man on 9
    {308, 217},   // man on 10
    {224, 136},   // man on 11
    {-96, 207},   // man on 12
    {-52, 204},   // man on 13
    {62, 185},    // man on 14
    {238, 73},    // man on 15
    {185, 93},    // man on 16
    {-84, 192},   // man on 17
    {-138, 175},  // man on 18
    {-120, 177},  // man on 19
    {11, 144},    // man on 20
    {71, 93},     // man on 21
    {53, 128},    // man on 22
    {56, 124},    // man on 23
    {65, 118},    // man on 24
    {261, 56},    // man on 25
    {218, 68},    // man on 26
    {125, 88},    // man on 27
    {161, 97},    // man on 28
    {134, 85},    // man on 29
    {100, 65},    // man on 30
    {125, 61},    // man on 31
    {142, 84},    // man on 32
    {153, 88},    // man on 33
    {126, 79},    // man on 34
    {188, 89},    // man on 35
    {212, 82},    // man on 36
    {132, 87},    // man on 37
    {147, 82},    // man on 38
    {145, 90},    // man on 39
    {129, 61},    // man on 40
    {112, 82},    // man on 41
    {141, 96},    // man on 42
    {148, 89},    // man on 43
    {128, 88},    // man on 44
    {225, 85},    // man on 45
    {188, 91},    // man on 46
    {129, 127},   // man on 47
    {154, 126},   // man on 48
    {118, 117},   // man on 49
    {121, 114},   // man on 50
    {345, 168},   // king
    {244, 242},   // first king
    {14, -115},   // king on the long diagonal
    {88, 6},      // backed man
    {89, -7},     // supported man
    {-2, -2},     // supported outpost
    {87, 14},     // free step
    {-2, 13},     // blocked man
    {5, -24},     // wing imbalance
    {-62, -23},   // runaway man, advance 0
    {-67, -38},   // runaway man, advance 1
    {-91, -21},   // runaway man, advance 2
    {-56, -34},   // runaway man, advance 3
    {68, -38},    // runaway man, advance 4
    {23, -15},    // runaway man, advance 5
    {134, -1},    // runaway man, advance 6
    {136, 73},    // runaway man, advance 7
    {263, 91},    // runaway man, advance 8
    {67, 67},     // runaway man, advance 9
    {-70, -26},   // runaway man, to move, advance 0
    {-72, -38},   // runaway man, to move, advance 1
    {-2, -26},    // runaway man, to move, advance 2
    {54, -54},    // runaway man, to move, advance 3
    {97, -33},    // runaway man, to move, advance 4
    {53, -1},     // runaway man, to move, advance 5
    {205, 14},    // runaway man, to move, advance 6
    {260, 86},    // runaway man, to move, advance 7
    {259, 178},   // runaway man, to move, advance 8
    {67, 67},     // runaway man, to move, advance 9
}};

}  // namespace lt::draughts::eval
