#include "games/crazy_eights/game.h"

#include "agents/ismcts_agent.h"
#include "agents/random_agent.h"
#include "framework/errors.h"
#include "games/crazy_eights/state.h"
#include "games/crazy_eights/view.h"

namespace lt::crazy_eights {
namespace {

int uniformDelay(Rng& rng, int fromMs, int toMs) {
    return fromMs + static_cast<int>(rng.below(static_cast<std::uint64_t>(toMs - fromMs + 1)));
}

}  // namespace

CrazyEightsGame::CrazyEightsGame() {
    info_.id = "crazy-eights";
    info_.name = "Crazy Eights";
    info_.localName = "L'8 americano";
    info_.family = Family::Cards;
    info_.minPlayers = 2;
    info_.maxPlayers = 5;
    info_.chance = true;
    info_.hiddenInformation = true;
    info_.realTime = true;
    OptionSpec deals;
    deals.key = "deals";
    deals.label = "Number of deals";
    deals.help = "How many deals make a match; the rulebook plays 5.";
    deals.kind = OptionSpec::Kind::Int;
    deals.defaultValue = "5";
    deals.min = 1;
    deals.max = 20;
    OptionSpec cardCall;
    cardCall.key = "card-call";
    cardCall.label = "\"Card!\" call";
    cardCall.help =
        "A player left with one card must call \"Card!\" before the next play or be caught; "
        "the rulebook plays with it.";
    cardCall.kind = OptionSpec::Kind::Bool;
    cardCall.defaultValue = "true";
    info_.options = {deals, cardCall};
}

std::unique_ptr<State> CrazyEightsGame::newInitialState(const Options& options,
                                                        int numPlayers) const {
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("Crazy Eights is for 2-5 players, not " + std::to_string(numPlayers), 0,
                         "seats");
    options.validate(info_.options);
    return std::make_unique<CrazyEightsState>(
        CrazyEightsState::initial(*this, numPlayers, options.getInt(info_.options, "deals"),
                                  options.getBool(info_.options, "card-call")));
}

MctsConfig agentConfig(std::string_view level) {
    using namespace std::chrono_literals;
    if (level == "easy")
        return {.iterations = 40, .timeLimit = 300ms, .exploration = 1.5, .playoutPlyLimit = 8};
    if (level == "medium")
        return {.iterations = 400, .timeLimit = 1500ms, .exploration = 0.7, .playoutPlyLimit = 30};
    if (level == "hard")
        return {.iterations = 4000, .timeLimit = 3000ms, .exploration = 0.7, .playoutPlyLimit = 40};
    throw InputError("unknown level '" + std::string(level) + "' (easy, medium, hard)");
}

std::unique_ptr<Agent> CrazyEightsGame::makeAgent(std::string_view level) const {
    if (level == "random") return std::make_unique<RandomAgent>();
    return std::make_unique<IsmctsAgent>(agentConfig(level));
}

std::optional<PlannedClaim> CrazyEightsGame::planClaim(const View& view, std::string_view level,
                                                       Rng& rng) const {
    const auto* mine = dynamic_cast<const CrazyEightsView*>(&view);
    if (!mine) return std::nullopt;
    const Table& table = mine->table();
    // Decided once, when the window opens: the controller asks again after every move.
    if (table.phase != Phase::Playing || table.exposed < 0 || table.exposedMoves > 0)
        return std::nullopt;
    const PlayerId me = mine->viewer();
    if (me < 0 || me >= table.numPlayers) return std::nullopt;
    if (table.exposed == me) {
        const double call = level == "easy" ? 0.85 : 0.97;
        if (!rng.chance(call)) return std::nullopt;
        return PlannedClaim{callCardMove(), uniformDelay(rng, 500, 1500)};
    }
    const double catchChance = level == "easy" ? 0.60 : level == "medium" ? 0.80 : 0.95;
    if (!rng.chance(catchChance)) return std::nullopt;
    return PlannedClaim{catchMove(table.exposed), uniformDelay(rng, 1000, 2500)};
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<CrazyEightsGame>();
}

}  // namespace lt::crazy_eights
