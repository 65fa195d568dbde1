#include "games/flags_trovami/game.h"

#include "framework/errors.h"
#include "framework/view.h"
#include "games/flags_trovami/agent.h"
#include "games/flags_trovami/reactions.h"
#include "games/flags_trovami/state.h"

namespace lt::flags_trovami {
namespace {

GameInfo makeInfo() {
    GameInfo info;
    info.id = "flags-trovami";
    info.name = "Find Me!";
    info.localName = "Flaggy: Trovami!";
    info.family = Family::Flags;
    info.minPlayers = 2;
    info.maxPlayers = 10;
    info.chance = true;
    info.realTime = true;

    OptionSpec target;
    target.key = "target";
    target.label = "Cards to win";
    target.help =
        "How many red cards a player needs to win. The rulebook asks for 6 with 2 players, 5 with "
        "3 to 7 and 4 with 8 or more.";
    target.kind = OptionSpec::Kind::Choice;
    target.defaultValue = "rulebook";
    target.choices = {"rulebook", "3", "4", "5", "6", "7"};
    target.choiceLabels = {
        "As the rulebook says", "3 cards", "4 cards", "5 cards", "6 cards", "7 cards"};
    info.options.push_back(target);

    OptionSpec rolls;
    rolls.key = "rolls";
    rolls.label = "Roll limit";
    rolls.help =
        "The game stops after this many rolls and the most cards win. The rulebook has no limit: "
        "the game ends when a player reaches the target (or after 20 rolls in a row in which no "
        "card changed hands).";
    rolls.kind = OptionSpec::Kind::Choice;
    rolls.defaultValue = "none";
    rolls.choices = {"none", "100", "150", "200"};
    rolls.choiceLabels = {"None", "100 rolls", "150 rolls", "200 rolls"};
    info.options.push_back(rolls);
    return info;
}

}  // namespace

TrovamiGame::TrovamiGame()
    : info_(makeInfo()),
      cards_(std::make_shared<const std::vector<flags::Card>>(flags::flaggyCards())) {}

std::unique_ptr<State> TrovamiGame::newInitialState(const Options& options, int numPlayers) const {
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("Find Me! is for 2-10 players, not " + std::to_string(numPlayers), 0,
                         "players");
    options.validate(info_.options);
    const std::string target = options.getChoice(info_.options, "target");
    const int cards = target == "rulebook" ? targetFor(numPlayers) : std::stoi(target);
    const std::string rolls = options.getChoice(info_.options, "rolls");
    return std::make_unique<TrovamiState>(*this, cards_, numPlayers, cards,
                                          rolls == "none" ? 0 : std::stoi(rolls));
}

std::unique_ptr<Agent> TrovamiGame::makeAgent(std::string_view level) const {
    if (level != "random") skillFor(level);  // rejects an unknown level
    return std::make_unique<RaceClockAgent>();
}

std::optional<PlannedClaim> TrovamiGame::planClaim(const View& view, std::string_view level,
                                                   Rng& rng) const {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const TrovamiState*>(&full->state()) : nullptr;
    if (!state || level == "random") return std::nullopt;
    return planRaceClaim(*state, view.viewer(), skillFor(level), rng);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<TrovamiGame>();
}

}  // namespace lt::flags_trovami
