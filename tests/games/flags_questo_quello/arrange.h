// Builds "Questo e quello" positions for tests: cards named by ISO code, cells by name.
#pragma once

#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "games/flags_questo_quello/game.h"
#include "games/flags_questo_quello/state.h"

namespace lt::flags_questo_quello::testing {

class Arrange {
  public:
    Arrange() : cards_(std::make_shared<const std::vector<Card>>(flags::flaggyCards())) {}

    int card(const std::string& code) const {
        for (int i = 0; i < static_cast<int>(cards_->size()); ++i)
            if ((*cards_)[i].code == code) return i;
        throw std::invalid_argument("no card " + code);
    }
    static int cell(const std::string& name) { return *parseCell(name); }

    // A game in play: `table` cells -> codes, each player's hand, the stock; everything else
    // of the box is left out of the game (as if dealt to nobody).
    QqState playing(std::initializer_list<std::pair<const char*, const char*>> table,
                    std::vector<std::vector<std::string>> hands,
                    std::vector<std::string> stock = {}, PlayerId turn = 0) const {
        Table t;
        t.numPlayers = static_cast<int>(hands.size());
        t.handSize = handSizeFor(t.numPlayers);
        t.phase = Phase::Playing;
        t.grid.fill(kNoCard);
        for (const auto& [where, code] : table) {
            t.grid[cell(where)] = card(code);
            ++t.onTable;
        }
        t.turn = turn;
        std::vector<std::vector<int>> handCards;
        for (const auto& hand : hands) {
            handCards.emplace_back();
            for (const auto& code : hand) handCards.back().push_back(card(code));
            t.handCounts.push_back(static_cast<int>(hand.size()));
        }
        std::vector<int> stockCards;
        for (const auto& code : stock) stockCards.push_back(card(code));
        t.stockCount = static_cast<int>(stockCards.size());
        return QqState(game_, cards_, t, std::move(handCards), std::move(stockCards));
    }

    // The same with every other card of the box in the stock, as in a real game: views of it
    // sample back consistently.
    QqState playingWithRestInStock(std::initializer_list<std::pair<const char*, const char*>> table,
                                   std::vector<std::vector<std::string>> hands) const {
        std::vector<std::string> stock;
        for (const Card& c : *cards_) {
            bool used = false;
            for (const auto& [where, code] : table) used = used || c.code == code;
            for (const auto& hand : hands)
                for (const auto& code : hand) used = used || c.code == code;
            if (!used) stock.push_back(c.code);
        }
        return playing(table, std::move(hands), std::move(stock));
    }

    const QqGame& game() const { return game_; }

  private:
    QqGame game_;
    std::shared_ptr<const std::vector<Card>> cards_;
};

}  // namespace lt::flags_questo_quello::testing
