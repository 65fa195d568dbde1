#include "games/goose/game.h"

#include "agents/random_agent.h"

namespace lt::goose {

GooseGame::GooseGame() {
    info_.id = "goose";
    info_.name = "Game of the Goose";
    info_.localName = "Gioco dell'oca";
    info_.family = Family::Board;
    info_.minPlayers = 2;
    info_.maxPlayers = kMaxSeats;
    info_.chance = true;

    OptionSpec wellPrison;
    wellPrison.key = "well-prison";
    wellPrison.label = "Well and prison";
    wellPrison.help =
        "Wait for rescue: a pawn stays on the well or the prison until another pawn lands there "
        "and takes its place (the rulebook's rule). Miss two turns: the rulebook's variant.";
    wellPrison.kind = OptionSpec::Kind::Choice;
    wellPrison.defaultValue = "wait";
    wellPrison.choices = {"wait", "miss-two"};
    wellPrison.choiceLabels = {"Wait until another pawn arrives", "Miss two turns"};

    OptionSpec playOn;
    playOn.key = "play-on";
    playOn.label = "Play on for places";
    playOn.help = "After the winner, the others keep playing for 2nd, 3rd and 4th place.";
    playOn.kind = OptionSpec::Kind::Bool;
    playOn.defaultValue = "false";
    info_.options = {wellPrison, playOn};
}

Rules GooseGame::rulesFrom(const Options& options) const {
    options.validate(info_.options);
    Rules rules;
    rules.wellAndPrisonHold = options.getChoice(info_.options, "well-prison") == "wait";
    rules.playOnForPlaces = options.getBool(info_.options, "play-on");
    return rules;
}

std::unique_ptr<State> GooseGame::newInitialState(const Options& options, int numPlayers) const {
    return std::make_unique<GooseState>(*this, rulesFrom(options), numPlayers);
}

std::vector<LevelInfo> GooseGame::levels() const {
    return {{"easy", "Easy (only rolls)"},
            {"medium", "Medium (only rolls)"},
            {"hard", "Hard (only rolls)"}};
}

std::unique_ptr<Agent> GooseGame::makeAgent(std::string_view /*level*/) const {
    // Never asked for a move (there is no decision node); any agent is as good as another.
    return std::make_unique<RandomAgent>();
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<GooseGame>();
}

}  // namespace lt::goose
