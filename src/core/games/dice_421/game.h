// 421: the game's description, options and computer players.
#pragma once

#include <memory>

#include "framework/game.h"
#include "games/dice_421/state.h"

namespace lt::dice421 {

namespace ai {
class PolicyTables;
}

class Game421 final : public Game {
  public:
    Game421();
    ~Game421() override;

    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;

    Rules421 rulesFor(const Options& options) const;

  private:
    GameInfo info_;
    // The strategy tables, computed the first time a computer player needs them, then shared.
    std::shared_ptr<ai::PolicyTables> tables_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::dice421
