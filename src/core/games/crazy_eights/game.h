// L'8 americano / Crazy Eights with action cards (8, 2, Joker, Ace, Jack, 7), 2-5 players.
#pragma once

#include "framework/game.h"

namespace lt {
struct MctsConfig;
}

namespace lt::crazy_eights {

class CrazyEightsGame final : public Game {
  public:
    CrazyEightsGame();
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;
    // The "card!" race (digest §5): a computer calls its own last card with 97 % (Easy 85 %)
    // after 0.5-1.5 s, and catches a player who forgot with 60 / 80 / 95 % after 1-2.5 s.
    // Each computer decides once per window, at the move that opened it.
    std::optional<PlannedClaim> planClaim(const View& view, std::string_view level,
                                          Rng& rng) const override;

  private:
    GameInfo info_;
};

// Search settings per level: playouts are cut after a few plies and scored by
// State::heuristicReturns(), since a random playout to the end of five deals says little.
MctsConfig agentConfig(std::string_view level);

std::unique_ptr<Game> makeGame();

}  // namespace lt::crazy_eights
