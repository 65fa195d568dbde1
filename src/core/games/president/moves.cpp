#include "games/president/moves.h"

#include <algorithm>

namespace lt::president {
namespace {

constexpr int maxCards = 5;

Move make(MoveKind kind, std::vector<Card> cards) {
    std::sort(cards.begin(), cards.end());
    Move move = static_cast<Move>(kind);
    for (int i = 0; i < maxCards; ++i) {
        const Move code = i < static_cast<int>(cards.size())
                              ? static_cast<Move>(cards[static_cast<std::size_t>(i)].code())
                              : 0xFF;
        move |= code << (8 + 8 * i);
    }
    return move;
}

}  // namespace

MoveKind kindOf(Move move) {
    return static_cast<MoveKind>(move & 0xF);
}

Move playMove(std::vector<Card> cards) {
    return make(MoveKind::Play, std::move(cards));
}

Move passMove() {
    return make(MoveKind::Pass, {});
}

Move giveMove(std::vector<Card> cards) {
    return make(MoveKind::Give, std::move(cards));
}

Move dealMove(Card card) {
    return make(MoveKind::Deal, {card});
}

Move firstDealerMove(PlayerId seat) {
    return static_cast<Move>(MoveKind::FirstDealer) | (static_cast<Move>(seat & 0xF) << 8);
}

std::vector<Card> cardsOf(Move move) {
    std::vector<Card> cards;
    if (kindOf(move) == MoveKind::FirstDealer) return cards;
    for (int i = 0; i < maxCards; ++i) {
        const int code = static_cast<int>((move >> (8 + 8 * i)) & 0xFF);
        if (code < cards::Card::codeCount) cards.push_back(Card::fromCode(code));
    }
    return cards;
}

PlayerId dealerOf(Move move) {
    return static_cast<PlayerId>((move >> 8) & 0xF);
}

}  // namespace lt::president
