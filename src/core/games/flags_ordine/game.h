// Flaggy's game 2, "Metti in ordine!" (Put in Order): place flag cards in a row ordered by
// area (or, in the variant, population); a wrong place puts you out of the race unless the red
// die saves you. 2-10 players.
#pragma once

#include <memory>
#include <vector>

#include "framework/game.h"
#include "games/flags/cards.h"
#include "games/flags_ordine/state.h"

namespace lt::flags_ordine {

class OrdineGame final : public Game {
  public:
    OrdineGame();
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    // Easy, Medium and Hard misjudge a figure by a factor of about 2.2, 1.6 and 1.35.
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;
    OrdineSetup setupFor(const Options& options) const;

  private:
    GameInfo info_;
    std::shared_ptr<const std::vector<flags::Card>> cards_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::flags_ordine
