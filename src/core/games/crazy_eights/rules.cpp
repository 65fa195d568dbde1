#include "games/crazy_eights/rules.h"

#include <algorithm>

namespace lt::crazy_eights {
namespace {

// Adds `play` once per suit an eight may name, or once as it is.
void addWithNaming(Play play, std::vector<Move>& out) {
    if (isEight(play.cards.back())) {
        for (Suit suit : cards::allSuits) {
            play.namedSuit = suit;
            out.push_back(encodePlay(play));
        }
    } else {
        play.namedSuit.reset();
        out.push_back(encodePlay(play));
    }
}

// Every non-empty ordered selection of `group` (a multiset of same-rank cards).
void addOrderings(const std::vector<Card>& group, std::vector<Card>& chosen,
                  std::vector<bool>& used, std::vector<Move>& out) {
    for (std::size_t i = 0; i < group.size(); ++i) {
        if (used[i]) continue;
        used[i] = true;
        chosen.push_back(group[i]);
        addWithNaming(Play{chosen, std::nullopt}, out);
        addOrderings(group, chosen, used, out);
        chosen.pop_back();
        used[i] = false;
    }
}

}  // namespace

int cardPoints(Card card) {
    if (card.isJoker()) return 50;
    switch (card.rank()) {
        case Rank::Ace:
            return 40;
        case Rank::Jack:
        case Rank::Queen:
        case Rank::King:
            return 10;
        default:
            return static_cast<int>(card.rank());
    }
}

int handPoints(const Hand& hand) {
    int total = 0;
    for (Card card : hand.cards()) total += cardPoints(card);
    return total;
}

bool sameRank(Card a, Card b) {
    if (a.isJoker() || b.isJoker()) return a.isJoker() && b.isJoker();
    return a.rank() == b.rank();
}

bool isEight(Card card) {
    return !card.isJoker() && card.rank() == Rank::Eight;
}

std::vector<Play> legalPlays(const Hand& hand, Card top, Suit currentSuit) {
    std::vector<Move> moves;
    // (a) one or more cards of the current card's rank, in any order.
    std::vector<Card> group;
    for (Card card : hand.cards())
        if (sameRank(card, top)) group.push_back(card);
    std::vector<Card> chosen;
    std::vector<bool> used(group.size(), false);
    addOrderings(group, chosen, used, moves);
    for (Card card : hand.distinct()) {
        // (b) one card of the current suit; (c) one eight; A2: one Joker on anything.
        if (card.isJoker() || isEight(card) || card.suit() == currentSuit)
            addWithNaming(Play{{card}, std::nullopt}, moves);
    }
    std::sort(moves.begin(), moves.end());
    moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
    std::vector<Play> plays;
    plays.reserve(moves.size());
    for (Move move : moves) plays.push_back(decodePlay(move));
    return plays;
}

bool isLegalPlay(const Play& play, const Hand& hand, Card top, Suit currentSuit) {
    const auto plays = legalPlays(hand, top, currentSuit);
    return std::find(plays.begin(), plays.end(), play) != plays.end();
}

}  // namespace lt::crazy_eights
