// What one player of Il pezzente may know: the public table (the plays, the passes, who is
// out, the titles), his own hand and the cards he gave or received in the exchange. Never a
// copy of a hidden card.
#pragma once

#include "framework/view.h"
#include "games/president/state.h"

namespace lt::president {

class PresidentView final : public View {
  public:
    // A viewer that is not a seat (a spectator) has no hand and no gifts.
    PresidentView(const PresidentGame& game, Table table, PlayerId viewer, Hand hand,
                  std::vector<Gift> gifts);

    PlayerId viewer() const override { return viewer_; }
    std::string toString() const override;
    // Deals the unseen cards at random into the other hands and the undealt cards, each with
    // its public count, consistently with the exchange as the viewer saw it: the cards he gave
    // and that have not been played are still with their receiver, and a player who gave him
    // his best (worst) cards holds nothing higher (lower) besides what he received.
    std::unique_ptr<State> sampleState(Rng& rng) const override;

    const Table& table() const { return table_; }
    const Hand& hand() const { return hand_; }
    const std::vector<Gift>& gifts() const { return gifts_; }
    // The viewer's legal moves (empty unless he is to act).
    std::vector<Move> legalMoves() const;
    bool toAct() const;

  private:
    const PresidentGame* game_;
    Table table_;
    PlayerId viewer_;
    Hand hand_;
    std::vector<Gift> gifts_;
};

}  // namespace lt::president
