// Kem's: four players in two teams collect four of a kind from a market of four face-up
// cards, all at once, and tell their partner with a secret signal; the opponents may name it.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "framework/automatic_claims.h"
#include "framework/game.h"
#include "framework/seating_rules.h"

namespace lt::kems {

class KemsGame final : public Game, public SeatingRules, public AutomaticClaims {
  public:
    KemsGame();

    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    // The only turn move is a team's secret signal: a computer team draws one at random (§5.2).
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;
    // Everything else a computer does is a claim (computer_player.h); "random" makes none.
    std::optional<PlannedClaim> planClaim(const View& view, std::string_view level,
                                          Rng& rng) const override;
    // A human's avatar makes idle gestures as a computer's does (§5.2), so a person's signal
    // does not stand out.
    std::optional<PlannedClaim> planAutomaticClaim(const View& view) const override;
    // Two people on opposite teams would see each other's cards on one screen (§5.1): the
    // people must be partners.
    std::string seatingProblem(const std::vector<bool>& human) const override;

  private:
    GameInfo info_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::kems
