#include "games/dice_blackjack/game.h"

#include "framework/errors.h"
#include "games/dice_blackjack/ai/agent.h"
#include "games/dice_blackjack/ai/round_solver.h"

namespace lt::diceblackjack {
namespace {

GameInfo makeInfo() {
    GameInfo info;
    info.id = "dice-blackjack";
    info.name = "Dice Black Jack";
    info.localName = "Black Jack";
    info.family = Family::Dice;
    info.minPlayers = 2;
    info.maxPlayers = 4;
    info.chance = true;

    OptionSpec tokens;
    tokens.key = "tokens";
    tokens.label = "Tokens per player";
    tokens.help =
        "How many tokens each player starts with: the rulebook gives 5; fewer make a shorter "
        "game, more a longer one.";
    tokens.kind = OptionSpec::Kind::Int;
    tokens.defaultValue = "5";
    tokens.min = 1;
    tokens.max = 20;
    info.options.push_back(tokens);

    OptionSpec rounds;
    rounds.key = "rounds";
    rounds.label = "Number of rounds";
    rounds.help =
        "0: play until one player holds all the tokens, as the rulebook says. Any other number "
        "ends the game after that many rounds and the most tokens win (the Swedish text's "
        "reading).";
    rounds.kind = OptionSpec::Kind::Int;
    rounds.defaultValue = "0";
    rounds.min = 0;
    rounds.max = 50;
    info.options.push_back(rounds);
    return info;
}

}  // namespace

BlackjackGame::BlackjackGame() : info_(makeInfo()) {}

BlackjackGame::~BlackjackGame() = default;

BlackjackRules BlackjackGame::rulesFor(const Options& options) const {
    BlackjackRules rules;
    rules.startTokens = options.getInt(info_.options, "tokens");
    rules.roundLimit = options.getInt(info_.options, "rounds");
    return rules;
}

std::unique_ptr<State> BlackjackGame::newInitialState(const Options& options,
                                                      int numPlayers) const {
    options.validate(info_.options);
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("Dice Black Jack is for 2-4 players, not " + std::to_string(numPlayers), 0,
                         "players");
    return std::make_unique<BlackjackState>(*this, rulesFor(options), numPlayers);
}

std::shared_ptr<const ai::RoundSolver> BlackjackGame::solver() const {
    std::call_once(solverOnce_, [this] { solver_ = std::make_shared<ai::RoundSolver>(); });
    return solver_;
}

std::unique_ptr<Agent> BlackjackGame::makeAgent(std::string_view level) const {
    if (level == "easy") return std::make_unique<ai::BlackjackAgent>(ai::Level::Easy, nullptr);
    if (level == "medium") return std::make_unique<ai::BlackjackAgent>(ai::Level::Medium, nullptr);
    if (level == "hard") return std::make_unique<ai::BlackjackAgent>(ai::Level::Hard, solver());
    return Game::makeAgent(level);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<BlackjackGame>();
}

}  // namespace lt::diceblackjack
