// What one player of Crazy Eights may know: the public table, his own hand, and the cards he
// gave to others (E5 penalty) that they still hold. Never a copy of a hidden card.
#pragma once

#include "framework/view.h"
#include "games/crazy_eights/table.h"

namespace lt::crazy_eights {

class CrazyEightsGame;

class CrazyEightsView final : public View {
  public:
    // `known[h]`: the cards the viewer knows seat h holds. A viewer that is not a seat
    // (a spectator) has no hand and knows nothing private.
    CrazyEightsView(const CrazyEightsGame& game, Table table, PlayerId viewer, Hand hand,
                    std::vector<Hand> known);

    PlayerId viewer() const override { return viewer_; }
    std::string toString() const override;
    // Deals the unseen cards (deck minus own hand, discards and known cards) at random into
    // the other hands and the stock, each with its public count.
    std::unique_ptr<State> sampleState(Rng& rng) const override;

    const Table& table() const { return table_; }
    const Hand& hand() const { return hand_; }
    const Hand& knownIn(PlayerId holder) const { return known_.at(holder); }

  private:
    const CrazyEightsGame* game_;
    Table table_;
    PlayerId viewer_;
    Hand hand_;
    std::vector<Hand> known_;
};

}  // namespace lt::crazy_eights
