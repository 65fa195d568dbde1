// Board geometry and house rules of Ludo as played with petits-chevaux rules.
// A pawn's place is written as its progress along its own course:
//   kStable            in its stable
//   0 .. 54            on the shared loop, 0 being its own start square
//   kFoot (55)         the foot of its staircase (still a loop square, "step 0")
//   kFoot + 1 .. + 6   steps 1..6 of its private staircase
//   kCentre            at the centre star: home for good
#pragma once

namespace lt::ludo {

inline constexpr int kMaxSeats = 4;
inline constexpr int kPawns = 4;
inline constexpr int kLoopSquares = 56;  // 4 arms of 14 squares
inline constexpr int kSquaresPerArm = 14;
inline constexpr int kStable = -1;
inline constexpr int kFoot = kLoopSquares - 1;  // the square just before the start square
inline constexpr int kSteps = 6;
inline constexpr int kCentre = kFoot + kSteps + 1;
inline constexpr int kExitRoll = 6;

constexpr bool onLoop(int progress) {
    return progress >= 0 && progress <= kFoot;
}
constexpr bool onStaircase(int progress) {
    return progress > kFoot && progress < kCentre;
}
// 0 on the foot, 1..6 on the staircase.
constexpr int stepOf(int progress) {
    return progress - kFoot;
}

enum class Staircase {
    Sequential,  // climb one step at a time, with exactly the number of the next step
    Jump,        // a roll k takes the pawn straight up to step k (passing no pawn)
};

struct Rules {
    bool threeSixesEndTurn = false;  // house rule: a third 6 in a row is lost and ends the turn
    Staircase staircase = Staircase::Sequential;
    bool playOnForPlaces = false;  // after the winner, the others play on for 2nd, 3rd, 4th
    bool operator==(const Rules&) const = default;
};

}  // namespace lt::ludo
