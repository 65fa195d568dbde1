#include "games/barbu/rule_player.h"

#include <algorithm>
#include <stdexcept>

#include "framework/errors.h"
#include "games/barbu/moves.h"
#include "games/barbu/view.h"

namespace lt::barbu {
namespace {

using cards::aceHighStrength;
using cards::Rank;

int suitLength(const std::vector<Card>& cards, Suit suit) {
    return static_cast<int>(std::count_if(cards.begin(), cards.end(),
                                          [suit](Card card) { return card.suit() == suit; }));
}

// The points a card brings to whoever takes the trick it falls in.
int cardPoints(Card card, Contract contract) {
    const bool queen = card.rank() == Rank::Queen, heart = card.suit() == Suit::Hearts;
    switch (contract) {
        case Contract::Queens:
            return queen ? 6 : 0;
        case Contract::Hearts:
            return heart ? 2 : 0;
        case Contract::Barbu:
            return card == kKingOfHearts ? 20 : 0;
        case Contract::Salad:
            return (queen ? 6 : 0) + (heart ? 2 : 0) + (card == kKingOfHearts ? 20 : 0);
        case Contract::Tricks:
        case Contract::LastTrick:
            return 0;
    }
    return 0;
}

// How likely a card is to win a trick, roughly, given how many cards of its suit the hand
// holds (long suits run out in the others' hands, and their small cards can duck).
double winChance(Card card, int length) {
    const int strength = aceHighStrength(card.rank());
    double chance = strength >= 14   ? 0.9
                    : strength == 13 ? 0.7
                    : strength == 12 ? 0.5
                    : strength == 11 ? 0.33
                    : strength == 10 ? 0.2
                    : strength == 9  ? 0.1
                                     : 0.03;
    if (length >= 5) chance = std::min(1.0, chance * 1.3);
    return chance;
}

double expectedTricks(const std::vector<Card>& cards) {
    double tricks = 0;
    for (Card card : cards) tricks += winChance(card, suitLength(cards, card.suit()));
    return tricks;
}

Card byKey(const std::vector<Card>& cards, auto key) {
    return *std::max_element(cards.begin(), cards.end(),
                             [&key](Card a, Card b) { return key(a) < key(b); });
}

}  // namespace

RuleStyle ruleStyleFor(std::string_view level) {
    if (level == "easy") return {.slipRate = 0.15, .beginnerChoice = true, .beginnerPlay = true};
    if (level == "medium")
        return {.slipRate = 0.04, .beginnerChoice = false, .beginnerPlay = false};
    throw InputError("unknown level '" + std::string(level) + "' (easy, medium, hard)");
}

double expectedPenalty(const Hand& hand, Contract contract) {
    const auto& cards = hand.cards();
    const double tricks = expectedTricks(cards);
    const double share = tricks / tricksPerDeal;  // of the cards that fall in tricks
    switch (contract) {
        case Contract::Tricks:
            return 2 * tricks;
        case Contract::Queens: {
            double points = 0;
            for (Card card : cards)
                if (card.rank() == Rank::Queen)
                    points += 6 * (suitLength(cards, card.suit()) <= 2 ? 0.6 : 0.3);
            const int others =
                4 - static_cast<int>(std::count_if(cards.begin(), cards.end(), [](Card card) {
                    return card.rank() == Rank::Queen;
                }));
            return points + 6 * others * share;
        }
        case Contract::Hearts: {
            double points = 0;
            for (Card card : cards)
                if (card.suit() == Suit::Hearts)
                    points += 2 * winChance(card, suitLength(cards, Suit::Hearts));
            return points + 2 * (13 - suitLength(cards, Suit::Hearts)) * share;
        }
        case Contract::Barbu: {
            const int hearts = suitLength(cards, Suit::Hearts);
            if (hand.contains(kKingOfHearts)) return 20 * (hearts <= 2 ? 0.6 : 0.3);
            const bool ace = hand.contains(Card(Rank::Ace, Suit::Hearts));
            return 20 * (ace ? 0.35 : 0.15);
        }
        case Contract::LastTrick: {
            // The last trick falls to whoever keeps a high card of a long suit to the end.
            double risk = 0.1;
            for (Suit suit : cards::allSuits) {
                const int length = suitLength(cards, suit);
                const bool top =
                    hand.contains(Card(Rank::Ace, suit)) || hand.contains(Card(Rank::King, suit));
                if (length >= 5 && top) risk += 0.25;
            }
            return 20 * std::min(risk, 0.9);
        }
        case Contract::Salad: {
            double sum = 0;
            for (Contract part : {Contract::Tricks, Contract::Queens, Contract::Hearts,
                                  Contract::Barbu, Contract::LastTrick})
                sum += expectedPenalty(hand, part);
            return sum;
        }
    }
    return 0;
}

Contract ruleContract(const Table& table, const Hand& hand, bool beginner) {
    const auto open = table.openContracts();
    if (open.empty()) throw std::logic_error("barbu: no contract left to choose");
    // Compared with its fair share (a quarter of what the contract hands out), unless a
    // beginner, who looks only at the points he fears.
    auto cost = [&hand, beginner](Contract contract) {
        return expectedPenalty(hand, contract) - (beginner ? 0.0 : dealTotal(contract) / 4.0);
    };
    return *std::min_element(open.begin(), open.end(),
                             [&cost](Contract a, Contract b) { return cost(a) < cost(b); });
}

Card ruleCard(const Table& table, const std::vector<Card>& playable) {
    if (playable.empty()) throw std::logic_error("barbu: no card to play");
    const Contract contract = table.contract.value_or(Contract::Salad);
    const int trickIndex = static_cast<int>(table.finishedTricks.size());
    // In Last trick only the 13th trick counts: win early ones and keep small cards.
    const bool shedHigh = contract == Contract::LastTrick && trickIndex < tricksPerDeal - 1;
    auto strength = [](Card card) { return aceHighStrength(card.rank()); };
    auto points = [contract](Card card) { return cardPoints(card, contract); };

    if (table.trick.empty()) {
        if (shedHigh) return byKey(playable, strength);
        const bool hunting =
            (contract == Contract::Barbu || contract == Contract::Salad) &&
            std::find(playable.begin(), playable.end(), kKingOfHearts) == playable.end();
        // The lowest, safest lead: small cards, no points; low hearts drive out the K♥.
        return byKey(playable, [&](Card card) {
            double badness = strength(card) + 4 * points(card);
            if (hunting && card.suit() == Suit::Hearts && strength(card) < 13) badness -= 4;
            return -badness;
        });
    }

    const Suit led = *table.trick.ledSuit();
    const Card best = cards::currentWinner(table.trick, std::nullopt).card;
    const bool following = playable.front().suit() == led;
    if (!following) {
        // A discard never wins: throw the most dangerous card, points first, then height.
        return byKey(playable, [&](Card card) { return 20 * points(card) + strength(card); });
    }
    if (shedHigh) return byKey(playable, strength);
    std::vector<Card> ducks, winners;
    for (Card card : playable)
        (cards::beats(card, best, led, std::nullopt) ? winners : ducks).push_back(card);
    if (!ducks.empty())
        return byKey(ducks, [&](Card card) { return 20 * points(card) + strength(card); });
    const bool last = table.trick.size() == players - 1;
    if (last)
        // The trick is ours anyway: the highest card that brings no points of its own.
        return byKey(winners, [&](Card card) { return -100 * points(card) + strength(card); });
    // Someone after us may still go over: the lowest winner, points kept back.
    return byKey(winners, [&](Card card) { return -(strength(card) + 100 * points(card)); });
}

Card beginnerCard(const Table& table, const std::vector<Card>& playable) {
    if (playable.empty()) throw std::logic_error("barbu: no card to play");
    auto strength = [](Card card) { return aceHighStrength(card.rank()); };
    const bool following = table.trick.empty() || playable.front().suit() == *table.trick.ledSuit();
    if (following) return byKey(playable, [&](Card card) { return -strength(card); });
    return byKey(playable, strength);
}

Move RulePlayer::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& rng) {
    const auto& mine = dynamic_cast<const BarbuView&>(view);
    const Table& table = mine.table();
    if (table.phase == Phase::Choosing) {
        if (table.dealer != mine.viewer())
            throw std::logic_error("barbu: the rule player is not the dealer");
        return contractMove(ruleContract(table, mine.hand(), style_.beginnerChoice));
    }
    const auto playable = mine.playableNow();
    if (playable.empty()) throw std::logic_error("barbu: the rule player is not to move");
    if (rng.chance(style_.slipRate)) return playMove(playable[rng.below(playable.size())]);
    return playMove(style_.beginnerPlay ? beginnerCard(table, playable)
                                        : ruleCard(table, playable));
}

}  // namespace lt::barbu
