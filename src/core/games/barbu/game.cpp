#include "games/barbu/game.h"

#include "agents/random_agent.h"
#include "framework/errors.h"
#include "framework/option_specs.h"
#include "games/barbu/rule_player.h"
#include "games/barbu/search_player.h"
#include "games/barbu/state.h"

namespace lt::barbu {

BarbuGame::BarbuGame() {
    info_.id = "barbu";
    info_.name = "Barbu";
    info_.localName = "L'uomo barbuto";
    info_.family = Family::Cards;
    info_.minPlayers = players;
    info_.maxPlayers = players;
    info_.chance = true;
    info_.hiddenInformation = true;
    info_.options = {boolOption(
        std::string(kEndWhenTakenOption), "End a deal once its penalties are taken",
        "Queens, Hearts and Barbu deals stop as soon as all their penalty cards have been "
        "taken: the points are the same, the deal is shorter. The rulebook plays all 13 tricks.")};
}

std::unique_ptr<State> BarbuGame::newInitialState(const Options& options, int numPlayers) const {
    if (numPlayers != players)
        throw InputError("Barbu is for 4 players, not " + std::to_string(numPlayers), 0, "seats");
    options.validate(info_.options);
    return std::make_unique<BarbuState>(BarbuState::initial(
        *this, options.getBool(info_.options, std::string(kEndWhenTakenOption))));
}

std::unique_ptr<Agent> BarbuGame::makeAgent(std::string_view level) const {
    if (level == "random") return std::make_unique<RandomAgent>();
    if (level == "hard") return std::make_unique<SearchPlayer>(SearchSettings{});
    return std::make_unique<RulePlayer>(ruleStyleFor(level));
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<BarbuGame>();
}

}  // namespace lt::barbu
