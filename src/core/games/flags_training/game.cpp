#include "games/flags_training/game.h"

#include "framework/errors.h"
#include "games/flags/answers_option.h"
#include "games/flags_training/agent.h"

namespace lt::flags_training {
namespace {

GameInfo makeInfo() {
    GameInfo info;
    info.id = "flags-training";
    info.name = "Flag Training";
    info.localName = "Flaggy: Allenamento";
    info.family = Family::Flags;
    info.minPlayers = 1;
    info.maxPlayers = 6;
    info.chance = true;

    OptionSpec question;
    question.key = "question";
    question.label = "Question";
    question.help =
        "Name the country of each flag, as the rulebook plays, or its capital (the rulebook's "
        "variant).";
    question.kind = OptionSpec::Kind::Choice;
    question.defaultValue = "country";
    question.choices = {"country", "capital"};
    question.choiceLabels = {"Country", "Capital"};
    info.options.push_back(question);

    info.options.push_back(flags::answersOption());

    OptionSpec rounds;
    rounds.key = "rounds";
    rounds.label = "Flags per player";
    rounds.help =
        "How many flags each player answers; the rulebook plays until the deck is used up, which "
        "the game also does when the deck is too small for this many.";
    rounds.kind = OptionSpec::Kind::Int;
    rounds.defaultValue = "10";
    rounds.min = 1;
    rounds.max = 48;
    info.options.push_back(rounds);

    OptionSpec deck;
    deck.key = "deck";
    deck.label = "Deck";
    deck.help = "All 48 cards of the box, as the rulebook plays, or only one continent's.";
    deck.kind = OptionSpec::Kind::Choice;
    deck.defaultValue = "all";
    deck.choices = {"all", "europe", "asia", "africa", "america", "oceania"};
    deck.choiceLabels = {"All 48 flags", "Europe", "Asia", "Africa", "America", "Oceania"};
    info.options.push_back(deck);
    return info;
}

}  // namespace

TrainingGame::TrainingGame()
    : info_(makeInfo()),
      cards_(std::make_shared<const std::vector<flags::Card>>(flags::flaggyCards())) {}

TrainingSetup TrainingGame::setupFor(const Options& options) const {
    options.validate(info_.options);
    TrainingSetup setup;
    setup.question = options.getChoice(info_.options, "question") == "capital" ? Question::Capital
                                                                               : Question::Country;
    setup.typed = flags::typedAnswers(options, info_.options);
    setup.roundsPerPlayer = options.getInt(info_.options, "rounds");
    const std::string deck = options.getChoice(info_.options, "deck");
    if (deck != "all") setup.continent = flags::continentFromKey(deck);
    return setup;
}

std::unique_ptr<State> TrainingGame::newInitialState(const Options& options, int numPlayers) const {
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("Flag Training is for 1-6 players, not " + std::to_string(numPlayers), 0,
                         "players");
    return std::make_unique<TrainingState>(*this, cards_, setupFor(options), numPlayers);
}

std::unique_ptr<Agent> TrainingGame::makeAgent(std::string_view level) const {
    if (level == "easy") return std::make_unique<TrainingAgent>("easy", 0.55);
    if (level == "medium") return std::make_unique<TrainingAgent>("medium", 0.80);
    if (level == "hard") return std::make_unique<TrainingAgent>("hard", 0.97);
    return Game::makeAgent(level);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<TrainingGame>();
}

}  // namespace lt::flags_training
