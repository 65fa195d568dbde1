#include "games/morris/game.h"

#include "agents/random_agent.h"
#include "framework/errors.h"
#include "games/morris/engine_agent.h"
#include "games/morris/notation.h"

namespace lt::morris {

MorrisGame::MorrisGame() {
    info_.id = "morris";
    info_.name = "Nine Men's Morris";
    info_.localName = "Il gioco del mulino";
    info_.family = Family::Board;
    info_.minPlayers = 2;
    info_.maxPlayers = 2;
    OptionSpec diagonals;
    diagonals.key = "diagonals";
    diagonals.label = "Diagonal lines";
    diagonals.help =
        "Adds the four corner diagonals as lines to move along and to form mills on; the "
        "rulebook allows diagonal mills, the classic board has none.";
    diagonals.kind = OptionSpec::Kind::Bool;
    diagonals.defaultValue = "true";
    info_.options.push_back(diagonals);
}

std::unique_ptr<State> MorrisGame::newInitialState(const Options& options, int numPlayers) const {
    if (numPlayers != 2)
        throw InputError("Nine Men's Morris is for 2 players, not " + std::to_string(numPlayers), 0,
                         "seats");
    options.validate(info_.options);
    return std::make_unique<MorrisState>(*this,
                                         Position(options.getBool(info_.options, "diagonals")));
}

std::unique_ptr<MorrisState> MorrisGame::stateFromPosition(const Options& options,
                                                           std::string_view position) const {
    options.validate(info_.options);
    return std::make_unique<MorrisState>(
        *this, parsePosition(position, options.getBool(info_.options, "diagonals")));
}

std::unique_ptr<Agent> MorrisGame::makeAgent(std::string_view level) const {
    if (level == "random") return std::make_unique<RandomAgent>();
    return std::make_unique<EngineAgent>(engineConfigForLevel(level));
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<MorrisGame>();
}

}  // namespace lt::morris
