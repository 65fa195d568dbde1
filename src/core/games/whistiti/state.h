// A Whistiti match: the public table plus the hidden cards (every hand and the cards still to
// deal). The first dealer and each card dealt are chance moves; the dealer's last card, which
// shows the trump, is public.
#pragma once

#include <memory>

#include "framework/state.h"
#include "games/whistiti/table.h"

namespace lt::whistiti {

class WhistitiGame;

class WhistitiState final : public State {
  public:
    WhistitiState(const WhistitiGame& game, Table table, std::vector<Hand> hands, Hand stock);
    // A new match: the first dealer is still to be drawn.
    static WhistitiState initial(const WhistitiGame& game, bool finishDeal, bool partners = false);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override;
    int numPlayers() const override { return players; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    // The first dealer and the dealer's last card (setup 2) are public; every other dealt
    // card is its receiver's secret.
    bool isPublicChance(Move outcome) const override;
    void apply(Move move) override;
    std::string moveToString(Move move) const override;
    // Also reads ASCII cards: "play 9S".
    std::optional<Move> parseMove(std::string_view text,
                                  std::optional<PlayerId> claimant = {}) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    // Each seat's points towards 20 (A5: its side's, with partners).
    std::vector<int> scores() const override { return table_.standing(); }
    std::unique_ptr<View> viewFor(PlayerId player) const override;

    const Table& table() const { return table_; }
    const Hand& hand(PlayerId player) const { return hands_.at(player); }
    const Hand& stock() const { return stock_; }
    // The cards the player to move may play (empty outside the play of tricks).
    std::vector<Card> playableNow() const;

  private:
    void startDeal(PlayerId dealer);
    void dealCard(Card card);
    void playCard(Card card);
    void recordDeal();

    const WhistitiGame* game_;
    Table table_;
    std::vector<Hand> hands_;
    Hand stock_;
};

}  // namespace lt::whistiti
