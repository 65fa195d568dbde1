// 10 000: the game's description, options and computer players.
#pragma once

#include <memory>

#include "framework/game.h"
#include "games/dice_10000/state.h"

namespace lt::dice10000 {

namespace ai {
class PolicyTables;
}

class TenkGame final : public Game {
  public:
    TenkGame();
    ~TenkGame() override;

    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;

    TenkRules rulesFor(const Options& options) const;

  private:
    GameInfo info_;
    // The strategy tables, computed the first time a computer player needs one, then shared.
    std::shared_ptr<ai::PolicyTables> tables_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::dice10000
