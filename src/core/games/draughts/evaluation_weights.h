// The evaluation's weights, in hundredths of a man: {opening, ending} for each term of
// evaluation_terms.h, in its order. Written by bench/draughts/draughts_tune (see
// bench/draughts/RESULTS.md for the data it was fitted to); rerun it rather than editing.
#pragma once

#include <array>

#include "evaluation_terms.h"

namespace lt::draughts::eval {

inline constexpr std::array<PhaseWeights, kTermCount> kWeights = {{
    {104, 114},  // man on 1
    {104, 114},  // man on 2
    {104, 114},  // man on 3
    {104, 114},  // man on 4
    {104, 114},  // man on 5
    {169, 180},  // man on 6
    {175, 190},  // man on 7
    {183, 185},  // man on 8
    {162, 167},  // man on 9
    {182, 185},  // man on 10
    {170, 116},  // man on 11
    {30, 138},   // man on 12
    {61, 131},   // man on 13
    {176, 94},   // man on 14
    {164, 67},   // man on 15
    {174, 83},   // man on 16
    {5, 124},    // man on 17
    {5, 61},     // man on 18
    {7, 96},     // man on 19
    {78, 64},    // man on 20
    {104, 71},   // man on 21
    {55, 109},   // man on 22
    {65, 96},    // man on 23
    {31, 110},   // man on 24
    {194, 86},   // man on 25
    {177, 72},   // man on 26
    {118, 90},   // man on 27
    {153, 95},   // man on 28
    {121, 59},   // man on 29
    {97, 49},    // man on 30
    {119, 73},   // man on 31
    {124, 75},   // man on 32
    {126, 82},   // man on 33
    {110, 59},   // man on 34
    {154, 129},  // man on 35
    {163, 103},  // man on 36
    {112, 103},  // man on 37
    {128, 77},   // man on 38
    {134, 85},   // man on 39
    {127, 42},   // man on 40
    {90, 90},    // man on 41
    {129, 83},   // man on 42
    {135, 108},  // man on 43
    {110, 95},   // man on 44
    {180, 105},  // man on 45
    {136, 157},  // man on 46
    {124, 115},  // man on 47
    {171, 157},  // man on 48
    {133, 136},  // man on 49
    {124, 145},  // man on 50
    {200, 236},  // king
    {110, 110},  // first king
    {-76, -79},  // king on the long diagonal
    {63, 27},    // backed man
    {58, 3},     // supported man
    {-23, 18},   // supported outpost
    {68, 24},    // free step
    {17, -1},    // blocked man
    {4, -30},    // wing imbalance
    {58, 98},    // runaway man, advance 0
    {-38, 11},   // runaway man, advance 1
    {-35, -26},  // runaway man, advance 2
    {-41, -22},  // runaway man, advance 3
    {108, -11},  // runaway man, advance 4
    {-33, -17},  // runaway man, advance 5
    {83, 24},    // runaway man, advance 6
    {103, 105},  // runaway man, advance 7
    {133, 132},  // runaway man, advance 8
    {67, 67},    // runaway man, advance 9
    {56, 101},   // runaway man, to move, advance 0
    {-4, 37},    // runaway man, to move, advance 1
    {-24, -1},   // runaway man, to move, advance 2
    {-42, -35},  // runaway man, to move, advance 3
    {99, 16},    // runaway man, to move, advance 4
    {-22, -8},   // runaway man, to move, advance 5
    {75, 71},    // runaway man, to move, advance 6
    {137, 134},  // runaway man, to move, advance 7
    {147, 143},  // runaway man, to move, advance 8
    {67, 67},    // runaway man, to move, advance 9
}};

}  // namespace lt::draughts::eval
