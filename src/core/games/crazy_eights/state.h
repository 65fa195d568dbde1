// A Crazy Eights match of several deals: the public table plus the hidden cards (every hand
// and the stock). Dealing, drawing and the "card!" penalty are chance moves whose outcomes
// are the unseen cards, uniform over the stock (a set: its order is never needed) or over a
// giver's hand.
#pragma once

#include <memory>

#include "framework/state.h"
#include "games/crazy_eights/table.h"

namespace lt::crazy_eights {

class CrazyEightsGame;

class CrazyEightsState final : public State {
  public:
    // `known[k][h]`: the cards seat k knows seat h holds, because k gave them to h.
    CrazyEightsState(const CrazyEightsGame& game, Table table, std::vector<Hand> hands, Hand stock,
                     std::vector<std::vector<Hand>> known);
    // A new match: the first dealer is still to be drawn.
    static CrazyEightsState initial(const CrazyEightsGame& game, int numPlayers, int numDeals,
                                    bool cardCall);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override;
    int numPlayers() const override { return table_.numPlayers; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    // The dealer's draw and the start card turned face up are public; every other card moved
    // by chance is somebody's secret.
    bool isPublicChance(Move outcome) const override;
    void apply(Move move) override;
    std::vector<Move> claimMoves(PlayerId player) const override;
    void applyClaim(PlayerId player, Move move) override;
    // E5 on one PC: the "card!" window stays open 3 s at least, even if the next player is
    // quicker (the digest's "until the next play, or 3 s, whichever is later").
    int claimWindowMs() const override;
    std::string moveToString(Move move) const override;
    // Also reads ASCII cards and suits: "play 9S 9C", "play 8D name C", "catch 2".
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
    const Hand& knownBy(PlayerId knower, PlayerId holder) const {
        return known_.at(knower).at(holder);
    }
    Card currentCard() const { return table_.discard.back(); }
    // The plays the player to move may make (empty when he must draw or pass).
    std::vector<Play> currentPlays() const;
    // Whether a draw is possible at all: stock, or discards to reshuffle (E6).
    bool canDraw() const;
    // The seat `steps` places after `from` in the direction of play.
    PlayerId seatAfter(PlayerId from, int steps) const;

  private:
    void startDeal(PlayerId dealer);
    void applyChanceCard(Card card);
    void applyPlay(const Play& play);
    void applyPass();
    void endTurn(PlayerId next);
    void endDeal(PlayerId wentOut);
    void moveCard(Card card, PlayerId from, PlayerId to);
    // Applies everything that follows without a choice: reshuffles, skipped transfers,
    // closing the "card!" window, the public counts.
    void settle();
    std::string chanceCardText(Card card) const;

    const CrazyEightsGame* game_;
    Table table_;
    std::vector<Hand> hands_;
    Hand stock_;
    std::vector<std::vector<Hand>> known_;
};

}  // namespace lt::crazy_eights
