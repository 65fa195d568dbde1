#include "games/recto_verso/game.h"

#include "framework/errors.h"
#include "games/recto_verso/agent.h"
#include "games/recto_verso/state.h"

namespace lt::recto_verso {

RectoVersoGame::RectoVersoGame() {
    info_.id = "recto-verso";
    info_.name = "Recto Verso";
    info_.localName = "Recto Verso";
    info_.family = Family::Cards;
    info_.minPlayers = 2;
    info_.maxPlayers = 4;
    info_.chance = true;
    info_.hiddenInformation = true;
}

std::unique_ptr<State> RectoVersoGame::newInitialState(const Options& options,
                                                       int numPlayers) const {
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("Recto Verso is for 2-4 players, not " + std::to_string(numPlayers), 0,
                         "seats");
    options.validate(info_.options);
    return std::make_unique<RectoVersoState>(RectoVersoState::initial(*this, numPlayers));
}

std::unique_ptr<Agent> RectoVersoGame::makeAgent(std::string_view level) const {
    if (level == "easy") return std::make_unique<RectoVersoAgent>(Level::Easy);
    if (level == "medium") return std::make_unique<RectoVersoAgent>(Level::Medium);
    if (level == "hard") return std::make_unique<RectoVersoAgent>(Level::Hard);
    return Game::makeAgent(level);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<RectoVersoGame>();
}

}  // namespace lt::recto_verso
