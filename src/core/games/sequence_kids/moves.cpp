#include "games/sequence_kids/moves.h"

namespace lt::sequence_kids {
namespace {

Move encode(MoveKind kind, Card card, Cell cell) {
    return static_cast<Move>(kind) | static_cast<Move>(card) << 4 | static_cast<Move>(cell) << 9;
}

}  // namespace

MoveKind kindOf(Move move) {
    return static_cast<MoveKind>(move & 0xf);
}

Card cardOfMove(Move move) {
    return static_cast<Card>((move >> 4) & 0x1f);
}

Cell cellOfMove(Move move) {
    return static_cast<Cell>((move >> 9) & 0x3f);
}

Move placeMove(Card card, Cell cell) {
    return encode(MoveKind::Place, card, cell);
}

Move dragonMove(Cell cell) {
    return encode(MoveKind::Dragon, kDragon, cell);
}

Move deadCardMove(Card card) {
    return encode(MoveKind::DeadCard, card, 0);
}

Move passMove() {
    return encode(MoveKind::Pass, 0, 0);
}

Move chanceCardMove(Card card) {
    return encode(MoveKind::ChanceCard, card, 0);
}

}  // namespace lt::sequence_kids
