// Sequence for Kids (Jax; "Sequenza per bambini"), 2-4 players, 4 players optionally as two
// teams: play an animal card, put a chip on its picture; four in a row wins.
#pragma once

#include "framework/game.h"

namespace lt::sequence_kids {

class SequenceKidsGame final : public Game {
  public:
    SequenceKidsGame();
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;

  private:
    GameInfo info_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::sequence_kids
