// What one player of Whistiti may know: the public table (the trump card, the tricks, the
// voids each seat has shown) and his own hand. Never a copy of a hidden card.
#pragma once

#include "framework/view.h"
#include "games/whistiti/table.h"

namespace lt::whistiti {

class WhistitiGame;

class WhistitiView final : public View {
  public:
    // A viewer that is not a seat (a spectator) has no hand.
    WhistitiView(const WhistitiGame& game, Table table, PlayerId viewer, Hand hand);

    PlayerId viewer() const override { return viewer_; }
    std::string toString() const override;
    // Deals the unseen cards (the deck less his hand, the cards played and the trump card
    // the dealer showed) at random into the other hands and the undealt cards, each with its
    // public count, giving no seat a card of a suit it has shown it lacks, and the dealer the
    // trump card while he still holds it.
    std::unique_ptr<State> sampleState(Rng& rng) const override;

    const Table& table() const { return table_; }
    const Hand& hand() const { return hand_; }
    // The cards the viewer may play now (empty unless it is his turn to play a card).
    std::vector<Card> playableNow() const;

  private:
    const WhistitiGame* game_;
    Table table_;
    PlayerId viewer_;
    Hand hand_;
};

}  // namespace lt::whistiti
