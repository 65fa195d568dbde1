#include "games/flags_ordine/game.h"

#include "framework/errors.h"
#include "games/flags_ordine/agent.h"

namespace lt::flags_ordine {

OrdineGame::OrdineGame()
    : cards_(std::make_shared<const std::vector<flags::Card>>(flags::flaggyCards())) {
    info_.id = "flags-ordine";
    info_.name = "Put in Order";
    info_.localName = "Flaggy: Metti in ordine!";
    info_.family = Family::Flags;
    info_.minPlayers = 2;
    info_.maxPlayers = 10;
    info_.chance = true;

    OptionSpec order;
    order.key = "order";
    order.label = "Order by";
    order.help =
        "Order the row by the countries' area, as the rulebook plays, or by their population "
        "(the rulebook's variant).";
    order.kind = OptionSpec::Kind::Choice;
    order.defaultValue = "area";
    order.choices = {"area", "population"};
    order.choiceLabels = {"Area", "Population"};
    info_.options.push_back(order);

    OptionSpec wins;
    wins.key = "cards-to-win";
    wins.label = "Cards to win";
    wins.help = "How many races (one card each) win the game; the rulebook plays to 3.";
    wins.kind = OptionSpec::Kind::Int;
    wins.defaultValue = "3";
    wins.min = 1;
    wins.max = 5;
    info_.options.push_back(wins);
}

OrdineSetup OrdineGame::setupFor(const Options& options) const {
    options.validate(info_.options);
    OrdineSetup setup;
    setup.order =
        options.getChoice(info_.options, "order") == "population" ? Order::Population : Order::Area;
    setup.cardsToWin = options.getInt(info_.options, "cards-to-win");
    return setup;
}

std::unique_ptr<State> OrdineGame::newInitialState(const Options& options, int numPlayers) const {
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("Put in Order is for 2-10 players, not " + std::to_string(numPlayers), 0,
                         "seats");
    return std::make_unique<OrdineState>(*this, cards_, setupFor(options), numPlayers);
}

std::unique_ptr<Agent> OrdineGame::makeAgent(std::string_view level) const {
    if (level == "easy") return std::make_unique<OrdineAgent>("easy", 0.8);
    if (level == "medium") return std::make_unique<OrdineAgent>("medium", 0.5);
    if (level == "hard") return std::make_unique<OrdineAgent>("hard", 0.3);
    return Game::makeAgent(level);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<OrdineGame>();
}

}  // namespace lt::flags_ordine
