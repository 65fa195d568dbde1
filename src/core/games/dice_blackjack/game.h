// Dice Black Jack: the game's description, options and computer players.
#pragma once

#include <memory>
#include <mutex>

#include "framework/game.h"
#include "games/dice_blackjack/state.h"

namespace lt::diceblackjack {

namespace ai {
class RoundSolver;
}

class BlackjackGame final : public Game {
  public:
    BlackjackGame();
    ~BlackjackGame() override;

    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;

    BlackjackRules rulesFor(const Options& options) const;

  private:
    GameInfo info_;
    // Hard's policy tables, solved the first time a Hard computer plays (well under a
    // millisecond), then shared by every agent of the game.
    std::shared_ptr<const ai::RoundSolver> solver() const;
    mutable std::shared_ptr<const ai::RoundSolver> solver_;
    mutable std::once_flag solverOnce_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::diceblackjack
