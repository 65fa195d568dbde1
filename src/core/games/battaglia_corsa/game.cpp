#include "games/battaglia_corsa/game.h"

#include "framework/errors.h"
#include "framework/option_specs.h"
#include "framework/view.h"
#include "games/battaglia_corsa/agent.h"
#include "games/battaglia_corsa/reactions.h"
#include "games/battaglia_corsa/state.h"

namespace lt::battaglia_corsa {

SlapGame::SlapGame() {
    info_.id = "battaglia-corsa";
    info_.name = "Egyptian Ratscrew";
    info_.localName = "La battaglia corsa";
    info_.family = Family::Cards;
    info_.minPlayers = 2;
    info_.maxPlayers = 6;
    info_.chance = true;
    info_.realTime = true;
    info_.options.push_back(boolOption(
        "limit", "End after 1,000 cards",
        "The rulebook plays until one player holds all 52 cards; with this, after 1,000 cards "
        "turned the player holding the most cards wins, and equal counts share the win."));
    info_.options.push_back(boolOption(
        "slap-back-in", "Slap back in",
        "A player whose cards have run out may still slap a pair and comes back in with the "
        "pile; a wrong slap without cards puts him out for good."));
}

std::unique_ptr<State> SlapGame::newInitialState(const Options& options, int numPlayers) const {
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("Egyptian Ratscrew is for 2-6 players, not " + std::to_string(numPlayers),
                         0, "seats");
    options.validate(info_.options);
    return std::make_unique<SlapState>(*this, numPlayers, options.getBool(info_.options, "limit"),
                                       options.getBool(info_.options, "slap-back-in"));
}

std::unique_ptr<Agent> SlapGame::makeAgent(std::string_view level) const {
    if (level == "random") return Game::makeAgent(level);
    skillFor(level);  // rejects an unknown level
    return std::make_unique<TurnAgent>();
}

std::optional<PlannedClaim> SlapGame::planClaim(const View& view, std::string_view level,
                                                Rng& /*rng*/) const {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const SlapState*>(&full->state()) : nullptr;
    if (!state || level == "random") return std::nullopt;
    return planSlap(*state, view.viewer(), level);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<SlapGame>();
}

}  // namespace lt::battaglia_corsa
