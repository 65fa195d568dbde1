// Flaggy's game 3, "Un due tre" (One Two Three): roll one, two or three of the dice and
// discard a card per die and per pair of dice that it matches; fail and you draw. The first
// out of cards wins. 2-10 players.
#pragma once

#include <memory>
#include <vector>

#include "framework/game.h"
#include "games/flags/cards.h"

namespace lt::flags_un_due_tre {

class UdtGame final : public Game {
  public:
    UdtGame();
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;

  private:
    GameInfo info_;
    std::shared_ptr<const std::vector<flags::Card>> cards_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::flags_un_due_tre
