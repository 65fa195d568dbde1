#include "games/whistiti/moves.h"

namespace lt::whistiti {
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

Move playMove(Card card) {
    return make(MoveKind::Play, card.code());
}

Move dealMove(Card card) {
    return make(MoveKind::Deal, card.code());
}

Move dealerMove(PlayerId seat) {
    return make(MoveKind::ChooseDealer, seat);
}

PlayerId seatOf(Move move) {
    return valueOf(move);
}

Card cardOf(Move move) {
    return Card::fromCode(valueOf(move) % cards::Card::jokerCode);
}

}  // namespace lt::whistiti
