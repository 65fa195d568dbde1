#include "games/snakes_ladders/game.h"

#include "agents/random_agent.h"

namespace lt::snakes {

SnakesGame::SnakesGame() {
    info_.id = "snakes-ladders";
    info_.name = "Snakes and Ladders";
    info_.localName = "Il gioco delle scale e dei serpenti";
    info_.family = Family::Board;
    info_.minPlayers = 2;
    info_.maxPlayers = kMaxSeats;
    info_.chance = true;

    OptionSpec overshoot;
    overshoot.key = "overshoot";
    overshoot.label = "Rolling past 100";
    overshoot.help =
        "Bounce back: count up to 100 and back by the rest (the rulebook). Stay: a roll that "
        "passes 100 is lost. Finish: reaching or passing 100 wins (a common house rule).";
    overshoot.kind = OptionSpec::Kind::Choice;
    overshoot.defaultValue = "bounce";
    overshoot.choices = {"bounce", "stay", "finish"};
    overshoot.choiceLabels = {"Bounce back from 100", "Stay put", "Passing 100 wins"};

    OptionSpec sixAgain;
    sixAgain.key = "six-again";
    sixAgain.label = "A 6 rolls again";
    sixAgain.help = "House rule: a 6 gives another roll. The rulebook gives no extra roll.";
    sixAgain.kind = OptionSpec::Kind::Bool;
    sixAgain.defaultValue = "false";

    OptionSpec playOn;
    playOn.key = "play-on";
    playOn.label = "Play on for places";
    playOn.help = "After the winner, the others keep playing for 2nd, 3rd and 4th place.";
    playOn.kind = OptionSpec::Kind::Bool;
    playOn.defaultValue = "false";
    info_.options = {overshoot, sixAgain, playOn};
}

Rules SnakesGame::rulesFrom(const Options& options) const {
    options.validate(info_.options);
    Rules rules;
    const std::string overshoot = options.getChoice(info_.options, "overshoot");
    rules.overshoot = overshoot == "stay"     ? Overshoot::Stay
                      : overshoot == "finish" ? Overshoot::Finish
                                              : Overshoot::Bounce;
    rules.sixRollsAgain = options.getBool(info_.options, "six-again");
    rules.playOnForPlaces = options.getBool(info_.options, "play-on");
    return rules;
}

std::unique_ptr<State> SnakesGame::newInitialState(const Options& options, int numPlayers) const {
    return std::make_unique<SnakesState>(*this, rulesFrom(options), numPlayers);
}

std::vector<LevelInfo> SnakesGame::levels() const {
    return {{"easy", "Easy (only rolls)"},
            {"medium", "Medium (only rolls)"},
            {"hard", "Hard (only rolls)"}};
}

std::unique_ptr<Agent> SnakesGame::makeAgent(std::string_view /*level*/) const {
    // Never asked for a move (there is no decision node); any agent is as good as another.
    return std::make_unique<RandomAgent>();
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<SnakesGame>();
}

}  // namespace lt::snakes
