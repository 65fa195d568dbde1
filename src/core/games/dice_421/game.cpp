#include "games/dice_421/game.h"

#include "framework/errors.h"
#include "games/dice_421/ai/agent.h"

namespace lt::dice421 {
namespace {

GameInfo makeInfo() {
    GameInfo info;
    info.id = "dice-421";
    info.name = "421";
    info.localName = "421";
    info.family = Family::Dice;
    info.minPlayers = 2;
    info.maxPlayers = 4;
    info.chance = true;

    OptionSpec nenette;
    nenette.key = "nenette-additive";
    nenette.label = "221 receives 2 more";
    nenette.help =
        "Off: a loser who threw 221 receives exactly 2 tokens, whatever the best throw (the "
        "rulebook's words). On: he receives the table amount plus 2, as in some bars.";
    nenette.kind = OptionSpec::Kind::Bool;
    nenette.defaultValue = "false";
    info.options.push_back(nenette);

    OptionSpec stop;
    stop.key = "stop-at-first-winner";
    stop.label = "Stop when the winner is known";
    stop.help =
        "Off: the discharge goes on until one player holds all 21 tokens and so is the loser. "
        "On: the game stops as soon as the first player has no tokens left. The winner is the "
        "same either way.";
    stop.kind = OptionSpec::Kind::Bool;
    stop.defaultValue = "false";
    info.options.push_back(stop);
    return info;
}

}  // namespace

Game421::Game421() : info_(makeInfo()), tables_(std::make_shared<ai::PolicyTables>()) {}

Game421::~Game421() = default;

Rules421 Game421::rulesFor(const Options& options) const {
    Rules421 rules;
    rules.nenetteAdditive = options.getBool(info_.options, "nenette-additive");
    rules.stopAtFirstWinner = options.getBool(info_.options, "stop-at-first-winner");
    return rules;
}

std::unique_ptr<State> Game421::newInitialState(const Options& options, int numPlayers) const {
    options.validate(info_.options);
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("421 is for 2-4 players, not " + std::to_string(numPlayers), 0, "players");
    return std::make_unique<State421>(*this, rulesFor(options), numPlayers);
}

std::unique_ptr<Agent> Game421::makeAgent(std::string_view level) const {
    if (level == "easy") return std::make_unique<ai::Agent421>(ai::Level::Easy, tables_);
    if (level == "medium") return std::make_unique<ai::Agent421>(ai::Level::Medium, tables_);
    if (level == "hard") return std::make_unique<ai::Agent421>(ai::Level::Hard, tables_);
    return Game::makeAgent(level);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<Game421>();
}

}  // namespace lt::dice421
