#include "games/whistiti/game.h"

#include "agents/random_agent.h"
#include "framework/errors.h"
#include "framework/option_specs.h"
#include "games/whistiti/rule_player.h"
#include "games/whistiti/search_player.h"
#include "games/whistiti/state.h"

namespace lt::whistiti {

WhistitiGame::WhistitiGame() {
    info_.id = "whistiti";
    info_.name = "Whistiti";
    info_.localName = "Whistiti";
    info_.family = Family::Cards;
    info_.minPlayers = players;
    info_.maxPlayers = players;
    info_.chance = true;
    info_.hiddenInformation = true;
    info_.options = {
        boolOption("finish-deal", "Finish the deal",
                   "Play the deal out once someone reaches 20; the highest total then wins. The "
                   "rulebook ends the game at the trick that reaches 20."),
        boolOption(std::string(kPartnersOption), "Partners",
                   "Partners sit opposite, the first and third players against the second and "
                   "fourth, and pool their tricks: the first side to 20 wins. The rulebook has "
                   "each play for himself.")};
}

std::unique_ptr<State> WhistitiGame::newInitialState(const Options& options, int numPlayers) const {
    if (numPlayers != players)
        throw InputError("Whistiti is for 4 players, not " + std::to_string(numPlayers), 0,
                         "seats");
    options.validate(info_.options);
    return std::make_unique<WhistitiState>(
        WhistitiState::initial(*this, options.getBool(info_.options, "finish-deal"),
                               options.getBool(info_.options, std::string(kPartnersOption))));
}

std::unique_ptr<Agent> WhistitiGame::makeAgent(std::string_view level) const {
    if (level == "random") return std::make_unique<RandomAgent>();
    if (level == "hard") return std::make_unique<SearchPlayer>(SearchSettings{});
    return std::make_unique<RulePlayer>(ruleStyleFor(level));
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<WhistitiGame>();
}

}  // namespace lt::whistiti
