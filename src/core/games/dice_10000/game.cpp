#include "games/dice_10000/game.h"

#include "framework/errors.h"
#include "games/dice_10000/ai/agent.h"

namespace lt::dice10000 {
namespace {

GameInfo makeInfo() {
    GameInfo info;
    info.id = "10000";
    info.name = "10,000";
    info.localName = "10 000";
    info.family = Family::Dice;
    info.minPlayers = 2;
    info.maxPlayers = 4;
    info.chance = true;

    OptionSpec opening;
    opening.key = "opening";
    opening.label = "Opening minimum";
    opening.help =
        "The turn total a player with no points yet needs before banking: 750 in the main text "
        "of the rulebook, 1,000 in a note of some printings.";
    opening.kind = OptionSpec::Kind::Choice;
    opening.defaultValue = "750";
    opening.choices = {"750", "1000"};
    opening.choiceLabels = {"750 points", "1,000 points"};
    info.options.push_back(opening);

    OptionSpec keepAll;
    keepAll.key = "keep-all-scoring";
    keepAll.label = "Set aside every scoring die";
    keepAll.help =
        "Off: set aside at least one scoring die or combination and throw the rest again (the "
        "common rule). On: every scoring die must be set aside (the rulebook's literal words).";
    keepAll.kind = OptionSpec::Kind::Bool;
    keepAll.defaultValue = "false";
    info.options.push_back(keepAll);
    return info;
}

}  // namespace

TenkGame::TenkGame() : info_(makeInfo()), tables_(std::make_shared<ai::PolicyTables>()) {}

TenkGame::~TenkGame() = default;

TenkRules TenkGame::rulesFor(const Options& options) const {
    TenkRules rules;
    rules.openingMinimum = std::stoi(options.getChoice(info_.options, "opening"));
    rules.mustKeepAllScoring = options.getBool(info_.options, "keep-all-scoring");
    return rules;
}

std::unique_ptr<State> TenkGame::newInitialState(const Options& options, int numPlayers) const {
    options.validate(info_.options);
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("10,000 is for 2-4 players, not " + std::to_string(numPlayers), 0,
                         "players");
    return std::make_unique<TenkState>(*this, rulesFor(options), numPlayers);
}

std::unique_ptr<Agent> TenkGame::makeAgent(std::string_view level) const {
    if (level == "easy") return std::make_unique<ai::TenkAgent>(ai::Level::Easy, tables_);
    if (level == "medium") return std::make_unique<ai::TenkAgent>(ai::Level::Medium, tables_);
    if (level == "hard") return std::make_unique<ai::TenkAgent>(ai::Level::Hard, tables_);
    return Game::makeAgent(level);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<TenkGame>();
}

}  // namespace lt::dice10000
