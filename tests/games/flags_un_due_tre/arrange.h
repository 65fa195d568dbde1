// Builds "Un due tre" positions for tests: cards named by ISO code.
#pragma once

#include <string>
#include <vector>

#include "games/flags_un_due_tre/game.h"
#include "games/flags_un_due_tre/state.h"

namespace lt::flags_un_due_tre::testing {

class Arrange {
  public:
    Arrange() : cards_(std::make_shared<const std::vector<Card>>(flags::flaggyCards())) {}

    int card(const std::string& code) const {
        for (int i = 0; i < static_cast<int>(cards_->size()); ++i)
            if ((*cards_)[i].code == code) return i;
        throw std::invalid_argument("no card " + code);
    }
    std::vector<int> cards(const std::vector<std::string>& codes) const {
        std::vector<int> out;
        for (const auto& code : codes) out.push_back(card(code));
        std::sort(out.begin(), out.end());
        return out;
    }

    // Player 0 to choose his dice with these hands; every other card in the stock.
    UdtState choosing(std::vector<std::vector<std::string>> hands) const {
        Table t;
        t.numPlayers = static_cast<int>(hands.size());
        t.handSize = handSizeFor(t.numPlayers);
        t.phase = Phase::Choosing;
        std::vector<std::vector<int>> handCards;
        std::vector<bool> used(cards_->size(), false);
        for (const auto& hand : hands) {
            handCards.push_back(cards(hand));
            for (int c : handCards.back()) used[c] = true;
            t.handCounts.push_back(static_cast<int>(hand.size()));
        }
        std::vector<int> stock;
        for (int c = 0; c < static_cast<int>(cards_->size()); ++c)
            if (!used[c]) stock.push_back(c);
        t.stockCount = static_cast<int>(stock.size());
        return UdtState(game_, cards_, t, std::move(handCards), std::move(stock));
    }

    // The same after choosing `choice` and throwing `dice`.
    UdtState thrown(std::vector<std::vector<std::string>> hands, const Throw& dice) const {
        UdtState state = choosing(std::move(hands));
        state.apply(diceMove({static_cast<int>(dice.blue.size()), dice.red.has_value()}));
        state.apply(rollMove(dice));
        return state;
    }

    const UdtGame& game() const { return game_; }

  private:
    UdtGame game_;
    std::shared_ptr<const std::vector<Card>> cards_;
};

}  // namespace lt::flags_un_due_tre::testing
