// What the states of the flag box's games with private hands (Questo e quello, Un due tre)
// share: the box of cards, the game's public table, every hand and the stock as sorted card
// indices, and what follows from them alone (the text, the places, card lookup). Shared so
// both games keep, write out and restore their hidden cards alike. `Table` is the game's
// table: both name its counters alike (numPlayers, handSize, handCounts, stockCount, winner),
// and describeTable() writes it out.
#pragma once

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "framework/errors.h"
#include "framework/state.h"
#include "games/flags/cards.h"
#include "games/flags/hidden_hands.h"
#include "games/flags/stock_deal.h"

namespace lt::flags {

template <class Table>
class HandsState : public State {
  public:
    // Chance's outcome or a legal move of the player to act, then whatever follows with no
    // choice to make (settle()).
    void apply(Move move) override {
        const PlayerId actor = currentActor();
        if (actor == actor::terminal) throw IllegalMove("the game is over");
        if (actor == actor::chance) {
            applyChance(move);
        } else {
            const auto legal = legalMoves();
            if (std::find(legal.begin(), legal.end(), move) == legal.end())
                throw IllegalMove("not a legal move: " + moveToString(move));
            applyPlayerMove(move);
        }
        settle();
    }
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return table_.numPlayers; }
    std::string toString() const override {
        return describeTable(table_, *cards_) + describeHands(hands_, stock_, *cards_);
    }
    // Whoever got rid of his cards first; the others by the fewest cards in hand.
    std::vector<int> ranking() const override {
        return placesByFewestCards(table_.handCounts, table_.winner);
    }
    // Cards still in each hand.
    std::vector<int> scores() const override { return table_.handCounts; }

    const Table& table() const { return table_; }
    const std::vector<Card>& cards() const { return *cards_; }
    const Card& card(int index) const { return cards_->at(index); }
    const std::vector<int>& hand(PlayerId player) const { return hands_.at(player); }
    const std::vector<int>& stock() const { return stock_; }
    std::shared_ptr<const std::vector<Card>> sharedCards() const { return cards_; }
    // The card index of an ISO code (either case).
    std::optional<int> cardIndex(std::string_view code) const { return cardIndexOf(*cards_, code); }

  protected:
    // A new game: nothing dealt yet, every card of the box in the stock. `cards`: the box,
    // shared by every state of a game.
    HandsState(const Game& game, std::shared_ptr<const std::vector<Card>> cards, int numPlayers,
               int handSize)
        : game_(&game), cards_(std::move(cards)), hands_(numPlayers) {
        table_.numPlayers = numPlayers;
        table_.handSize = handSize;
        table_.handCounts.assign(numPlayers, 0);
        stock_ = wholeStock(static_cast<int>(cards_->size()));
        table_.stockCount = static_cast<int>(stock_.size());
    }
    // A game at any point (views sample the hidden part with it).
    HandsState(const Game& game, std::shared_ptr<const std::vector<Card>> cards, Table table,
               std::vector<std::vector<int>> hands, std::vector<int> stock)
        : game_(&game),
          cards_(std::move(cards)),
          table_(std::move(table)),
          hands_(std::move(hands)),
          stock_(std::move(stock)) {
        sortHandsAndStock(hands_, stock_);
    }

    // The game's own moves: chance's (deal, draw, dice) and a player's legal one; settle()
    // then plays out what follows with no choice.
    virtual void applyChance(Move move) = 0;
    virtual void applyPlayerMove(Move move) = 0;
    virtual void settle() = 0;

    // The hand `player` sees: his own, none for an onlooker.
    std::vector<int> handSeenBy(PlayerId player) const {
        if (player >= 0 && player < table_.numPlayers) return hands_[player];
        return {};
    }

    const Game* game_;
    std::shared_ptr<const std::vector<Card>> cards_;
    Table table_;
    std::vector<std::vector<int>> hands_;  // card indices, kept sorted
    std::vector<int> stock_;               // sorted
};

}  // namespace lt::flags
