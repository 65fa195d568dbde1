// Whether a hidden-information game hides anything from its players: a game that forgets to
// override State::viewFor hands every seat the whole state (FullView), and its computers can
// peek. At some position of a few random playouts a seat's view must read differently from
// the full state; the conformance test asks it of every game whose info says
// hiddenInformation, and tests/framework checks it rejects a fixture game that forgets.
#pragma once

#include <algorithm>
#include <optional>
#include <string>

#include "framework/game.h"
#include "framework/rng.h"
#include "framework/state.h"
#include "framework/view.h"

namespace lt::test {

// nullopt when some seat's view of some position differs from the full state; otherwise why
// the game fails.
inline std::optional<std::string> viewsHideNothing(const Game& game, int playouts = 20,
                                                   std::size_t plyLimit = 2000) {
    const GameInfo& info = game.info();
    Rng rng(7);
    for (int g = 0; g < playouts; ++g) {
        const int players = info.minPlayers + g % (info.maxPlayers - info.minPlayers + 1);
        auto state = game.newInitialState(Options{}.completed(info.options), players);
        for (std::size_t ply = 0; !state->isTerminal() && ply < plyLimit; ++ply) {
            const std::string full = state->toString();
            for (PlayerId p = 0; p < players; ++p)
                if (state->viewFor(p)->toString() != full) return std::nullopt;
            if (state->currentActor() == actor::chance) {
                const auto outcomes = state->chanceOutcomes();
                double draw = rng.uniform();
                auto chosen = outcomes.begin();
                while (std::next(chosen) != outcomes.end() && draw >= chosen->probability) {
                    draw -= chosen->probability;
                    ++chosen;
                }
                state->apply(chosen->move);
            } else {
                const auto legal = state->legalMoves();
                state->apply(legal[rng.below(legal.size())]);
            }
        }
    }
    return info.id + " has hidden information, yet in " + std::to_string(playouts) +
           " random playouts every seat's view showed the whole state (is viewFor overridden?)";
}

}  // namespace lt::test
