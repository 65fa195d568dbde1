// The chess evaluation's weights in centipawns: {middlegame, endgame} for each term of
// evaluation_terms.h, in its order. Written by bench/chess/tune.cpp (chess_tune; see
// bench/chess/RESULTS.md for the data it was fitted to); rerun it rather than editing.
#pragma once

#include <array>

#include "games/chess/engine/evaluation_terms.h"

namespace lt::chess::engine::eval {

inline constexpr std::array<PhaseWeights, kTermCount> kWeights = {{
    {79, 84},     // pawn on a1
    {79, 84},     // pawn on b1
    {79, 84},     // pawn on c1
    {79, 84},     // pawn on d1
    {79, 84},     // pawn on e1
    {79, 84},     // pawn on f1
    {79, 84},     // pawn on g1
    {79, 84},     // pawn on h1
    {67, 104},    // pawn on a2
    {72, 111},    // pawn on b2
    {66, 110},    // pawn on c2
    {69, 125},    // pawn on d2
    {63, 96},     // pawn on e2
    {87, 106},    // pawn on f2
    {90, 105},    // pawn on g2
    {69, 103},    // pawn on h2
    {65, 103},    // pawn on a3
    {60, 93},     // pawn on b3
    {66, 104},    // pawn on c3
    {76, 93},     // pawn on d3
    {69, 105},    // pawn on e3
    {75, 105},    // pawn on f3
    {79, 93},     // pawn on g3
    {71, 95},     // pawn on h3
    {65, 105},    // pawn on a4
    {66, 100},    // pawn on b4
    {69, 103},    // pawn on c4
    {92, 88},     // pawn on d4
    {86, 95},     // pawn on e4
    {79, 96},     // pawn on f4
    {63, 106},    // pawn on g4
    {68, 102},    // pawn on h4
    {87, 105},    // pawn on a5
    {84, 106},    // pawn on b5
    {80, 101},    // pawn on c5
    {88, 99},     // pawn on d5
    {81, 100},    // pawn on e5
    {86, 98},     // pawn on f5
    {73, 97},     // pawn on g5
    {72, 113},    // pawn on h5
    {90, 114},    // pawn on a6
    {84, 117},    // pawn on b6
    {84, 129},    // pawn on c6
    {93, 118},    // pawn on d6
    {87, 126},    // pawn on e6
    {89, 124},    // pawn on f6
    {100, 116},   // pawn on g6
    {100, 113},   // pawn on h6
    {95, 141},    // pawn on a7
    {97, 152},    // pawn on b7
    {101, 146},   // pawn on c7
    {101, 138},   // pawn on d7
    {97, 142},    // pawn on e7
    {94, 131},    // pawn on f7
    {98, 145},    // pawn on g7
    {96, 139},    // pawn on h7
    {100, 154},   // pawn on a8
    {100, 154},   // pawn on b8
    {100, 154},   // pawn on c8
    {100, 154},   // pawn on d8
    {100, 154},   // pawn on e8
    {100, 154},   // pawn on f8
    {100, 154},   // pawn on g8
    {100, 154},   // pawn on h8
    {273, 233},   // knight on a1
    {304, 240},   // knight on b1
    {290, 245},   // knight on c1
    {301, 263},   // knight on d1
    {295, 253},   // knight on e1
    {293, 250},   // knight on f1
    {302, 243},   // knight on g1
    {276, 233},   // knight on h1
    {288, 246},   // knight on a2
    {299, 250},   // knight on b2
    {310, 259},   // knight on c2
    {319, 261},   // knight on d2
    {319, 253},   // knight on e2
    {319, 260},   // knight on f2
    {298, 249},   // knight on g2
    {290, 241},   // knight on h2
    {291, 251},   // knight on a3
    {321, 262},   // knight on b3
    {308, 262},   // knight on c3
    {328, 278},   // knight on d3
    {326, 269},   // knight on e3
    {316, 258},   // knight on f3
    {321, 257},   // knight on g3
    {300, 250},   // knight on h3
    {300, 256},   // knight on a4
    {308, 264},   // knight on b4
    {323, 276},   // knight on c4
    {336, 284},   // knight on d4
    {331, 283},   // knight on e4
    {337, 284},   // knight on f4
    {321, 267},   // knight on g4
    {328, 266},   // knight on h4
    {317, 259},   // knight on a5
    {321, 270},   // knight on b5
    {327, 279},   // knight on c5
    {348, 286},   // knight on d5
    {331, 288},   // knight on e5
    {333, 286},   // knight on f5
    {316, 262},   // knight on g5
    {308, 252},   // knight on h5
    {300, 248},   // knight on a6
    {311, 260},   // knight on b6
    {329, 273},   // knight on c6
    {333, 274},   // knight on d6
    {328, 274},   // knight on e6
    {330, 268},   // knight on f6
    {317, 263},   // knight on g6
    {307, 250},   // knight on h6
    {288, 245},   // knight on a7
    {301, 253},   // knight on b7
    {310, 260},   // knight on c7
    {321, 270},   // knight on d7
    {319, 265},   // knight on e7
    {314, 257},   // knight on f7
    {301, 249},   // knight on g7
    {291, 240},   // knight on h7
    {273, 227},   // knight on a8
    {292, 242},   // knight on b8
    {301, 249},   // knight on c8
    {310, 261},   // knight on d8
    {310, 258},   // knight on e8
    {301, 249},   // knight on f8
    {292, 241},   // knight on g8
    {283, 233},   // knight on h8
    {331, 282},   // bishop on a1
    {337, 280},   // bishop on b1
    {342, 285},   // bishop on c1
    {337, 288},   // bishop on d1
    {342, 287},   // bishop on e1
    {340, 289},   // bishop on f1
    {329, 277},   // bishop on g1
    {334, 273},   // bishop on h1
    {354, 292},   // bishop on a2
    {355, 270},   // bishop on b2
    {356, 287},   // bishop on c2
    {347, 287},   // bishop on d2
    {356, 289},   // bishop on e2
    {353, 277},   // bishop on f2
    {361, 279},   // bishop on g2
    {355, 277},   // bishop on h2
    {342, 280},   // bishop on a3
    {361, 296},   // bishop on b3
    {355, 287},   // bishop on c3
    {359, 288},   // bishop on d3
    {350, 303},   // bishop on e3
    {359, 287},   // bishop on f3
    {361, 287},   // bishop on g3
    {344, 287},   // bishop on h3
    {348, 288},   // bishop on a4
    {350, 285},   // bishop on b4
    {360, 293},   // bishop on c4
    {365, 293},   // bishop on d4
    {364, 299},   // bishop on e4
    {359, 302},   // bishop on f4
    {347, 288},   // bishop on g4
    {346, 278},   // bishop on h4
    {350, 280},   // bishop on a5
    {367, 302},   // bishop on b5
    {361, 292},   // bishop on c5
    {380, 305},   // bishop on d5
    {374, 298},   // bishop on e5
    {365, 302},   // bishop on f5
    {359, 294},   // bishop on g5
    {356, 288},   // bishop on h5
    {346, 282},   // bishop on a6
    {360, 285},   // bishop on b6
    {360, 305},   // bishop on c6
    {363, 296},   // bishop on d6
    {363, 293},   // bishop on e6
    {353, 291},   // bishop on f6
    {371, 295},   // bishop on g6
    {349, 284},   // bishop on h6
    {340, 281},   // bishop on a7
    {352, 291},   // bishop on b7
    {342, 290},   // bishop on c7
    {358, 295},   // bishop on d7
    {361, 299},   // bishop on e7
    {357, 291},   // bishop on f7
    {348, 286},   // bishop on g7
    {340, 278},   // bishop on h7
    {342, 273},   // bishop on a8
    {345, 282},   // bishop on b8
    {349, 281},   // bishop on c8
    {353, 285},   // bishop on d8
    {353, 292},   // bishop on e8
    {349, 286},   // bishop on f8
    {345, 277},   // bishop on g8
    {337, 274},   // bishop on h8
    {475, 505},   // rook on a1
    {482, 501},   // rook on b1
    {488, 505},   // rook on c1
    {486, 499},   // rook on d1
    {489, 495},   // rook on e1
    {490, 503},   // rook on f1
    {471, 507},   // rook on g1
    {472, 494},   // rook on h1
    {460, 503},   // rook on a2
    {467, 509},   // rook on b2
    {473, 508},   // rook on c2
    {481, 495},   // rook on d2
    {467, 505},   // rook on e2
    {474, 509},   // rook on f2
    {470, 498},   // rook on g2
    {446, 507},   // rook on h2
    {468, 508},   // rook on a3
    {488, 508},   // rook on b3
    {466, 511},   // rook on c3
    {478, 508},   // rook on d3
    {472, 501},   // rook on e3
    {474, 512},   // rook on f3
    {465, 511},   // rook on g3
    {454, 506},   // rook on h3
    {463, 516},   // rook on a4
    {471, 508},   // rook on b4
    {475, 511},   // rook on c4
    {478, 511},   // rook on d4
    {482, 515},   // rook on e4
    {484, 518},   // rook on f4
    {473, 509},   // rook on g4
    {457, 513},   // rook on h4
    {475, 511},   // rook on a5
    {478, 522},   // rook on b5
    {486, 524},   // rook on c5
    {482, 505},   // rook on d5
    {485, 520},   // rook on e5
    {475, 518},   // rook on f5
    {478, 516},   // rook on g5
    {468, 514},   // rook on h5
    {486, 522},   // rook on a6
    {486, 520},   // rook on b6
    {484, 521},   // rook on c6
    {487, 521},   // rook on d6
    {489, 522},   // rook on e6
    {480, 521},   // rook on f6
    {482, 522},   // rook on g6
    {478, 517},   // rook on h6
    {497, 527},   // rook on a7
    {489, 519},   // rook on b7
    {504, 529},   // rook on c7
    {499, 525},   // rook on d7
    {500, 521},   // rook on e7
    {505, 525},   // rook on f7
    {501, 522},   // rook on g7
    {494, 523},   // rook on h7
    {478, 523},   // rook on a8
    {482, 520},   // rook on b8
    {477, 518},   // rook on c8
    {486, 518},   // rook on d8
    {482, 517},   // rook on e8
    {482, 517},   // rook on f8
    {477, 517},   // rook on g8
    {480, 526},   // rook on h8
    {1019, 907},  // queen on a1
    {1023, 910},  // queen on b1
    {1015, 915},  // queen on c1
    {1015, 904},  // queen on d1
    {1014, 920},  // queen on e1
    {1006, 911},  // queen on f1
    {1012, 911},  // queen on g1
    {1010, 906},  // queen on h1
    {1010, 910},  // queen on a2
    {1006, 914},  // queen on b2
    {1021, 918},  // queen on c2
    {1032, 918},  // queen on d2
    {1032, 921},  // queen on e2
    {1022, 915},  // queen on f2
    {1014, 912},  // queen on g2
    {1012, 911},  // queen on h2
    {1012, 916},  // queen on a3
    {1014, 916},  // queen on b3
    {1022, 926},  // queen on c3
    {1026, 927},  // queen on d3
    {1027, 930},  // queen on e3
    {1015, 926},  // queen on f3
    {1020, 927},  // queen on g3
    {1010, 916},  // queen on h3
    {1011, 920},  // queen on a4
    {1018, 925},  // queen on b4
    {1022, 931},  // queen on c4
    {1018, 941},  // queen on d4
    {1021, 936},  // queen on e4
    {1026, 936},  // queen on f4
    {1024, 929},  // queen on g4
    {1030, 926},  // queen on h4
    {1023, 926},  // queen on a5
    {1022, 931},  // queen on b5
    {1016, 931},  // queen on c5
    {1018, 937},  // queen on d5
    {1022, 944},  // queen on e5
    {1028, 936},  // queen on f5
    {1023, 933},  // queen on g5
    {1022, 921},  // queen on h5
    {1017, 916},  // queen on a6
    {1027, 926},  // queen on b6
    {1024, 928},  // queen on c6
    {1033, 936},  // queen on d6
    {1023, 934},  // queen on e6
    {1023, 928},  // queen on f6
    {1032, 929},  // queen on g6
    {1023, 921},  // queen on h6
    {1007, 911},  // queen on a7
    {1007, 916},  // queen on b7
    {1019, 926},  // queen on c7
    {1022, 926},  // queen on d7
    {1019, 926},  // queen on e7
    {1019, 925},  // queen on f7
    {1013, 916},  // queen on g7
    {1022, 912},  // queen on h7
    {1012, 906},  // queen on a8
    {1015, 911},  // queen on b8
    {1017, 916},  // queen on c8
    {1023, 925},  // queen on d8
    {1016, 921},  // queen on e8
    {1017, 916},  // queen on f8
    {1015, 912},  // queen on g8
    {1009, 906},  // queen on h8
    {14, -76},    // king on a1
    {28, -68},    // king on b1
    {23, -47},    // king on c1
    {-29, -41},   // king on d1
    {2, -59},     // king on e1
    {-16, -47},   // king on f1
    {22, -59},    // king on g1
    {12, -82},    // king on h1
    {-10, -62},   // king on a2
    {-4, -39},    // king on b2
    {-13, -37},   // king on c2
    {-15, -24},   // king on d2
    {-19, -24},   // king on e2
    {-13, -24},   // king on f2
    {-3, -38},    // king on g2
    {9, -50},     // king on h2
    {-27, -47},   // king on a3
    {-26, -30},   // king on b3
    {-30, -28},   // king on c3
    {-39, -22},   // king on d3
    {-27, -20},   // king on e3
    {-30, -25},   // king on f3
    {-21, -30},   // king on g3
    {-30, -43},   // king on h3
    {-45, -40},   // king on a4
    {-46, -27},   // king on b4
    {-47, -16},   // king on c4
    {-48, -17},   // king on d4
    {-48, -15},   // king on e4
    {-41, -19},   // king on f4
    {-45, -21},   // king on g4
    {-42, -26},   // king on h4
    {-60, -40},   // king on a5
    {-59, -21},   // king on b5
    {-60, -12},   // king on c5
    {-62, -11},   // king on d5
    {-62, -15},   // king on e5
    {-60, -10},   // king on f5
    {-57, -16},   // king on g5
    {-60, -36},   // king on h5
    {-75, -47},   // king on a6
    {-75, -26},   // king on b6
    {-75, -23},   // king on c6
    {-75, -14},   // king on d6
    {-75, -17},   // king on e6
    {-75, -17},   // king on f6
    {-71, -18},   // king on g6
    {-75, -46},   // king on h6
    {-90, -59},   // king on a7
    {-89, -42},   // king on b7
    {-90, -32},   // king on c7
    {-90, -24},   // king on d7
    {-90, -23},   // king on e7
    {-90, -32},   // king on f7
    {-90, -43},   // king on g7
    {-90, -60},   // king on h7
    {-105, -72},  // king on a8
    {-105, -60},  // king on b8
    {-105, -48},  // king on c8
    {-105, -35},  // king on d8
    {-105, -36},  // king on e8
    {-105, -48},  // king on f8
    {-105, -60},  // king on g8
    {-105, -72},  // king on h8
    {-19, -21},   // knight mobility 0
    {-2, -25},    // knight mobility 1
    {1, 6},       // knight mobility 2
    {5, 12},      // knight mobility 3
    {12, 17},     // knight mobility 4
    {15, 27},     // knight mobility 5
    {16, 32},     // knight mobility 6
    {23, 26},     // knight mobility 7
    {25, 18},     // knight mobility 8
    {-35, -42},   // bishop mobility 0
    {-25, -19},   // bishop mobility 1
    {-19, -9},    // bishop mobility 2
    {-9, -3},     // bishop mobility 3
    {-7, 14},     // bishop mobility 4
    {-2, 14},     // bishop mobility 5
    {-2, 21},     // bishop mobility 6
    {1, 24},      // bishop mobility 7
    {5, 31},      // bishop mobility 8
    {4, 29},      // bishop mobility 9
    {15, 24},     // bishop mobility 10
    {20, 15},     // bishop mobility 11
    {26, 26},     // bishop mobility 12
    {29, 15},     // bishop mobility 13
    {-35, -46},   // rook mobility 0
    {-20, -31},   // rook mobility 1
    {-15, -32},   // rook mobility 2
    {-12, -20},   // rook mobility 3
    {-11, -11},   // rook mobility 4
    {-9, -2},     // rook mobility 5
    {-13, 9},     // rook mobility 6
    {-6, 11},     // rook mobility 7
    {-7, 18},     // rook mobility 8
    {-9, 23},     // rook mobility 9
    {-7, 22},     // rook mobility 10
    {11, 19},     // rook mobility 11
    {13, 22},     // rook mobility 12
    {11, 16},     // rook mobility 13
    {16, 11},     // rook mobility 14
    {-18, -28},   // queen mobility 0
    {-16, -26},   // queen mobility 1
    {-16, -24},   // queen mobility 2
    {-15, -27},   // queen mobility 3
    {-12, -27},   // queen mobility 4
    {-14, -24},   // queen mobility 5
    {-11, -19},   // queen mobility 6
    {-11, -15},   // queen mobility 7
    {-10, -15},   // queen mobility 8
    {-7, -5},     // queen mobility 9
    {-3, -5},     // queen mobility 10
    {-2, -5},     // queen mobility 11
    {1, 1},       // queen mobility 12
    {1, 9},       // queen mobility 13
    {3, 2},       // queen mobility 14
    {5, 10},      // queen mobility 15
    {8, 7},       // queen mobility 16
    {7, 10},      // queen mobility 17
    {9, 11},      // queen mobility 18
    {10, 13},     // queen mobility 19
    {11, 15},     // queen mobility 20
    {7, 14},      // queen mobility 21
    {8, 17},      // queen mobility 22
    {9, 19},      // queen mobility 23
    {10, 20},     // queen mobility 24
    {11, 22},     // queen mobility 25
    {12, 24},     // queen mobility 26
    {13, 26},     // queen mobility 27
    {-5, -34},    // doubled pawn
    {-10, -4},    // isolated pawn
    {0, 0},       // passed pawn on rank 1
    {4, 18},      // passed pawn on rank 2
    {14, 19},     // passed pawn on rank 3
    {7, 41},      // passed pawn on rank 4
    {36, 58},     // passed pawn on rank 5
    {57, 66},     // passed pawn on rank 6
    {90, 130},    // passed pawn on rank 7
    {0, 0},       // passed pawn on rank 8
    {0, 0},       // blocked passed pawn on rank 1
    {-7, -3},     // blocked passed pawn on rank 2
    {0, -13},     // blocked passed pawn on rank 3
    {-1, -11},    // blocked passed pawn on rank 4
    {3, -20},     // blocked passed pawn on rank 5
    {3, -34},     // blocked passed pawn on rank 6
    {-12, -72},   // blocked passed pawn on rank 7
    {0, 0},       // blocked passed pawn on rank 8
    {0, 0},       // passed pawn on rank 1: enemy king's distance
    {-1, 0},      // passed pawn on rank 2: enemy king's distance
    {-12, 4},     // passed pawn on rank 3: enemy king's distance
    {-9, 10},     // passed pawn on rank 4: enemy king's distance
    {-3, 20},     // passed pawn on rank 5: enemy king's distance
    {4, 30},      // passed pawn on rank 6: enemy king's distance
    {3, 46},      // passed pawn on rank 7: enemy king's distance
    {0, 0},       // passed pawn on rank 8: enemy king's distance
    {0, 0},       // passed pawn on rank 1: own king's distance
    {-2, -4},     // passed pawn on rank 2: own king's distance
    {8, -9},      // passed pawn on rank 3: own king's distance
    {7, -12},     // passed pawn on rank 4: own king's distance
    {-1, -17},    // passed pawn on rank 5: own king's distance
    {-5, -17},    // passed pawn on rank 6: own king's distance
    {5, -33},     // passed pawn on rank 7: own king's distance
    {0, 0},       // passed pawn on rank 8: own king's distance
    {37, -4},     // rook on an open file
    {17, 8},      // rook on a half-open file
    {15, 58},     // bishop pair
    {-4, 31},     // king danger 0
    {0, 0},       // king danger 1
    {-6, 1},      // king danger 2
    {-1, 8},      // king danger 3
    {-7, -3},     // king danger 4
    {-1, -3},     // king danger 5
    {-10, 1},     // king danger 6
    {-9, -5},     // king danger 7
    {-15, -1},    // king danger 8
    {-19, 0},     // king danger 9
    {-18, -4},    // king danger 10
    {-33, 0},     // king danger 11
    {-34, -4},    // king danger 12
    {-40, 0},     // king danger 13
    {-53, -6},    // king danger 14
    {-45, -1},    // king danger 15
    {-64, 0},     // king danger 16
    {-77, -4},    // king danger 17
    {-79, 0},     // king danger 18
    {-91, -4},    // king danger 19
    {-103, -4},   // king danger 20
    {-109, 0},    // king danger 21
    {-126, -5},   // king danger 22
    {-132, 0},    // king danger 23
    {-147, -3},   // king danger 24
    {-157, -1},   // king danger 25
    {-169, 0},    // king danger 26
    {-182, 0},    // king danger 27
    {-196, 0},    // king danger 28
    {-210, 0},    // king danger 29
    {-225, 0},    // king danger 30
    {-240, 0},    // king danger 31
    {-256, 0},    // king danger 32
    {-272, 0},    // king danger 33
    {-289, 0},    // king danger 34
    {-306, 0},    // king danger 35
    {-324, 0},    // king danger 36
    {-342, 0},    // king danger 37
    {-361, 0},    // king danger 38
    {-380, 0},    // king danger 39
    {-400, 0},    // king danger 40
    {-420, 0},    // king danger 41
    {-441, 0},    // king danger 42
    {-462, 0},    // king danger 43
    {-484, 0},    // king danger 44
    {-506, 0},    // king danger 45
    {-529, 0},    // king danger 46
    {-552, 0},    // king danger 47
    {-22, 4},     // king shelter 0
    {-11, -3},    // king shelter 1
    {-1, -7},     // king shelter 2
    {12, -5},     // king shelter 3
    {-6, 11},     // king shelter: king advanced
    {39, 15},     // pawn attacks a knight
    {31, 10},     // pawn attacks a bishop
    {9, 6},       // pawn attacks a rook
    {16, 0},      // pawn attacks a queen
    {29, 12},     // minor piece attacks a rook
    {26, 3},      // minor piece attacks a queen
    {16, 4},      // rook attacks a queen
    {14, 17},     // hanging piece
    {0, 0},       // connected pawn on rank 1
    {2, -4},      // connected pawn on rank 2
    {7, 4},       // connected pawn on rank 3
    {8, 5},       // connected pawn on rank 4
    {15, 12},     // connected pawn on rank 5
    {30, 20},     // connected pawn on rank 6
    {4, -2},      // connected pawn on rank 7
    {0, 0},       // connected pawn on rank 8
    {1, -9},      // backward pawn
    {19, 9},      // knight outpost
    {17, 16},     // bishop outpost
    {0, 1},       // rook on the seventh rank
    {16, 6},      // safe knight check
    {11, 13},     // safe bishop check
    {21, 9},      // safe rook check
    {17, 29},     // safe queen check
    {-15, -2},    // no own pawn on the king's file
    {-7, 0},      // no enemy pawn storming a file
    {2, 13},      // enemy pawn 1 ranks ahead of the king
    {-4, -3},     // enemy pawn 2 ranks ahead of the king
    {2, -3},      // enemy pawn 3 ranks ahead of the king
    {-2, 2},      // enemy pawn 4 ranks ahead of the king
    {8, -4},      // enemy pawn 5 ranks ahead of the king
    {4, 0},       // enemy pawn 6 ranks ahead of the king
    {0, 0},       // enemy pawn 7 ranks ahead of the king
    {-1, -3},     // own pawn on the bishop's colour
    {3, 12},      // minor piece behind a pawn
    {0, 0},       // free passed pawn on rank 1
    {-2, 3},      // free passed pawn on rank 2
    {-1, 5},      // free passed pawn on rank 3
    {-4, 9},      // free passed pawn on rank 4
    {0, 13},      // free passed pawn on rank 5
    {3, 18},      // free passed pawn on rank 6
    {4, 12},      // free passed pawn on rank 7
    {0, 0},       // free passed pawn on rank 8
    {1, 0},       // king attacks a piece
    {-3, -4},     // space
    {-6, 3},      // weak square next to the king
    {-1, 7},      // 0 enemy pieces attack next to the king
    {6, -2},      // 1 enemy pieces attack next to the king
    {1, 1},       // 2 enemy pieces attack next to the king
    {-5, -5},     // 3 enemy pieces attack next to the king
    {-1, -1},     // 4 enemy pieces attack next to the king
    {2, 3},       // minor piece near its king
    {7, 13},      // rook behind a passed pawn
    {11, 5},      // pawn push attacks a piece
    {-1, 2},      // own pawn per knight
    {-8, 6},      // own pawn per rook
}};

}  // namespace lt::chess::engine::eval
