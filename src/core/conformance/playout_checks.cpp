#include "conformance/playout_checks.h"

#include <fmt/core.h>
#include <algorithm>
#include <cmath>

#include "framework/match.h"
#include "framework/view.h"

namespace lt::conformance {

std::vector<SeatSpec> randomSeats(int players) {
    std::vector<SeatSpec> seats;
    for (int i = 0; i < players; ++i)
        seats.push_back({false, "Computer " + std::to_string(i + 1), "random", ""});
    return seats;
}

std::string checkViews(const State& state, Rng& rng) {
    for (PlayerId p = 0; p < state.numPlayers(); ++p) {
        const auto view = state.viewFor(p);
        if (view->viewer() != p)
            return fmt::format("the view for seat {} names seat {}", p, view->viewer());
        const auto sampled = view->sampleState(rng);
        if (sampled->viewFor(p)->toString() != view->toString())
            return fmt::format("seat {} can tell the sampled state from the real one", p);
        if (sampled->currentActor() != state.currentActor())
            return fmt::format("a state sampled for seat {} has another actor", p);
        if (state.currentActor() == p && sampled->legalMoves() != state.legalMoves())
            return fmt::format("a state sampled for seat {} has other legal moves", p);
    }
    return {};
}

std::string checkChanceOutcomes(const State& state) {
    const auto outcomes = state.chanceOutcomes();
    if (outcomes.empty()) return "a chance node without outcomes:\n" + state.toString();
    double total = 0;
    for (const auto& o : outcomes) total += o.probability;
    if (std::abs(total - 1.0) > 1e-9)
        return fmt::format("chance probabilities sum to {}:\n{}", total, state.toString());
    return {};
}

std::string checkDecisionNode(const State& state, const std::vector<Move>& legal, int players) {
    const PlayerId actor = state.currentActor();
    if (actor < 0 || actor >= players) return fmt::format("actor {} is not a seat", actor);
    if (legal.empty()) return "a decision node without moves:\n" + state.toString();
    return {};
}

std::string checkNotation(const State& state, const std::vector<Move>& legal) {
    for (Move m : legal) {
        const std::string text = state.moveToString(m);
        const auto parsed = state.parseMove(text);
        if (!parsed || *parsed != m) return "notation does not read back: '" + text + "'";
    }
    return {};
}

std::string checkTerminal(const State& state, int players) {
    const auto places = state.ranking();
    if (static_cast<int>(places.size()) != players)
        return fmt::format("a ranking of {} places for {} seats", places.size(), players);
    if (*std::min_element(places.begin(), places.end()) != 1) return "a ranking without a winner";
    for (int place : places)
        if (place < 1 || place > players) return fmt::format("place {} is out of range", place);
    for (double r : state.returns())
        if (!(r >= -1.0 && r <= 1.0)) return fmt::format("return {} is out of [-1, 1]", r);
    if (!state.legalMoves().empty()) return "a finished game has legal moves";
    return {};
}

namespace {

// A saved record replays to the same state, and undo/redo are replays of it.
std::string checkReplay(const GameRegistry& games, Match& match) {
    const std::string finalText = match.state().toString();
    const Match loaded =
        Match::fromRecord(games, readMatchRecord(writeMatchRecord(match.record())));
    if (loaded.state().toString() != finalText) return "the saved record replays to another state";
    const std::size_t plies = match.ply();
    const std::size_t back = std::min<std::size_t>(plies, 5);
    for (std::size_t i = 0; i < back; ++i) match.undo();
    if (match.state().toString() != match.stateAt(plies - back)->toString())
        return "undo differs from a replay of the record";
    for (std::size_t i = 0; i < back; ++i) match.redo();
    if (match.state().toString() != finalText) return "redo does not return to the last state";
    return {};
}

PlayoutResult playout(const GameRegistry& games, const Game& game, int players, std::uint64_t seed,
                      Rng& rng, const PlayoutSettings& settings) {
    Match match(game, {}, randomSeats(players), seed);
    PlayoutResult result;
    const auto found = [&](const std::string& violation) {
        result.moves = match.ply();
        result.violation = fmt::format("ply {}: {}", match.ply(), violation);
        return result;
    };
    while (!match.state().isTerminal() && match.ply() < settings.plyLimit) {
        const State& state = match.state();
        const PlayerId actor = state.currentActor();
        if (settings.inspect && match.ply() % 7 == 0)
            if (auto v = checkViews(state, rng); !v.empty()) return found(v);
        if (actor == actor::chance) {
            if (auto v = checkChanceOutcomes(state); !v.empty()) return found(v);
            match.playChance();
            continue;
        }
        const auto legal = state.legalMoves();
        if (auto v = checkDecisionNode(state, legal, players); !v.empty()) return found(v);
        if (settings.inspect)
            if (auto v = checkNotation(state, legal); !v.empty()) return found(v);
        // Claims, where the game has them, are exercised now and then.
        bool claimed = false;
        if (game.info().realTime && rng.chance(0.3)) {
            for (PlayerId p = 0; p < players && !claimed; ++p) {
                const auto claims = state.claimMoves(p);
                if (!claims.empty()) {
                    match.claim(p, claims[rng.below(claims.size())]);
                    claimed = true;
                }
            }
        }
        if (!claimed) match.play(actor, legal[rng.below(legal.size())]);
    }
    if (!match.state().isTerminal())
        return found(fmt::format("the game did not end in {} moves", settings.plyLimit));
    if (auto v = checkTerminal(match.state(), players); !v.empty()) return found(v);
    if (settings.inspect)
        if (auto v = checkReplay(games, match); !v.empty()) return found(v);
    result.moves = match.ply();
    return result;
}

}  // namespace

PlayoutResult checkedPlayout(const GameRegistry& games, const Game& game, int players,
                             std::uint64_t seed, Rng& rng, const PlayoutSettings& settings) {
    PlayoutResult result;
    try {
        result = playout(games, game, players, seed, rng, settings);
    } catch (const std::exception& e) {
        result.violation = std::string("threw: ") + e.what();
    }
    if (!result.violation.empty())
        result.violation = fmt::format("{} seed {} {}", game.info().id, seed, result.violation);
    return result;
}

}  // namespace lt::conformance
