// What one player of Sequence for Kids may know: the public table and his own hand, or every
// hand when the hands are open. Never a card of the draw pile.
#pragma once

#include <vector>

#include "framework/view.h"
#include "games/sequence_kids/cards.h"
#include "games/sequence_kids/table.h"

namespace lt::sequence_kids {

class SequenceKidsGame;

class SequenceKidsView final : public View {
  public:
    // `hands[p]`: seat p's cards if the viewer may see them (empty otherwise). A viewer that
    // is not a seat (a spectator) sees only open hands.
    SequenceKidsView(const SequenceKidsGame& game, Table table, PlayerId viewer,
                     std::vector<Cards> hands);

    PlayerId viewer() const override { return viewer_; }
    std::string toString() const override;
    // Deals the unseen cards (the deck but the seen hands and the discards) at random into
    // the hidden hands, each with its public count, and the draw pile.
    std::unique_ptr<State> sampleState(Rng& rng) const override;

    const Table& table() const { return table_; }
    bool sees(PlayerId seat) const;
    // The seat's cards, if sees(seat).
    const Cards& hand(PlayerId seat) const { return hands_.at(seat); }

  private:
    const SequenceKidsGame* game_;
    Table table_;
    PlayerId viewer_;
    std::vector<Cards> hands_;
};

}  // namespace lt::sequence_kids
