// L'uomo barbuto / Barbu, 4 players each for himself: 24 deals, each under a contract the
// dealer chooses, every contract a penalty to avoid; the lowest total wins.
#pragma once

#include <string_view>

#include "framework/game.h"

namespace lt::barbu {

// The option of digest A3 (contracts.h: penaltiesAllTaken).
inline constexpr std::string_view kEndWhenTakenOption = "end-when-taken";

class BarbuGame final : public Game {
  public:
    BarbuGame();
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    // Easy and Medium: rules of thumb (rule_player.h); Hard: determinized search
    // (search_player.h); "random" for tests.
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;

  private:
    GameInfo info_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::barbu
