#include "games/ship_captain_crew/game.h"

#include "framework/errors.h"
#include "games/ship_captain_crew/ai/agent.h"

namespace lt::shipcaptaincrew {
namespace {

GameInfo makeInfo() {
    GameInfo info;
    info.id = "ship-captain-crew";
    info.name = "Ship, Captain and Crew";
    info.localName = "La barca, il capitano e il suo equipaggio";
    info.family = Family::Dice;
    info.minPlayers = 2;
    info.maxPlayers = 4;
    info.chance = true;

    OptionSpec reroll;
    reroll.key = "cargo-reroll";
    reroll.label = "Improve the cargo";
    reroll.help =
        "On: once the ship, captain and crew are aboard, the throws left may be used to throw "
        "one or both cargo dice again, the last throw counting (the common rule). Off: the "
        "cargo scores as it lands (the rulebook says no more).";
    reroll.kind = OptionSpec::Kind::Bool;
    reroll.defaultValue = "true";
    info.options.push_back(reroll);
    return info;
}

}  // namespace

SccGame::SccGame() : info_(makeInfo()), tables_(std::make_shared<ai::PolicyTables>()) {}

SccGame::~SccGame() = default;

SccRules SccGame::rulesFor(const Options& options) const {
    SccRules rules;
    rules.cargoReroll = options.getBool(info_.options, "cargo-reroll");
    return rules;
}

std::unique_ptr<State> SccGame::newInitialState(const Options& options, int numPlayers) const {
    options.validate(info_.options);
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError(
            "Ship, Captain and Crew is for 2-4 players, not " + std::to_string(numPlayers), 0,
            "players");
    return std::make_unique<SccState>(*this, rulesFor(options), numPlayers);
}

std::unique_ptr<Agent> SccGame::makeAgent(std::string_view level) const {
    if (level == "easy") return std::make_unique<ai::SccAgent>(ai::Level::Easy, tables_);
    if (level == "medium") return std::make_unique<ai::SccAgent>(ai::Level::Medium, tables_);
    if (level == "hard") return std::make_unique<ai::SccAgent>(ai::Level::Hard, tables_);
    return Game::makeAgent(level);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<SccGame>();
}

}  // namespace lt::shipcaptaincrew
