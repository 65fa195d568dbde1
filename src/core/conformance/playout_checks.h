// The invariants of the game model, checked along seeded random playouts of a registered
// game: every legal move applies and reads back from its notation, chance outcomes are a
// probability distribution, games end, rankings and returns are consistent, a saved record
// replays to the same state, undo/redo is exact, and a player's view hides what the player
// may not see (a state re-sampled from the view gives the same view). Shared by the
// conformance test (tests/conformance) and the soak bench (bench/soak), which report the
// violations their own way.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "framework/game.h"
#include "framework/match_record.h"
#include "framework/registry.h"
#include "framework/rng.h"
#include "framework/state.h"

namespace lt::conformance {

// `players` computer seats playing at random.
std::vector<SeatSpec> randomSeats(int players);

// Each check returns "" when the invariant holds, else what is wrong, in words.
// Every view of `state` survives re-sampling: hidden parts changed, view text unchanged.
std::string checkViews(const State& state, Rng& rng);
// A chance node: outcomes exist and their probabilities sum to 1.
std::string checkChanceOutcomes(const State& state);
// A decision node: the actor is a seat of the `players` and has a legal move (`legal` are
// the state's legal moves).
std::string checkDecisionNode(const State& state, const std::vector<Move>& legal, int players);
// Every legal move of the actor reads back from its notation.
std::string checkNotation(const State& state, const std::vector<Move>& legal);
// A terminal state: a ranking of every seat with a winner, returns in [-1, 1], no moves.
std::string checkTerminal(const State& state, int players);

struct PlayoutSettings {
    std::size_t plyLimit = 20000;  // a playout longer than this is a violation (no end)
    // The expensive checks (views every 7 plies, the notation of every legal move, the
    // record's replay and undo/redo at the end) run only when set.
    bool inspect = true;
};

struct PlayoutResult {
    std::size_t moves = 0;  // plies played, chance included
    // The first violation found, or an exception thrown by the game ("" if none); the
    // playout stops there.
    std::string violation;
};

// One random playout of `game` with `players` seats and match seed `seed`, choosing moves
// (and, in games with claims, a claim now and then) with `rng`.
PlayoutResult checkedPlayout(const GameRegistry& games, const Game& game, int players,
                             std::uint64_t seed, Rng& rng, const PlayoutSettings& settings);

}  // namespace lt::conformance
