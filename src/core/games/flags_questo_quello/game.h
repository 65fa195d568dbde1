// Flaggy's game 4, "Questo e quello" (This and that): play your cards onto a shared grid,
// each next to cards it has a continent or a symbol in common with; joining two cards at once
// earns another play. The first to play his last card wins. 2-10 players.
#pragma once

#include <memory>
#include <vector>

#include "framework/game.h"
#include "games/flags/cards.h"

namespace lt::flags_questo_quello {

class QqGame final : public Game {
  public:
    QqGame();
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;

  private:
    GameInfo info_;
    std::shared_ptr<const std::vector<flags::Card>> cards_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::flags_questo_quello
