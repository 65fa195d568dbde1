// Whistiti / Children's Whist, 4 players each for himself: a point a trick, trumps shown by
// the dealer's last card, the first to 20 tricks wins.
#pragma once

#include <string_view>

#include "framework/game.h"

namespace lt::whistiti {

// The option of digest A5: partners sit opposite and pool their tricks.
inline constexpr std::string_view kPartnersOption = "partners";

class WhistitiGame final : public Game {
  public:
    WhistitiGame();
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    // Easy and Medium: rules of thumb (rule_player.h); Hard: determinized search
    // (search_player.h); "random" for tests.
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;

  private:
    GameInfo info_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::whistiti
