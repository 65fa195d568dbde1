#include "games/cards_common/trick.h"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

namespace lt::cards {
namespace {

bool holdsSuit(const Hand& hand, Suit suit) {
    return std::any_of(hand.cards().begin(), hand.cards().end(),
                       [suit](Card card) { return !card.isJoker() && card.suit() == suit; });
}

}  // namespace

std::optional<Suit> Trick::ledSuit() const {
    if (plays.empty()) return std::nullopt;
    return plays.front().card.suit();
}

PlayRefusal checkPlay(const Hand& hand, const Trick& trick, const TrickRules& rules, Card card) {
    if (!hand.contains(card)) return PlayRefusal::NotInHand;
    const auto led = trick.ledSuit();
    if (!led || card.suit() == *led) return PlayRefusal::Allowed;
    if (holdsSuit(hand, *led)) return PlayRefusal::MustFollowSuit;
    if (rules.mustTrumpWhenVoid && rules.trump && card.suit() != *rules.trump &&
        holdsSuit(hand, *rules.trump))
        return PlayRefusal::MustTrump;
    return PlayRefusal::Allowed;
}

std::vector<Card> playableCards(const Hand& hand, const Trick& trick, const TrickRules& rules) {
    std::vector<Card> result;
    for (Card card : hand.distinct())
        if (checkPlay(hand, trick, rules, card) == PlayRefusal::Allowed) result.push_back(card);
    return result;
}

int aceHighStrength(Rank rank) {
    return rank == Rank::Ace ? 14 : static_cast<int>(rank);
}

bool beats(Card challenger, Card best, Suit led, std::optional<Suit> trump) {
    const bool challengerTrumps = trump && challenger.suit() == *trump;
    const bool bestTrumps = trump && best.suit() == *trump;
    if (challengerTrumps != bestTrumps) return challengerTrumps;
    if (challenger.suit() != best.suit()) return false;  // a discard never wins
    if (!challengerTrumps && challenger.suit() != led) return false;
    return aceHighStrength(challenger.rank()) > aceHighStrength(best.rank());
}

PlayedCard currentWinner(const Trick& trick, std::optional<Suit> trump) {
    if (trick.plays.empty()) throw std::logic_error("an empty trick has no winner");
    const Suit led = trick.plays.front().card.suit();
    PlayedCard best = trick.plays.front();
    for (const PlayedCard& play : trick.plays)
        if (beats(play.card, best.card, led, trump)) best = play;
    return best;
}

std::string toString(const Trick& trick) {
    std::string text = fmt::format("led by {}:", trick.leader);
    for (const PlayedCard& play : trick.plays)
        text += fmt::format(" {}({})", toString(play.card), play.seat);
    return text;
}

std::vector<Card> cardsPlayed(const std::vector<Trick>& finished, const Trick& current) {
    std::vector<Card> cards;
    for (const Trick& done : finished)
        for (const PlayedCard& play : done.plays) cards.push_back(play.card);
    for (const PlayedCard& play : current.plays) cards.push_back(play.card);
    return cards;
}

std::string describeTricks(const std::vector<Trick>& finished, const Trick& current,
                           const std::optional<Trick>& last) {
    std::string text;
    for (const Trick& done : finished) text += "trick " + toString(done) + "\n";
    text += "current " + toString(current) + "\n";
    if (last) text += "last trick " + toString(*last) + "\n";
    return text;
}

}  // namespace lt::cards
