#include "games/ludo/game.h"

#include "framework/errors.h"
#include "framework/option_specs.h"
#include "games/ludo/agent.h"
#include "games/ludo/state.h"

namespace lt::ludo {
LudoGame::LudoGame() {
    info_.id = "ludo";
    info_.name = "Ludo";
    info_.localName = "Non t'arrabbiare";
    info_.family = Family::Board;
    info_.minPlayers = 2;
    info_.maxPlayers = kMaxSeats;
    info_.chance = true;
    OptionSpec staircase;
    staircase.key = "staircase";
    staircase.label = "Staircase";
    staircase.help =
        "Sequential: climb one step at a time with the exact number of the next step (the "
        "rulebook's reading). Jump: from step k, a roll above k goes straight to that step.";
    staircase.kind = OptionSpec::Kind::Choice;
    staircase.defaultValue = "sequential";
    staircase.choices = {"sequential", "jump"};
    staircase.choiceLabels = {"Step by step (1, 2, 3, 4, 5, 6)", "Jump to the rolled step"};
    info_.options = {
        staircase,
        boolOption("three-sixes", "Three sixes end the turn",
                   "House rule: a third 6 in a row is lost and the turn passes. The rulebook has "
                   "no limit."),
        boolOption("play-on", "Play on for places",
                   "After the winner, the others keep playing for 2nd, 3rd and 4th place."),
    };
}

Rules LudoGame::rulesFrom(const Options& options) const {
    options.validate(info_.options);
    Rules rules;
    rules.staircase = options.getChoice(info_.options, "staircase") == "jump"
                          ? Staircase::Jump
                          : Staircase::Sequential;
    rules.threeSixesEndTurn = options.getBool(info_.options, "three-sixes");
    rules.playOnForPlaces = options.getBool(info_.options, "play-on");
    return rules;
}

std::unique_ptr<State> LudoGame::newInitialState(const Options& options, int numPlayers) const {
    return std::make_unique<LudoState>(*this, rulesFrom(options), numPlayers);
}

std::unique_ptr<Agent> LudoGame::makeAgent(std::string_view level) const {
    if (level == "easy") return std::make_unique<LudoAgent>(Level::Easy);
    if (level == "medium") return std::make_unique<LudoAgent>(Level::Medium);
    if (level == "hard") return std::make_unique<LudoAgent>(Level::Hard);
    return Game::makeAgent(level);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<LudoGame>();
}

}  // namespace lt::ludo
