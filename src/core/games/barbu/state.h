// A Barbu match: the public table plus the hidden cards (every hand and the cards still to
// deal). Each card dealt is a chance move drawn uniformly from the undealt cards (a set: their
// order is never needed).
#pragma once

#include <memory>

#include "framework/state.h"
#include "games/barbu/table.h"

namespace lt::barbu {

class BarbuGame;

class BarbuState final : public State {
  public:
    BarbuState(const BarbuGame& game, Table table, std::vector<Hand> hands, Hand stock);
    // A new match: the first deal is about to be dealt by seat 0, the youngest (setup 2).
    static BarbuState initial(const BarbuGame& game, bool endWhenPenaltiesTaken = false);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override;
    int numPlayers() const override { return players; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    // Every dealt card is its receiver's secret.
    bool isPublicChance(Move outcome) const override;
    void apply(Move move) override;
    std::string moveToString(Move move) const override;
    // Also reads ASCII cards: "play 9S".
    std::optional<Move> parseMove(std::string_view text,
                                  std::optional<PlayerId> claimant = {}) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    std::vector<int> scores() const override { return table_.totals; }
    std::unique_ptr<View> viewFor(PlayerId player) const override;

    const Table& table() const { return table_; }
    const Hand& hand(PlayerId player) const { return hands_.at(player); }
    const Hand& stock() const { return stock_; }
    // The cards the player to move may play (empty outside the play of tricks).
    std::vector<Card> playableNow() const;

  private:
    void startDeal();
    void dealCard(Card card);
    void choose(Contract contract);
    void playCard(Card card);
    void endDeal();

    const BarbuGame* game_;
    Table table_;
    std::vector<Hand> hands_;
    Hand stock_;
};

}  // namespace lt::barbu
