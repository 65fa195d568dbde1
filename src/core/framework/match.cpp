#include "framework/match.h"

#include <algorithm>

#include "framework/errors.h"
#include "framework/levels.h"
#include "framework/registry.h"
#include "framework/seating_rules.h"

namespace lt {

Match::Match(const Game& game, Options options, std::vector<SeatSpec> seats, std::uint64_t seed,
             UndoPolicy undo)
    : game_(&game) {
    const GameInfo& info = game.info();
    const int n = static_cast<int>(seats.size());
    if (n < info.minPlayers || n > info.maxPlayers)
        throw InputError(info.name + " is for " + std::to_string(info.minPlayers) + "-" +
                             std::to_string(info.maxPlayers) + " players, not " + std::to_string(n),
                         0, "seats");
    const auto levels = game.levels();
    for (const auto& seat : seats) {
        if (seat.human || isKnownLevel(game, seat.level)) continue;
        std::string known = "random";
        for (const LevelInfo& level : levels) known += ", " + level.id;
        throw InputError(
            "unknown level '" + seat.level + "' for " + info.name + "; levels: " + known, 0,
            "seats");
    }
    std::vector<bool> human;
    for (const auto& seat : seats) human.push_back(seat.human);
    if (const std::string problem = seatingProblemOf(game, human); !problem.empty())
        throw InputError(problem, 0, "seats");
    record_.gameId = info.id;
    record_.options = options.completed(info.options);
    record_.seats = std::move(seats);
    record_.seed = seed;
    record_.undo = undo;
    initial_ = game.newInitialState(record_.options, n);
    state_ = initial_->clone();
}

Match Match::fromRecord(const GameRegistry& games, const MatchRecord& record) {
    const Game* game = games.find(record.gameId);
    if (!game) throw InputError("unknown game '" + record.gameId + "'", 0, "game");
    Match match(*game, record.options, record.seats, record.seed, record.undo);
    auto state = match.initial_->clone();
    for (const RecordedMove& move : record.moves) {
        // Validate every move, redo list included, so a corrupt file is caught on load.
        const Move parsed = match.parseRecorded(*state, move);
        match.secret_.push_back(move.actor == actor::chance ? !state->isPublicChance(parsed)
                                                            : !state->isPublicTurnMove(parsed));
        match.turns_.push_back(turnOf(*state));
        if (move.claim)
            state->applyClaim(move.actor, parsed);
        else
            state->apply(parsed);
    }
    match.record_.moves = record.moves;
    match.record_.cursor = record.cursor;
    match.record_.hints = record.hints;
    match.rebuild();
    return match;
}

Move Match::parseRecorded(const State& state, const RecordedMove& move) const {
    const bool turn = !move.claim && move.actor == state.currentActor();
    const auto parsed = state.parseMove(
        move.notation, move.claim ? std::optional<PlayerId>(move.actor) : std::nullopt);
    if (!parsed || (!move.claim && !turn))
        throw InputError("illegal or unreadable move '" + move.notation + "' for " +
                             (move.actor == actor::chance ? std::string("chance")
                                                          : "seat " + std::to_string(move.actor)),
                         move.line, "move");
    // A chance line is trusted only if it names the outcome it reads as: "deal 10♠ to 1" must
    // not become a deal to seat 0 because the card alone was read.
    if (move.actor == actor::chance) {
        const std::string applied = state.moveToString(*parsed);
        if (applied != move.notation)
            throw InputError("chance line '" + move.notation +
                                 "' does not match the outcome it reads as ('" + applied + "')",
                             move.line, "move");
    }
    return *parsed;
}

void Match::applyRecorded(State& state, const RecordedMove& move) const {
    const Move parsed = parseRecorded(state, move);
    if (move.claim)
        state.applyClaim(move.actor, parsed);
    else
        state.apply(parsed);
}

Move Match::applyPlayed(State& state, std::size_t index) const {
    const RecordedMove& recorded = record_.moves.at(index);
    const Move move = parseRecorded(state, recorded);
    if (recorded.claim)
        state.applyClaim(recorded.actor, move);
    else
        state.apply(move);
    return move;
}

std::unique_ptr<State> Match::stateAt(std::size_t index) const {
    auto state = initial_->clone();
    for (std::size_t i = 0; i < index && i < record_.moves.size(); ++i)
        applyRecorded(*state, record_.moves[i]);
    return state;
}

void Match::rebuild() {
    state_ = stateAt(record_.cursor);
}

void Match::play(PlayerId actor, Move move) {
    if (actor != state_->currentActor())
        throw IllegalMove(
            "it is not " +
            (actor == actor::chance ? std::string("chance") : "seat " + std::to_string(actor)) +
            "'s turn");
    RecordedMove recorded{actor, false, state_->moveToString(move), 0};
    if (actor == actor::chance) {
        const auto outcomes = state_->chanceOutcomes();
        if (std::none_of(outcomes.begin(), outcomes.end(), [&](auto& o) { return o.move == move; }))
            throw IllegalMove("not a chance outcome here: " + recorded.notation);
    } else {
        const auto legal = state_->legalMoves();
        if (std::find(legal.begin(), legal.end(), move) == legal.end())
            throw IllegalMove("illegal move: " + recorded.notation);
    }
    const bool secret =
        actor == actor::chance ? !state_->isPublicChance(move) : !state_->isPublicTurnMove(move);
    // Applied to a copy: a move the state refuses half-way leaves the match as it was.
    const Turn turn = turnOf(*state_);
    auto next = state_->clone();
    next->apply(move);
    state_ = std::move(next);
    append(std::move(recorded), secret, turn);
}

void Match::claim(PlayerId player, Move move) {
    if (!state_->isLegalClaim(player, move)) throw IllegalMove("claim not allowed now");
    RecordedMove recorded{player, true, state_->moveToString(move), 0};
    const Turn turn = turnOf(*state_);
    auto next = state_->clone();
    next->applyClaim(player, move);
    state_ = std::move(next);
    append(std::move(recorded), false, turn);
}

void Match::stampClocks(std::vector<std::int64_t> clockMs) {
    if (record_.cursor == 0) return;
    record_.moves[record_.cursor - 1].clockMs = std::move(clockMs);
}

std::vector<std::int64_t> Match::clocksAt(std::size_t ply) const {
    for (std::size_t i = std::min(ply, record_.moves.size()); i > 0; --i)
        if (!record_.moves[i - 1].clockMs.empty()) return record_.moves[i - 1].clockMs;
    return {};
}

Match::Turn Match::turnOf(const State& state) {
    const PlayerId actor = state.currentActor();
    return {actor, actor == actor::chance ? state.roller() : std::nullopt};
}

void Match::append(RecordedMove move, bool secret, Turn turn) {
    record_.moves.resize(record_.cursor);
    record_.moves.push_back(std::move(move));
    secret_.resize(record_.cursor);
    secret_.push_back(secret);
    turns_.resize(record_.cursor);
    turns_.push_back(turn);
    ++record_.cursor;
}

Move Match::drawChance() const {
    const auto outcomes = state_->chanceOutcomes();
    if (outcomes.empty()) throw IllegalMove("not a chance node");
    Rng rng(Rng::derive(record_.seed, record_.cursor));
    double r = rng.uniform();
    for (const auto& outcome : outcomes) {
        r -= outcome.probability;
        if (r < 0) return outcome.move;
    }
    return outcomes.back().move;
}

void Match::noteHint(PlayerId seat) {
    if (seat < 0 || seat >= static_cast<PlayerId>(record_.seats.size())) return;
    record_.hints.resize(record_.seats.size(), 0);
    ++record_.hints[static_cast<std::size_t>(seat)];
}

int Match::hintsTaken(PlayerId seat) const {
    if (seat < 0 || static_cast<std::size_t>(seat) >= record_.hints.size()) return 0;
    return record_.hints[static_cast<std::size_t>(seat)];
}

void Match::undo() {
    if (!canUndo()) return;
    auto previous = stateAt(record_.cursor - 1);
    --record_.cursor;
    state_ = std::move(previous);
}

void Match::redo() {
    if (!canRedo()) return;
    auto next = state_->clone();
    applyRecorded(*next, record_.moves[record_.cursor]);
    state_ = std::move(next);
    ++record_.cursor;
}

}  // namespace lt
