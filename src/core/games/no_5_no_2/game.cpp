#include "games/no_5_no_2/game.h"

#include "framework/errors.h"

namespace lt::no5no2 {
namespace {

GameInfo makeInfo() {
    GameInfo info;
    info.id = "no-5-no-2";
    info.name = "No 5, no 2";
    info.localName = "Senza 5, senza 2";
    info.family = Family::Dice;
    info.minPlayers = 2;
    info.maxPlayers = 4;
    info.chance = true;

    OptionSpec dice;
    dice.key = "dice";
    dice.label = "Number of dice";
    dice.help =
        "4 dice as in the rulebook's list of material, or 5 as in the common \"Stuck in the "
        "Mud\".";
    dice.kind = OptionSpec::Kind::Choice;
    dice.defaultValue = "4";
    dice.choices = {"4", "5"};
    dice.choiceLabels = {"4 dice", "5 dice"};
    info.options.push_back(dice);

    OptionSpec stuck;
    stuck.key = "stuck-throw-scores";
    stuck.label = "A throw with a 2 or 5 still scores";
    stuck.help =
        "On: the other dice of a throw with 2s or 5s still score (the rulebook). Off: a throw "
        "with any 2 or 5 scores nothing (the common \"Stuck in the Mud\" rule).";
    stuck.kind = OptionSpec::Kind::Bool;
    stuck.defaultValue = "true";
    info.options.push_back(stuck);
    return info;
}

}  // namespace

N52Game::N52Game() : info_(makeInfo()) {}

N52Rules N52Game::rulesFor(const Options& options) const {
    N52Rules rules;
    rules.dice = std::stoi(options.getChoice(info_.options, "dice"));
    rules.stuckThrowScores = options.getBool(info_.options, "stuck-throw-scores");
    return rules;
}

std::unique_ptr<State> N52Game::newInitialState(const Options& options, int numPlayers) const {
    options.validate(info_.options);
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("No 5, no 2 is for 2-4 players, not " + std::to_string(numPlayers), 0,
                         "players");
    return std::make_unique<N52State>(*this, rulesFor(options), numPlayers);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<N52Game>();
}

}  // namespace lt::no5no2
