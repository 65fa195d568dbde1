// Il pezzente / President, 4 players: rid yourself of your cards first, playing one to four
// cards of a rank higher than the last; the finishing order gives titles, and the titles
// exchange their best and worst cards before the next deal. A match of several deals.
#pragma once

#include "framework/game.h"

namespace lt::president {

class PresidentGame final : public Game {
  public:
    PresidentGame();
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    // Easy and Medium: rules of thumb (rule_player.h); Hard: determinized search
    // (search_player.h); "random" for tests.
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;

  private:
    GameInfo info_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::president
