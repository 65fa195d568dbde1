#include "games/oh_hell/rule_player.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "framework/errors.h"
#include "games/oh_hell/moves.h"
#include "games/oh_hell/view.h"

namespace lt::oh_hell {
namespace {

using cards::aceHighStrength;

bool isTrump(Card card, std::optional<Suit> trump) {
    return trump && card.suit() == *trump;
}

// How strong a card is to win tricks with: trumps above every other suit.
int power(Card card, std::optional<Suit> trump) {
    return aceHighStrength(card.rank()) + (isTrump(card, trump) ? 20 : 0);
}

int suitLength(const Hand& hand, Suit suit) {
    return static_cast<int>(std::count_if(hand.cards().begin(), hand.cards().end(),
                                          [suit](Card card) { return card.suit() == suit; }));
}

Card highest(const std::vector<Card>& cards, std::optional<Suit> trump) {
    return *std::max_element(cards.begin(), cards.end(),
                             [trump](Card a, Card b) { return power(a, trump) < power(b, trump); });
}

Card lowest(const std::vector<Card>& cards, std::optional<Suit> trump) {
    return *std::min_element(cards.begin(), cards.end(),
                             [trump](Card a, Card b) { return power(a, trump) < power(b, trump); });
}

}  // namespace

RuleStyle ruleStyleFor(std::string_view level) {
    if (level == "easy") return {.slipRate = 0.25, .beginnerBids = true};
    if (level == "medium") return {.slipRate = 0.05, .beginnerBids = false};
    throw InputError("unknown level '" + std::string(level) + "' (easy, medium, hard)");
}

double expectedTricks(const Hand& hand, std::optional<Suit> trump, int players) {
    // Side cards lose value with every extra player who may be void and trump them.
    const double crowd = 4.0 / players;
    const int trumps = trump ? suitLength(hand, *trump) : 0;
    double expected = 0;
    for (Card card : hand.cards()) {
        const int strength = aceHighStrength(card.rank());
        if (isTrump(card, trump)) {
            expected += std::max(0.15, 1.0 - 0.15 * (14 - strength)) + (trumps >= 4 ? 0.1 : 0.0);
            continue;
        }
        const int length = suitLength(hand, card.suit());
        if (strength == 14)
            expected += length <= 4 ? 0.85 * crowd : 0.6 * crowd;
        else if (strength == 13)
            expected += length >= 2 && length <= 4 ? 0.5 * crowd : 0.2 * crowd;
        else if (strength == 12)
            expected += length >= 3 && length <= 4 ? 0.25 * crowd : 0.05;
    }
    // Short side suits let small trumps ruff.
    if (trump && trumps >= 2)
        for (Suit suit : cards::allSuits)
            if (suit != *trump && suitLength(hand, suit) <= 1 && hand.size() >= 4) expected += 0.3;
    // Middling cards take tricks too once the high ones have fallen: the count is scaled up
    // (1.2 did best of 0.8-1.8 for Medium against three Easy, bench/oh_hell).
    return std::min(1.2 * expected, static_cast<double>(hand.size()));
}

int beginnerCount(const Hand& hand, std::optional<Suit> trump) {
    int count = 0;
    for (Card card : hand.cards()) {
        const int strength = aceHighStrength(card.rank());
        if (strength >= 13 || (isTrump(card, trump) && strength > 10)) ++count;
    }
    return count;
}

int nearestAllowedBid(const Table& table, double wanted) {
    const int forbidden = table.forbiddenBidNow();
    int best = -1;
    for (int bid = 0; bid <= table.handSize(); ++bid) {
        if (bid == forbidden) continue;
        if (best < 0 || std::abs(bid - wanted) < std::abs(best - wanted) - 1e-9) best = bid;
    }
    return best;
}

Card ruleCard(const Table& table, PlayerId me, const std::vector<Card>& playable) {
    if (playable.empty()) throw std::logic_error("oh hell: no card to play");
    const auto trump = table.trump();
    const bool wantTricks = table.tricksTaken[me] < table.bids[me];
    if (table.trick.empty()) {
        if (wantTricks) return highest(playable, trump);
        std::vector<Card> sideCards;
        for (Card card : playable)
            if (!isTrump(card, trump)) sideCards.push_back(card);
        return lowest(sideCards.empty() ? playable : sideCards, trump);
    }
    const Suit led = *table.trick.ledSuit();
    const Card best = cards::currentWinner(table.trick, trump).card;
    std::vector<Card> winners, losers;
    for (Card card : playable)
        (cards::beats(card, best, led, trump) ? winners : losers).push_back(card);
    const bool last = table.trick.size() == table.numPlayers - 1;
    if (wantTricks) {
        if (winners.empty()) return lowest(losers, trump);
        return last ? lowest(winners, trump) : highest(winners, trump);
    }
    if (!losers.empty()) return highest(losers, trump);
    return highest(winners, trump);
}

Move RulePlayer::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& rng) {
    const auto& mine = dynamic_cast<const OhHellView&>(view);
    const Table& table = mine.table();
    const PlayerId me = mine.viewer();
    if (table.phase == Phase::Bidding) {
        double wanted = style_.beginnerBids
                            ? beginnerCount(mine.hand(), table.trump())
                            : expectedTricks(mine.hand(), table.trump(), table.numPlayers);
        // A beginner's guess wobbles by a trick now and then.
        if (style_.beginnerBids && rng.chance(0.3)) wanted += rng.chance(0.5) ? 1 : -1;
        return bidMove(nearestAllowedBid(table, std::clamp(wanted, 0.0, 1.0 * table.handSize())));
    }
    const auto playable = mine.playableNow();
    if (playable.empty()) throw std::logic_error("oh hell: the rule player is not to move");
    if (rng.chance(style_.slipRate)) return playMove(playable[rng.below(playable.size())]);
    return playMove(ruleCard(table, me, playable));
}

}  // namespace lt::oh_hell
