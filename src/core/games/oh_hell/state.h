// An Oh Hell match: the public table plus the hidden cards (every hand and the stock).
// Choosing the first dealer, each card dealt and the trump turn-up are chance moves whose
// outcomes are drawn uniformly from the stock (a set: its order is never needed).
#pragma once

#include <memory>

#include "framework/state.h"
#include "games/oh_hell/table.h"

namespace lt::oh_hell {

class OhHellGame;

class OhHellState final : public State {
  public:
    OhHellState(const OhHellGame& game, Table table, std::vector<Hand> hands, Hand stock);
    // A new match: the first dealer is still to be drawn.
    static OhHellState initial(const OhHellGame& game, int numPlayers, bool shortGame);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override;
    int numPlayers() const override { return table_.numPlayers; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    // The first dealer, the trump turned up and, when the whole deck is dealt, the dealer's
    // last card (A2) are public; every other dealt card is its receiver's secret.
    bool isPublicChance(Move outcome) const override;
    void apply(Move move) override;
    std::string moveToString(Move move) const override;
    // Also reads ASCII cards: "play 9S".
    std::optional<Move> parseMove(std::string_view text,
                                  std::optional<PlayerId> claimant = {}) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    std::vector<int> scores() const override { return table_.totals; }
    std::optional<std::vector<double>> heuristicReturns() const override;
    std::unique_ptr<View> viewFor(PlayerId player) const override;

    const Table& table() const { return table_; }
    const Hand& hand(PlayerId player) const { return hands_.at(player); }
    const Hand& stock() const { return stock_; }
    // The cards the player to move may play (empty outside the play of tricks).
    std::vector<Card> playableNow() const;

  private:
    void startDeal(PlayerId dealer);
    void dealCard(Card card);
    void turnTrump(Card card);
    void makeBid(int bid);
    void playCard(Card card);
    void endDeal();

    const OhHellGame* game_;
    Table table_;
    std::vector<Hand> hands_;
    Hand stock_;
};

}  // namespace lt::oh_hell
