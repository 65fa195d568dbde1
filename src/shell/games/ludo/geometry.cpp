#include "games/ludo/geometry.h"

namespace lt::shell::ludo {

namespace core = ::lt::ludo;

namespace {

QPointF cellCentre(int row, int column) {
    return {column + 0.5, row + 0.5};
}

// Arm 0's 14 loop squares from its start square: right along row 6, the corner, up column 6,
// and the tip of the top arm (which is arm 1's foot).
QPointF armZeroLoopCell(int offset) {
    if (offset <= 6) return cellCentre(6, offset);
    if (offset <= 12) return cellCentre(12 - offset, 6);
    return cellCentre(0, 7);
}

}  // namespace

QPointF turnClockwise(QPointF point, int quarterTurns) {
    for (int i = 0; i < ((quarterTurns % 4) + 4) % 4; ++i)
        point = QPointF(kGridSize - point.y(), point.x());
    return point;
}

QPointF loopCell(int square) {
    square = ((square % core::kLoopSquares) + core::kLoopSquares) % core::kLoopSquares;
    return turnClockwise(armZeroLoopCell(square % core::kSquaresPerArm),
                         square / core::kSquaresPerArm);
}

QPointF stepCell(int arm, int step) {
    return turnClockwise(cellCentre(7, step), arm);
}

QPointF centreCell() {
    return cellCentre(7, 7);
}

QRectF stableRect(int arm) {
    const QPointF a = turnClockwise({0, 0}, arm), b = turnClockwise({6, 6}, arm);
    return QRectF(a, b).normalized();
}

QPointF stableSpot(int arm, int pawn) {
    // Not turned with the arm: every stable reads 1 2 / 3 4, as the pawns' numbers do.
    constexpr double kSpread = 1.1;
    const QPointF offset(pawn % 2 ? kSpread : -kSpread, pawn / 2 ? kSpread : -kSpread);
    return turnClockwise({3, 3}, arm) + offset;
}

QPointF dieSpot(int arm) {
    return turnClockwise({3, 3}, arm);
}

QPointF travelDirection(int square) {
    return loopCell(square + 1) - loopCell(square);
}

QPointF pawnPlace(const core::LudoState& state, PlayerId seat, int pawn) {
    const int p = state.pawn(seat, pawn);
    const int arm = state.arm(seat);
    if (p == core::kStable || p == core::kCentre) return stableSpot(arm, pawn);
    if (core::onLoop(p)) return loopCell(state.loopSquare(seat, p));
    return stepCell(arm, core::stepOf(p));
}

std::vector<QPointF> movePath(const core::LudoState& before, const core::LudoMove& move) {
    using Kind = core::LudoMove::Kind;
    std::vector<QPointF> path;
    if (move.kind == Kind::Roll) return path;
    const PlayerId seat = before.turn();
    const int arm = before.arm(seat);
    path.push_back(pawnPlace(before, seat, move.pawn));
    if (move.kind == Kind::Out) {
        path.push_back(loopCell(before.loopSquare(seat, 0)));
        return path;
    }
    for (int p = move.from + 1; p <= move.to; ++p) {
        if (core::onLoop(p))
            path.push_back(loopCell(before.loopSquare(seat, p)));
        else if (core::onStaircase(p))
            path.push_back(stepCell(arm, core::stepOf(p)));
        else if (p == core::kCentre)
            path.push_back(centreCell());
    }
    return path;
}

}  // namespace lt::shell::ludo
