#include "games/ludo/eval.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "games/ludo/state.h"

namespace lt::ludo {
namespace {

constexpr double kOutValue = 10;   // a pawn out of the stable is worth this much already
constexpr double kStepValue = 5;   // each staircase step (they need exact rolls)
constexpr double kHomeBonus = 10;  // the last 6 that takes a pawn off the board
constexpr double kFinishedValue = 1000;
constexpr double kSoftmaxScale = 25;  // value difference that makes a seat e times likelier

double pawnValue(int progress) {
    if (progress == kStable) return 0;
    if (progress < kFoot) return kOutValue + progress;
    const double staircase =
        kOutValue + kFoot + kStepValue * stepOf(std::min(progress, kFoot + kSteps));
    return progress == kCentre ? staircase + kStepValue + kHomeBonus : staircase;
}

// Which seat stands on each loop square, and with how much progress (-1: empty).
struct Occupancy {
    std::array<int, kLoopSquares> seat;
    std::array<int, kLoopSquares> progress;
};

Occupancy occupancyOf(const LudoState& state) {
    Occupancy board;
    board.seat.fill(-1);
    for (int s = 0; s < state.numPlayers(); ++s)
        for (int i = 0; i < kPawns; ++i) {
            const int p = state.pawn(s, i);
            if (!onLoop(p)) continue;
            const int square = state.loopSquare(s, p);
            board.seat[square] = s;
            board.progress[square] = p;
        }
    return board;
}

// Chance that some opponent can capture the pawn on `square` with its next roll: the nearest
// pawn behind it within 6 squares (nothing overtakes) if it belongs to an opponent who can
// still go that far, and an opponent's stabled pawns if `square` is that opponent's start.
double captureRisk(const LudoState& state, const Occupancy& board, int seat, int square) {
    int threats = 0;
    for (int d = 1; d <= 6; ++d) {
        const int behind = (square - d + kLoopSquares) % kLoopSquares;
        if (board.seat[behind] < 0) continue;
        if (board.seat[behind] != seat && board.progress[behind] + d <= kFoot) ++threats;
        break;
    }
    for (int o = 0; o < state.numPlayers(); ++o) {
        if (o == seat || state.finished(o) || state.loopSquare(o, 0) != square) continue;
        for (int i = 0; i < kPawns; ++i)
            if (state.pawn(o, i) == kStable) {
                ++threats;
                break;
            }
    }
    return 1.0 - std::pow(5.0 / 6.0, threats);
}

}  // namespace

double seatValue(const LudoState& state, int seat, bool withDanger) {
    const auto& order = state.finishOrder();
    const auto place = std::find(order.begin(), order.end(), seat);
    if (place != order.end()) return kFinishedValue * (1.0 - 0.1 * (place - order.begin()));
    double value = 0;
    bool anyOnLoop = false;
    for (int i = 0; i < kPawns; ++i) {
        value += pawnValue(state.pawn(seat, i));
        anyOnLoop = anyOnLoop || onLoop(state.pawn(seat, i));
    }
    if (!withDanger || !anyOnLoop) return value;
    const Occupancy board = occupancyOf(state);
    for (int i = 0; i < kPawns; ++i) {
        const int p = state.pawn(seat, i);
        if (onLoop(p))
            value -= captureRisk(state, board, seat, state.loopSquare(seat, p)) * pawnValue(p);
    }
    return value;
}

std::vector<double> relativeValues(const LudoState& state, bool withDanger) {
    const int n = state.numPlayers();
    std::vector<double> values(n), relative(n, 0.0);
    for (int s = 0; s < n; ++s) values[s] = seatValue(state, s, withDanger);
    for (int s = 0; s < n; ++s) {
        bool any = false;
        double best = 0;
        for (int o = 0; o < n; ++o)
            if (o != s && !state.finished(o) && (!any || values[o] > best))
                best = values[o], any = true;
        relative[s] = any ? values[s] - best : values[s];
    }
    return relative;
}

std::vector<double> estimatedReturns(const LudoState& state) {
    const int n = state.numPlayers();
    std::vector<double> weights(n);
    double top = -1e18;
    for (int s = 0; s < n; ++s) top = std::max(top, seatValue(state, s, true));
    double total = 0;
    for (int s = 0; s < n; ++s) {
        weights[s] = std::exp((seatValue(state, s, true) - top) / kSoftmaxScale);
        total += weights[s];
    }
    // With win chance P, the expected utility of "winner +1, others -1/(n-1)".
    std::vector<double> utilities(n);
    for (int s = 0; s < n; ++s) {
        const double win = weights[s] / total;
        utilities[s] = win - (1.0 - win) / (n - 1);
    }
    return utilities;
}

}  // namespace lt::ludo
