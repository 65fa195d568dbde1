#include "games/rectangle_race/game.h"

#include "framework/errors.h"
#include "framework/view.h"
#include "games/rectangle_race/reactions.h"
#include "games/rectangle_race/state.h"

namespace lt::rectangle_race {

RaceGame::RaceGame() {
    info_.id = "rectangle-race";
    info_.name = "Rectangle Race";
    info_.localName = "La corsa dei riquadri";
    info_.family = Family::Kids;
    info_.minPlayers = 2;
    info_.maxPlayers = 6;
    info_.chance = true;
    info_.realTime = true;
}

std::unique_ptr<State> RaceGame::newInitialState(const Options& options, int numPlayers) const {
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("Rectangle Race is for 2-6 players, not " + std::to_string(numPlayers), 0,
                         "seats");
    options.validate(info_.options);
    return std::make_unique<RaceState>(*this, numPlayers);
}

std::optional<PlannedClaim> RaceGame::planClaim(const View& view, std::string_view level,
                                                Rng& /*rng*/) const {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const RaceState*>(&full->state()) : nullptr;
    if (!state || level == "random") return std::nullopt;
    return planDrop(*state, view.viewer(), level);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<RaceGame>();
}

}  // namespace lt::rectangle_race
