#include "games/recto_verso/moves.h"

namespace lt::recto_verso {
namespace {

Move encode(MoveKind kind, int index, PlayerId seat, int side) {
    return static_cast<Move>(kind) | static_cast<Move>(index & 0xff) << 4 |
           static_cast<Move>(seat & 0xf) << 12 | static_cast<Move>(side & 1) << 16;
}

}  // namespace

MoveKind kindOf(Move move) {
    return static_cast<MoveKind>(move & 0xf);
}

int indexOfMove(Move move) {
    return static_cast<int>((move >> 4) & 0xff);
}

PlayerId seatOfMove(Move move) {
    return static_cast<PlayerId>((move >> 12) & 0xf);
}

int sideOfMove(Move move) {
    return static_cast<int>((move >> 16) & 1);
}

Move playMove(int handIndex) {
    return encode(MoveKind::Play, handIndex, 0, 0);
}

Move flipMiddleMove(int middleIndex) {
    return encode(MoveKind::FlipMiddle, middleIndex, 0, 0);
}

Move flipHandMove(PlayerId seat, int handIndex) {
    return encode(MoveKind::FlipHand, handIndex, seat, 0);
}

Move stealMove(PlayerId seat, int handIndex, bool turned) {
    return encode(MoveKind::Steal, handIndex, seat, turned ? 1 : 0);
}

Move takeMove(int middleIndex) {
    return encode(MoveKind::Take, middleIndex, 0, 0);
}

Move dealMove(Placed placed) {
    return encode(MoveKind::Deal, placed.card, 0, placed.side);
}

}  // namespace lt::recto_verso
