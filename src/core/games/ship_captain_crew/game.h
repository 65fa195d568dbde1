// Ship, Captain and Crew: the game's description, options and computer players.
#pragma once

#include <memory>

#include "framework/game.h"
#include "games/ship_captain_crew/state.h"

namespace lt::shipcaptaincrew {

namespace ai {
class PolicyTables;
}

class SccGame final : public Game {
  public:
    SccGame();
    ~SccGame() override;

    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;

    SccRules rulesFor(const Options& options) const;

  private:
    GameInfo info_;
    // The two-player win tables, computed the first time a Hard player needs one, then shared.
    std::shared_ptr<ai::PolicyTables> tables_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::shipcaptaincrew
