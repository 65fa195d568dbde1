#include "games/sequence_kids/game.h"

#include "framework/errors.h"
#include "framework/option_specs.h"
#include "games/sequence_kids/agent.h"
#include "games/sequence_kids/state.h"

namespace lt::sequence_kids {
SequenceKidsGame::SequenceKidsGame() {
    info_.id = "sequence-kids";
    info_.name = "Sequence for Kids";
    info_.localName = "Sequenza per bambini";
    info_.family = Family::Board;
    info_.minPlayers = 2;
    info_.maxPlayers = 4;
    info_.chance = true;
    info_.hiddenInformation = true;
    info_.options = {
        boolOption("teams", "Teams of two",
                   "With 4 players, the 1st and 3rd play against the 2nd and 4th, partners "
                   "sharing one chip colour; the rulebook allows teams."),
        boolOption("open-hands", "Open hands",
                   "Every hand is shown face up, for very young players who need help."),
        boolOption("hints", "Show lines of three",
                   "Marks every line where a player needs only one more chip."),
        boolOption("dead-card-turn", "A dead card ends the turn",
                   "Replacing a dead card is the whole turn; by the publisher's rule the player "
                   "then plays his turn as usual."),
    };
}

std::unique_ptr<State> SequenceKidsGame::newInitialState(const Options& options,
                                                         int numPlayers) const {
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("Sequence for Kids is for 2-4 players, not " + std::to_string(numPlayers),
                         0, "seats");
    options.validate(info_.options);
    const auto& specs = info_.options;
    Table table = initialTable(
        numPlayers, options.getBool(specs, "teams"), options.getBool(specs, "open-hands"),
        options.getBool(specs, "dead-card-turn"), options.getBool(specs, "hints"));
    return std::make_unique<SequenceKidsState>(SequenceKidsState::initial(*this, std::move(table)));
}

std::unique_ptr<Agent> SequenceKidsGame::makeAgent(std::string_view level) const {
    if (level == "easy") return std::make_unique<SequenceKidsAgent>(Level::Easy);
    if (level == "medium") return std::make_unique<SequenceKidsAgent>(Level::Medium);
    if (level == "hard") return std::make_unique<SequenceKidsAgent>(Level::Hard);
    return Game::makeAgent(level);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<SequenceKidsGame>();
}

}  // namespace lt::sequence_kids
