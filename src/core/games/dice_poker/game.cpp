#include "games/dice_poker/game.h"

#include "framework/errors.h"
#include "games/dice_poker/ai/agent.h"

namespace lt::dicepoker {
namespace {

GameInfo makeInfo() {
    GameInfo info;
    info.id = "dice-poker";
    info.name = "Dice poker";
    info.localName = "Poker con i dadi";
    info.family = Family::Dice;
    info.minPlayers = 2;
    info.maxPlayers = 4;
    info.chance = true;

    OptionSpec throws;
    throws.key = "throws";
    throws.label = "Throws for the round's starter";
    throws.help =
        "How many times the starter may throw: 3 in four of the rulebook's five languages, 4 in "
        "the Italian text. The others may throw at most as often as the starter did.";
    throws.kind = OptionSpec::Kind::Choice;
    throws.defaultValue = "3";
    throws.choices = {"3", "4"};
    throws.choiceLabels = {"Up to 3 throws", "Up to 4 throws"};
    info.options.push_back(throws);

    OptionSpec tokens;
    tokens.key = "tokens";
    tokens.label = "Tokens per player";
    tokens.help = "The tokens each player starts with: 10 in the rulebook.";
    tokens.kind = OptionSpec::Kind::Int;
    tokens.defaultValue = "10";
    tokens.min = 2;
    tokens.max = 30;
    info.options.push_back(tokens);
    return info;
}

}  // namespace

PokerGame::PokerGame() : info_(makeInfo()), tables_(std::make_shared<ai::PolicyTables>()) {}

PokerGame::~PokerGame() = default;

PokerRules PokerGame::rulesFor(const Options& options) const {
    PokerRules rules;
    rules.maxThrows = std::stoi(options.getChoice(info_.options, "throws"));
    rules.startingTokens = options.getInt(info_.options, "tokens");
    return rules;
}

std::unique_ptr<State> PokerGame::newInitialState(const Options& options, int numPlayers) const {
    options.validate(info_.options);
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("Dice poker is for 2-4 players, not " + std::to_string(numPlayers), 0,
                         "players");
    return std::make_unique<PokerState>(*this, rulesFor(options), numPlayers);
}

std::unique_ptr<Agent> PokerGame::makeAgent(std::string_view level) const {
    if (level == "easy") return std::make_unique<ai::PokerAgent>(ai::Level::Easy, tables_);
    if (level == "medium") return std::make_unique<ai::PokerAgent>(ai::Level::Medium, tables_);
    if (level == "hard") return std::make_unique<ai::PokerAgent>(ai::Level::Hard, tables_);
    return Game::makeAgent(level);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<PokerGame>();
}

}  // namespace lt::dicepoker
