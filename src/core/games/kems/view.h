// What one Kem's player may know: the market, the discard heap, every gesture, swap and call
// with its time, the hand slots everyone saw filled (a card taken from the market, a hand
// shown after a false Kem's), his own hand and his own team's signal. Never an unseen card
// or the opponents' signal.
#pragma once

#include "framework/view.h"
#include "games/kems/table.h"

namespace lt {
class Game;
}

namespace lt::kems {

class KemsView final : public View {
  public:
    // Masks `table` for `viewer` (a seat; any other value sees no hand and no signal).
    KemsView(const Game& game, const Table& table, PlayerId viewer);

    PlayerId viewer() const override { return viewer_; }
    std::string toString() const override;
    // The unseen cards dealt at random into the unknown hand slots and the stock; the
    // opponents' signal drawn among the gestures it may be.
    std::unique_ptr<State> sampleState(Rng& rng) const override;

    const Table& table() const { return table_; }

  private:
    const Game* game_;
    Table table_;
    PlayerId viewer_;
};

}  // namespace lt::kems
