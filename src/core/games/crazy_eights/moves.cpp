#include "games/crazy_eights/moves.h"

namespace lt::crazy_eights {
namespace {
constexpr Move kindMask = 0xf;
constexpr int countShift = 4;
constexpr int cardShift = 8;
constexpr int cardBits = 6;
constexpr int suitShift = 32;
}  // namespace

MoveKind kindOf(Move move) {
    return static_cast<MoveKind>(move & kindMask);
}

Move encodePlay(const Play& play) {
    Move move = static_cast<Move>(MoveKind::Play);
    move |= static_cast<Move>(play.cards.size()) << countShift;
    for (std::size_t i = 0; i < play.cards.size(); ++i)
        move |= static_cast<Move>(play.cards[i].code()) << (cardShift + cardBits * i);
    if (play.namedSuit)
        move |= static_cast<Move>(static_cast<int>(*play.namedSuit) + 1) << suitShift;
    return move;
}

Play decodePlay(Move move) {
    Play play;
    const int count = static_cast<int>((move >> countShift) & 0x7);
    for (int i = 0; i < count; ++i)
        play.cards.push_back(
            Card::fromCode(static_cast<int>((move >> (cardShift + cardBits * i)) & 0x3f)));
    const int suit = static_cast<int>((move >> suitShift) & 0x7);
    if (suit > 0) play.namedSuit = static_cast<Suit>(suit - 1);
    return play;
}

Move drawMove() {
    return static_cast<Move>(MoveKind::Draw);
}
Move passMove() {
    return static_cast<Move>(MoveKind::Pass);
}

Move chanceCardMove(Card card) {
    return static_cast<Move>(MoveKind::ChanceCard) | static_cast<Move>(card.code()) << cardShift;
}

Card chanceCard(Move move) {
    return Card::fromCode(static_cast<int>((move >> cardShift) & 0x3f));
}

Move chanceDealerMove(PlayerId seat) {
    return static_cast<Move>(MoveKind::ChanceDealer) | static_cast<Move>(seat) << cardShift;
}

Move callCardMove() {
    return static_cast<Move>(MoveKind::CallCard);
}

Move catchMove(PlayerId target) {
    return static_cast<Move>(MoveKind::Catch) | static_cast<Move>(target) << cardShift;
}

PlayerId seatOf(Move move) {
    return static_cast<PlayerId>((move >> cardShift) & 0xf);
}

}  // namespace lt::crazy_eights
