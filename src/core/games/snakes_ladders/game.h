// Snakes and Ladders ("Il gioco delle scale e dei serpenti"), 2-4 players, one die.
#pragma once

#include <memory>

#include "framework/game.h"
#include "games/snakes_ladders/state.h"

namespace lt::snakes {

class SnakesGame final : public Game {
  public:
    SnakesGame();
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    // The game has no choices: the three levels every game lists all just roll the die,
    // and their labels say so.
    std::vector<LevelInfo> levels() const override;
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;
    // The rules chosen by `options`; throws InputError on a bad value.
    Rules rulesFrom(const Options& options) const;

  private:
    GameInfo info_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::snakes
