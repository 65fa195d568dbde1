#include "games/barbu/moves.h"

namespace lt::barbu {
namespace {

Move make(MoveKind kind, int value) {
    return static_cast<Move>(kind) | (static_cast<Move>(value) << 8);
}

int valueOf(Move move) {
    return static_cast<int>((move >> 8) & 0xFF);
}

}  // namespace

MoveKind kindOf(Move move) {
    return static_cast<MoveKind>(move & 0xF);
}

Move contractMove(Contract contract) {
    return make(MoveKind::Choose, indexOf(contract));
}

Move playMove(Card card) {
    return make(MoveKind::Play, card.code());
}

Move dealMove(Card card) {
    return make(MoveKind::Deal, card.code());
}

Contract contractOf(Move move) {
    return static_cast<Contract>(valueOf(move) % contractCount);
}

Card cardOf(Move move) {
    return Card::fromCode(valueOf(move) % cards::Card::jokerCode);
}

}  // namespace lt::barbu
