// What one Recto Verso player may know: the table, the side of every card that faces him
// (his own fronts, the other players' backs, the middle's upper sides), and every card whose
// two sides he has seen in this round (Memory in state.h). Never a side he has not seen.
#pragma once

#include <optional>
#include <vector>

#include "framework/view.h"
#include "games/recto_verso/cards.h"
#include "games/recto_verso/table.h"

namespace lt::recto_verso {

class RectoVersoGame;

// One card as the viewer sees it: the side towards him, and the card as it lies (front or
// upper side) when he has seen both of its sides.
struct Seen {
    Face face;
    std::optional<Placed> known;
    bool operator==(const Seen&) const = default;
};

class RectoVersoView final : public View {
  public:
    RectoVersoView(const RectoVersoGame& game, Table table, PlayerId viewer,
                   std::vector<std::vector<Seen>> hands, std::vector<Seen> middle);

    PlayerId viewer() const override { return viewer_; }
    std::string toString() const override;
    // Puts on every place a card that shows the side seen there (the known cards where they
    // are), a random matching of the cards left; the rest are still to be dealt.
    std::unique_ptr<State> sampleState(Rng& rng) const override;

    const Table& table() const { return table_; }
    const std::vector<Seen>& hand(PlayerId seat) const { return hands_.at(seat); }
    const std::vector<Seen>& middle() const { return middle_; }
    // The viewer's fronts (empty for a spectator).
    std::vector<Face> ownFronts() const;

  private:
    const RectoVersoGame* game_;
    Table table_;
    PlayerId viewer_;
    std::vector<std::vector<Seen>> hands_;
    std::vector<Seen> middle_;
};

}  // namespace lt::recto_verso
