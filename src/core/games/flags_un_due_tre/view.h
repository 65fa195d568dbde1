// What one player of "Un due tre" may know: the dice, the discard pile, the number of cards
// in each hand and in the stock, and his own hand. Never another player's card.
#pragma once

#include <memory>
#include <vector>

#include "framework/game.h"
#include "framework/view.h"
#include "games/flags_un_due_tre/table.h"

namespace lt::flags_un_due_tre {

class UdtView final : public View {
  public:
    UdtView(const Game& game, std::shared_ptr<const std::vector<Card>> cards, Table table,
            PlayerId viewer, std::vector<int> hand);

    PlayerId viewer() const override { return viewer_; }
    std::string toString() const override;
    // Deals the cards the viewer has not seen (not discarded, not in his hand) at random
    // into the other hands, by their public counts, and the stock.
    std::unique_ptr<State> sampleState(Rng& rng) const override;

    const Table& table() const { return table_; }
    const std::vector<int>& hand() const { return hand_; }

  private:
    const Game* game_;
    std::shared_ptr<const std::vector<Card>> cards_;
    Table table_;
    PlayerId viewer_;
    std::vector<int> hand_;
};

}  // namespace lt::flags_un_due_tre
