#include "games/yam/game.h"

#include "framework/errors.h"
#include "games/yam/ai/agent.h"
#include "games/yam/solver/value_tables.h"
#include "games/yam/state.h"

namespace lt::yam {
namespace {

struct ColumnChoice {
    const char* key;
    const char* label;
    std::vector<ColumnKind> columns;
};

const std::vector<ColumnChoice>& columnChoices() {
    static const std::vector<ColumnChoice> choices{
        {"down-up-free",
         "Three columns: down, up and free",
         {ColumnKind::Down, ColumnKind::Up, ColumnKind::Free}},
        {"down-up", "Two columns: down and up", {ColumnKind::Down, ColumnKind::Up}},
        {"down-free", "Two columns: down and free", {ColumnKind::Down, ColumnKind::Free}},
        {"up-free", "Two columns: up and free", {ColumnKind::Up, ColumnKind::Free}},
        {"free", "One column: free", {ColumnKind::Free}},
        {"down", "One column: down", {ColumnKind::Down}},
        {"up", "One column: up", {ColumnKind::Up}},
    };
    return choices;
}

GameInfo makeInfo() {
    GameInfo info;
    info.id = "yam";
    info.name = "Yam";
    info.localName = "Yam";
    info.family = Family::Dice;
    // The rulebook says 2-4; one player is allowed for solitaire practice against the sheet.
    info.minPlayers = 1;
    info.maxPlayers = 4;
    info.chance = true;
    OptionSpec columns;
    columns.key = "columns";
    columns.label = "Columns";
    columns.help =
        "Which columns each sheet has: the rulebook plays all three (down, up, free) and lets "
        "players agree on fewer for a shorter game.";
    columns.kind = OptionSpec::Kind::Choice;
    columns.defaultValue = "down-up-free";
    for (const auto& choice : columnChoices()) {
        columns.choices.push_back(choice.key);
        columns.choiceLabels.push_back(choice.label);
    }
    info.options.push_back(columns);
    return info;
}

}  // namespace

YamGame::YamGame() : info_(makeInfo()), tables_(std::make_shared<solver::ValueTables>()) {}

YamGame::~YamGame() = default;

std::vector<ColumnKind> YamGame::columnsFor(const Options& options) const {
    const std::string key = options.getChoice(info_.options, "columns");
    for (const auto& choice : columnChoices())
        if (key == choice.key) return choice.columns;
    throw InputError("unknown choice '" + key + "'", 0, "columns");
}

std::unique_ptr<State> YamGame::newInitialState(const Options& options, int numPlayers) const {
    options.validate(info_.options);
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("Yam is for 1-4 players, not " + std::to_string(numPlayers), 0, "players");
    return std::make_unique<YamState>(*this, columnsFor(options), numPlayers);
}

std::unique_ptr<Agent> YamGame::makeAgent(std::string_view level) const {
    if (level == "easy") return std::make_unique<ai::YamAgent>(ai::Level::Easy, nullptr);
    if (level == "medium") return std::make_unique<ai::YamAgent>(ai::Level::Medium, nullptr);
    if (level == "hard") return std::make_unique<ai::YamAgent>(ai::Level::Hard, tables_);
    return Game::makeAgent(level);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<YamGame>();
}

}  // namespace lt::yam
