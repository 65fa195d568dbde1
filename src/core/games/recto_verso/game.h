// Recto Verso (Djeco, Yann Dupont), 2-4 players: double-sided animal cards; a player sees his
// cards' fronts, everybody else their backs. Play a card, do what its pictogram says, take a
// card from the middle; a hand of one animal (or of magnifying glasses) scores; 3 points win.
#pragma once

#include "framework/game.h"

namespace lt::recto_verso {

class RectoVersoGame final : public Game {
  public:
    RectoVersoGame();
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;

  private:
    GameInfo info_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::recto_verso
