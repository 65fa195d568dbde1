#include "games/flags_questo_quello/game.h"

#include "framework/errors.h"
#include "games/flags_questo_quello/agent.h"
#include "games/flags_questo_quello/state.h"

namespace lt::flags_questo_quello {

QqGame::QqGame() : cards_(std::make_shared<const std::vector<flags::Card>>(flags::flaggyCards())) {
    info_.id = "flags-questo-quello";
    info_.name = "This and That";
    info_.localName = "Flaggy: Questo e quello";
    info_.family = Family::Flags;
    info_.minPlayers = 2;
    info_.maxPlayers = 10;
    info_.chance = true;
    info_.hiddenInformation = true;
}

std::unique_ptr<State> QqGame::newInitialState(const Options& options, int numPlayers) const {
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("This and That is for 2-10 players, not " + std::to_string(numPlayers), 0,
                         "seats");
    options.validate(info_.options);
    return std::make_unique<QqState>(*this, cards_, numPlayers);
}

std::unique_ptr<Agent> QqGame::makeAgent(std::string_view level) const {
    if (level == "easy") return std::make_unique<QqAgent>(Level::Easy);
    if (level == "medium") return std::make_unique<QqAgent>(Level::Medium);
    if (level == "hard") return std::make_unique<QqAgent>(Level::Hard);
    return Game::makeAgent(level);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<QqGame>();
}

}  // namespace lt::flags_questo_quello
