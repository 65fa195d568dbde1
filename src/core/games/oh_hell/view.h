// What one player of Oh Hell may know: the public table (bids, tricks, the trump card, the
// voids each seat has shown) and his own hand. Never a copy of a hidden card.
#pragma once

#include "framework/view.h"
#include "games/oh_hell/table.h"

namespace lt::oh_hell {

class OhHellGame;

class OhHellView final : public View {
  public:
    // A viewer that is not a seat (a spectator) has no hand.
    OhHellView(const OhHellGame& game, Table table, PlayerId viewer, Hand hand);

    PlayerId viewer() const override { return viewer_; }
    std::string toString() const override;
    // Deals the unseen cards (the deck less his hand, the cards played and the trump card)
    // at random into the other hands and the stock, each with its public count, giving no
    // seat a card of a suit it has shown it lacks, and the dealer the trump card he showed.
    std::unique_ptr<State> sampleState(Rng& rng) const override;

    const Table& table() const { return table_; }
    const Hand& hand() const { return hand_; }
    // The cards the viewer may play now (empty unless it is his turn to play a card).
    std::vector<Card> playableNow() const;

  private:
    const OhHellGame* game_;
    Table table_;
    PlayerId viewer_;
    Hand hand_;
};

}  // namespace lt::oh_hell
