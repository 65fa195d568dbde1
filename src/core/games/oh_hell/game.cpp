#include "games/oh_hell/game.h"

#include "agents/random_agent.h"
#include "framework/errors.h"
#include "framework/option_specs.h"
#include "games/oh_hell/rule_player.h"
#include "games/oh_hell/search_player.h"
#include "games/oh_hell/state.h"

namespace lt::oh_hell {

OhHellGame::OhHellGame() {
    info_.id = "oh-hell";
    info_.name = "Oh Hell";
    info_.localName = "L'ascensore";
    info_.family = Family::Cards;
    info_.minPlayers = 3;
    info_.maxPlayers = 6;
    info_.chance = true;
    info_.hiddenInformation = true;
    info_.options = {boolOption(
        "short-game", "Short game",
        "House variant: only the deals going up, from 1 card to the most; the rulebook also "
        "plays them back down to 1.")};
}

std::unique_ptr<State> OhHellGame::newInitialState(const Options& options, int numPlayers) const {
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("Oh Hell is for 3-6 players, not " + std::to_string(numPlayers), 0,
                         "seats");
    options.validate(info_.options);
    return std::make_unique<OhHellState>(
        OhHellState::initial(*this, numPlayers, options.getBool(info_.options, "short-game")));
}

std::unique_ptr<Agent> OhHellGame::makeAgent(std::string_view level) const {
    if (level == "random") return std::make_unique<RandomAgent>();
    if (level == "hard") return std::make_unique<SearchPlayer>(SearchSettings{});
    return std::make_unique<RulePlayer>(ruleStyleFor(level));
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<OhHellGame>();
}

}  // namespace lt::oh_hell
