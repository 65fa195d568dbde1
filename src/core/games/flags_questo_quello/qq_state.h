// A game of "Questo e quello" (Flaggy, game 4): the public table plus the hidden cards (every
// hand and the stock). Dealing and drawing are chance moves over the stock, a set whose order
// is never needed; the opening roll of the blue dice is a chance move too.
#pragma once

#include <memory>
#include <vector>

#include "framework/state.h"
#include "qq_moves.h"
#include "qq_table.h"

namespace lt::flags_questo_quello {

class QqState final : public State {
  public:
    // A new game: nothing dealt yet. `cards`: the box, shared by every state of a game.
    QqState(const Game& game, std::shared_ptr<const std::vector<Card>> cards, int numPlayers);
    // A game at any point (views sample the hidden part with it).
    QqState(const Game& game, std::shared_ptr<const std::vector<Card>> cards, Table table,
            std::vector<std::vector<int>> hands, std::vector<int> stock);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return table_.numPlayers; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    // The opening roll of the blue dice is seen by all; the cards dealt are private.
    bool isPublicChance(Move outcome) const override { return kindOf(outcome) == MoveKind::Roll; }
    void apply(Move move) override;
    std::string moveToString(Move move) const override;
    std::string toString() const override;
    // Q5: whoever played his last card first; the others (or everyone, in a blocked game,
    // Q-A7) by the fewest cards in hand.
    std::vector<int> ranking() const override;
    // Cards still in each hand.
    std::vector<int> scores() const override { return table_.handCounts; }
    std::unique_ptr<View> viewFor(PlayerId player) const override;

    const Table& table() const { return table_; }
    const std::vector<Card>& cards() const { return *cards_; }
    const Card& card(int index) const { return cards_->at(index); }
    const std::vector<int>& hand(PlayerId player) const { return hands_.at(player); }
    const std::vector<int>& stock() const { return stock_; }
    std::shared_ptr<const std::vector<Card>> sharedCards() const { return cards_; }
    // The card index of an ISO code (either case).
    std::optional<int> cardIndex(std::string_view code) const;

  private:
    void endTurn();
    // Whatever follows with no choice to make: a bonus with nothing to play lapses.
    void settle();
    bool hasPlay(PlayerId player) const;
    void applyChance(Move move);
    void applyPlay(int card, int cell);

    const Game* game_;
    std::shared_ptr<const std::vector<Card>> cards_;
    Table table_;
    std::vector<std::vector<int>> hands_;  // card indices, kept sorted
    std::vector<int> stock_;               // sorted
};

// Q-A6: 9 cards each, fewer when more than five play, so that a few stay in the stock.
int handSizeFor(int numPlayers);

}  // namespace lt::flags_questo_quello
