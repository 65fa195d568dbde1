#include "games/oh_hell/moves.h"

namespace lt::oh_hell {
namespace {

Move make(MoveKind kind, int value) {
    return static_cast<Move>(kind) | (static_cast<Move>(value) << 8);
}

}  // namespace

MoveKind kindOf(Move move) {
    return static_cast<MoveKind>(move & 0xF);
}

Move bidMove(int tricks) {
    return make(MoveKind::Bid, tricks);
}

Move playMove(Card card) {
    return make(MoveKind::Play, card.code());
}

Move chanceCardMove(Card card) {
    return make(MoveKind::ChanceCard, card.code());
}

Move chanceDealerMove(PlayerId seat) {
    return make(MoveKind::ChanceDealer, seat);
}

int valueOf(Move move) {
    return static_cast<int>((move >> 8) & 0xFF);
}

Card cardOf(Move move) {
    return Card::fromCode(valueOf(move) % cards::Card::jokerCode);
}

}  // namespace lt::oh_hell
