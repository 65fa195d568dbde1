// The evaluation's weights, in hundredths of a man: {opening, ending} for each term of
// evaluation_terms.h, in its order. Written by bench/draughts/draughts_tune (see
// bench/draughts/RESULTS.md for the data it was fitted to); rerun it rather than editing.
#pragma once

#include <array>

#include "games/draughts/evaluation_terms.h"

namespace lt::draughts::eval {

inline constexpr std::array<PhaseWeights, kTermCount> kWeights = {{
    {104, 114},   // man on 1
    {104, 114},   // man on 2
    {104, 114},   // man on 3
    {104, 114},   // man on 4
    {104, 114},   // man on 5
    {231, 204},   // man on 6
    {158, 270},   // man on 7
    {253, 189},   // man on 8
    {188, 218},   // man on 9
    {377, 158},   // man on 10
    {220, 143},   // man on 11
    {-65, 239},   // man on 12
    {-70, 232},   // man on 13
    {30, 192},    // man on 14
    {230, 127},   // man on 15
    {196, 118},   // man on 16
    {-78, 209},   // man on 17
    {-139, 214},  // man on 18
    {-117, 194},  // man on 19
    {57, 150},    // man on 20
    {49, 140},    // man on 21
    {59, 138},    // man on 22
    {34, 181},    // man on 23
    {35, 166},    // man on 24
    {246, 101},   // man on 25
    {228, 91},    // man on 26
    {94, 133},    // man on 27
    {134, 128},   // man on 28
    {131, 118},   // man on 29
    {110, 88},    // man on 30
    {127, 79},    // man on 31
    {135, 114},   // man on 32
    {158, 111},   // man on 33
    {137, 101},   // man on 34
    {224, 91},    // man on 35
    {234, 83},    // man on 36
    {144, 101},   // man on 37
    {152, 95},    // man on 38
    {150, 122},   // man on 39
    {150, 71},    // man on 40
    {138, 84},    // man on 41
    {158, 115},   // man on 42
    {161, 113},   // man on 43
    {150, 105},   // man on 44
    {240, 88},    // man on 45
    {217, 75},    // man on 46
    {136, 132},   // man on 47
    {167, 127},   // man on 48
    {141, 108},   // man on 49
    {127, 125},   // man on 50
    {503, 73},    // king
    {361, 328},   // first king
    {140, -99},   // king on the long diagonal
    {98, -2},     // backed man
    {100, -11},   // supported man
    {8, -17},     // supported outpost
    {109, 4},     // free step
    {-2, 14},     // blocked man
    {4, -24},     // wing imbalance
    {-20, -72},   // runaway man, advance 0
    {-30, -87},   // runaway man, advance 1
    {-52, -40},   // runaway man, advance 2
    {12, -56},    // runaway man, advance 3
    {42, -51},    // runaway man, advance 4
    {99, -54},    // runaway man, advance 5
    {179, -48},   // runaway man, advance 6
    {192, -2},    // runaway man, advance 7
    {313, 51},    // runaway man, advance 8
    {67, 67},     // runaway man, advance 9
    {-29, -74},   // runaway man, to move, advance 0
    {12, -74},    // runaway man, to move, advance 1
    {57, -46},    // runaway man, to move, advance 2
    {156, -77},   // runaway man, to move, advance 3
    {130, -56},   // runaway man, to move, advance 4
    {158, -43},   // runaway man, to move, advance 5
    {290, -36},   // runaway man, to move, advance 6
    {353, 4},     // runaway man, to move, advance 7
    {417, 90},    // runaway man, to move, advance 8
    {67, 67},     // runaway man, to move, advance 9
}};

}  // namespace lt::draughts::eval
