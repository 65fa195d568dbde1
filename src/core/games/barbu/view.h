// What one player of Barbu may know: the public table (the contract, the tricks, the voids
// each seat has shown) and his own hand. Never a copy of a hidden card.
#pragma once

#include "framework/view.h"
#include "games/barbu/table.h"

namespace lt::barbu {

class BarbuGame;

class BarbuView final : public View {
  public:
    // A viewer that is not a seat (a spectator) has no hand.
    BarbuView(const BarbuGame& game, Table table, PlayerId viewer, Hand hand);

    PlayerId viewer() const override { return viewer_; }
    std::string toString() const override;
    // Deals the unseen cards (the deck less his hand and the cards played) at random into
    // the other hands and the undealt cards, each with its public count, giving no seat a card
    // of a suit it has shown it lacks.
    std::unique_ptr<State> sampleState(Rng& rng) const override;

    const Table& table() const { return table_; }
    const Hand& hand() const { return hand_; }
    // The cards the viewer may play now (empty unless it is his turn to play a card).
    std::vector<Card> playableNow() const;

  private:
    const BarbuGame* game_;
    Table table_;
    PlayerId viewer_;
    Hand hand_;
};

}  // namespace lt::barbu
