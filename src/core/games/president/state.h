// An Il pezzente match: the public table plus the hidden cards (every hand, the cards still
// to deal, and the gifts of the exchange, each known only to its giver and receiver). Each
// card dealt is a chance move drawn uniformly from the undealt cards.
#pragma once

#include <memory>

#include "framework/state.h"
#include "games/president/table.h"

namespace lt::president {

class PresidentGame;

// Cards one player gave another in this deal's exchange.
struct Gift {
    PlayerId from = 0;
    PlayerId to = 0;
    std::vector<Card> cards;
    bool operator==(const Gift&) const = default;
};

class PresidentState final : public State {
  public:
    PresidentState(const PresidentGame& game, Table table, std::vector<Hand> hands, Hand stock,
                   std::vector<Gift> gifts);
    // A new match of `deals` deals, the first dealer still to draw (A7).
    static PresidentState initial(const PresidentGame& game, int deals);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override;
    int numPlayers() const override { return players; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    // The first dealer is drawn in the open; every dealt card is its receiver's secret.
    bool isPublicChance(Move outcome) const override;
    // The cards given in the exchange are seen by their giver and receiver only.
    bool isPublicTurnMove(Move move) const override;
    void apply(Move move) override;
    std::string moveToString(Move move) const override;
    // Also reads ASCII cards: "play 9S 9C", "give JOKER 2S".
    std::optional<Move> parseMove(std::string_view text,
                                  std::optional<PlayerId> claimant = {}) const override;
    std::string toString() const override;
    // A1: the highest total first; a tie goes to the better place in the last deal.
    std::vector<int> ranking() const override;
    std::vector<int> scores() const override { return table_.totals; }
    std::unique_ptr<View> viewFor(PlayerId player) const override;

    const Table& table() const { return table_; }
    const Hand& hand(PlayerId player) const { return hands_.at(player); }
    const std::vector<Gift>& gifts() const { return gifts_; }
    // Why `cards` may not be played by the seat to move now (nullopt: they may).
    std::optional<RefusalReason> refusal(const std::vector<Card>& cards) const;

  private:
    void startDeal();
    void dealCard(Card card);
    void startPlay(PlayerId leader);
    void give(const std::vector<Card>& cards);
    void play(const std::vector<Card>& cards);
    void pass();
    void endDeal();

    const PresidentGame* game_;
    Table table_;
    std::vector<Hand> hands_;
    Hand stock_;
    std::vector<Gift> gifts_;
};

// The cards the giver of the current exchange step may choose from: his hand as dealt (the
// cards he has just received are not his to give back).
Hand givableHand(const Hand& hand, const std::vector<Gift>& gifts, PlayerId giver);
// The legal moves of the seat to move, from what it can see (the state and the view share it).
std::vector<Move> movesFor(const Table& table, const Hand& hand, const std::vector<Gift>& gifts);

}  // namespace lt::president
