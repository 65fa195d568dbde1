#include "games/whistiti/rule_player.h"

#include <algorithm>
#include <stdexcept>

#include "framework/errors.h"
#include "games/whistiti/moves.h"
#include "games/whistiti/view.h"

namespace lt::whistiti {
namespace {

using cards::aceHighStrength;

// How strong a card is to win tricks with: trumps above every other suit.
int power(Card card, std::optional<Suit> trump) {
    return aceHighStrength(card.rank()) + (trump && card.suit() == *trump ? 20 : 0);
}

Card highest(const std::vector<Card>& cards, std::optional<Suit> trump) {
    return *std::max_element(cards.begin(), cards.end(),
                             [trump](Card a, Card b) { return power(a, trump) < power(b, trump); });
}

Card lowest(const std::vector<Card>& cards, std::optional<Suit> trump) {
    return *std::min_element(cards.begin(), cards.end(),
                             [trump](Card a, Card b) { return power(a, trump) < power(b, trump); });
}

int suitLength(const Hand& hand, Suit suit) {
    return static_cast<int>(std::count_if(hand.cards().begin(), hand.cards().end(),
                                          [suit](Card card) { return card.suit() == suit; }));
}

}  // namespace

RuleStyle ruleStyleFor(std::string_view level) {
    if (level == "easy") return {.slipRate = 0.15, .beginnerPlay = true};
    if (level == "medium") return {.slipRate = 0.03, .beginnerPlay = false};
    throw InputError("unknown level '" + std::string(level) + "' (easy, medium, hard)");
}

bool partnerHoldsTheTrick(const Table& table, const Hand& hand, Card best) {
    const auto trump = table.trump();
    const Suit led = *table.trick.ledSuit();
    const PlayerId last = Table::seatAfter(table.turn, 1);
    Hand unseen(cards::standardDeck());
    for (Card card : hand.cards()) unseen.remove(card);
    for (Card card : table.playedCards()) unseen.remove(card);
    for (Card card : unseen.cards()) {
        if (!table.voids.mayHold(last, card) || !cards::beats(card, best, led, trump)) continue;
        // The trump card the dealer showed is in the dealer's hand.
        if (table.trumpCardInHand && card == *table.trumpCard && table.dealer != last) continue;
        // A trump is a danger only from a player who has shown he cannot follow.
        if (card.suit() != led && !table.voids.isVoid(last, led)) continue;
        return false;
    }
    return true;
}

Card ruleCard(const Table& table, const Hand& hand, const std::vector<Card>& playable,
              bool partnerAware) {
    if (playable.empty()) throw std::logic_error("whistiti: no card to play");
    const auto trump = table.trump();
    if (table.trick.empty()) {
        std::vector<Card> aces, side;
        for (Card card : playable) {
            const bool isTrump = trump && card.suit() == *trump;
            if (!isTrump && card.rank() == cards::Rank::Ace) aces.push_back(card);
            if (!isTrump) side.push_back(card);
        }
        if (!aces.empty()) return aces.front();
        // Many trumps: draw the others' trumps with the top one.
        if (trump && suitLength(hand, *trump) >= 5) return highest(playable, trump);
        if (side.empty()) return lowest(playable, trump);
        // The smallest card of the longest side suit.
        return *std::min_element(side.begin(), side.end(), [&hand](Card a, Card b) {
            const int la = suitLength(hand, a.suit()), lb = suitLength(hand, b.suit());
            if (la != lb) return la > lb;
            return aceHighStrength(a.rank()) < aceHighStrength(b.rank());
        });
    }
    const Suit led = *table.trick.ledSuit();
    const Card best = cards::currentWinner(table.trick, trump).card;  // now winning
    std::vector<Card> winners, losers;
    for (Card card : playable)
        (cards::beats(card, best, led, trump) ? winners : losers).push_back(card);
    if (winners.empty()) return lowest(losers, trump);
    const bool last = table.trick.size() == players - 1;
    const cards::PlayedCard winning = cards::currentWinner(table.trick, trump);
    if (partnerAware && table.partners && winning.seat == Table::partnerOf(table.turn) &&
        (last || partnerHoldsTheTrick(table, hand, best)))
        return losers.empty() ? lowest(winners, trump) : lowest(losers, trump);
    const bool trumping = trump && winners.front().suit() == *trump && led != *trump;
    // Last, or trumping a side suit: the cheapest card that wins; else the strongest.
    if (last || trumping) return lowest(winners, trump);
    return highest(winners, trump);
}

Card beginnerCard(const Table& table, const std::vector<Card>& playable) {
    if (playable.empty()) throw std::logic_error("whistiti: no card to play");
    return highest(playable, table.trump());
}

Move RulePlayer::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& rng) {
    const auto& mine = dynamic_cast<const WhistitiView&>(view);
    const auto playable = mine.playableNow();
    if (playable.empty()) throw std::logic_error("whistiti: the rule player is not to move");
    if (rng.chance(style_.slipRate)) return playMove(playable[rng.below(playable.size())]);
    return playMove(style_.beginnerPlay
                        ? beginnerCard(mine.table(), playable)
                        : ruleCard(mine.table(), mine.hand(), playable, style_.partnerAware));
}

}  // namespace lt::whistiti
