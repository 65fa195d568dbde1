#include "games/president/game.h"

#include "agents/random_agent.h"
#include "framework/errors.h"
#include "games/president/rule_player.h"
#include "games/president/search_player.h"
#include "games/president/state.h"

namespace lt::president {

PresidentGame::PresidentGame() {
    info_.id = "president";
    info_.name = "President";
    info_.localName = "Il pezzente";
    info_.family = Family::Cards;
    info_.minPlayers = players;
    info_.maxPlayers = players;
    info_.chance = true;
    info_.hiddenInformation = true;
    OptionSpec deals;
    deals.key = "deals";
    deals.label = "Deals";
    deals.help =
        "How many deals the match lasts: the rulebook gives no end, so each deal scores 3 for "
        "the President, 2, 1 and 0 for the Beggar and the highest total wins.";
    deals.kind = OptionSpec::Kind::Int;
    deals.defaultValue = "5";
    deals.min = 1;
    deals.max = 20;
    info_.options.push_back(deals);
}

std::unique_ptr<State> PresidentGame::newInitialState(const Options& options,
                                                      int numPlayers) const {
    if (numPlayers != players)
        throw InputError("President is for 4 players, not " + std::to_string(numPlayers), 0,
                         "seats");
    options.validate(info_.options);
    return std::make_unique<PresidentState>(
        PresidentState::initial(*this, options.getInt(info_.options, "deals")));
}

std::unique_ptr<Agent> PresidentGame::makeAgent(std::string_view level) const {
    if (level == "random") return std::make_unique<RandomAgent>();
    if (level == "hard") return std::make_unique<SearchPlayer>(SearchSettings{});
    return std::make_unique<RulePlayer>(ruleStyleFor(level));
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<PresidentGame>();
}

}  // namespace lt::president
