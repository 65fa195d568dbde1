#include "games/flags_un_due_tre/game.h"

#include "framework/errors.h"
#include "games/flags_un_due_tre/agent.h"
#include "games/flags_un_due_tre/state.h"

namespace lt::flags_un_due_tre {

UdtGame::UdtGame()
    : cards_(std::make_shared<const std::vector<flags::Card>>(flags::flaggyCards())) {
    info_.id = "flags-un-due-tre";
    info_.name = "One Two Three";
    info_.localName = "Flaggy: Un due tre";
    info_.family = Family::Flags;
    info_.minPlayers = 2;
    info_.maxPlayers = 10;
    info_.chance = true;
    info_.hiddenInformation = true;

    OptionSpec shortGame;
    shortGame.key = "short";
    shortGame.label = "Short game";
    shortGame.help =
        "The first player down to one card wins (the rulebook's shorter variant); otherwise "
        "the first to play his last card.";
    shortGame.kind = OptionSpec::Kind::Bool;
    shortGame.defaultValue = "false";
    info_.options.push_back(shortGame);
}

std::unique_ptr<State> UdtGame::newInitialState(const Options& options, int numPlayers) const {
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("One Two Three is for 2-10 players, not " + std::to_string(numPlayers), 0,
                         "seats");
    options.validate(info_.options);
    return std::make_unique<UdtState>(*this, cards_, numPlayers,
                                      options.getBool(info_.options, "short"));
}

std::unique_ptr<Agent> UdtGame::makeAgent(std::string_view level) const {
    if (level == "easy") return std::make_unique<UdtAgent>(Level::Easy);
    if (level == "medium") return std::make_unique<UdtAgent>(Level::Medium);
    if (level == "hard") return std::make_unique<UdtAgent>(Level::Hard);
    return Game::makeAgent(level);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<UdtGame>();
}

}  // namespace lt::flags_un_due_tre
