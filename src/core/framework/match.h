// A match in progress: a game, its seats, the seeded chance and the list of moves.
// Undo, redo, loading and viewing an earlier position are all replays of the record.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "framework/game.h"
#include "framework/match_record.h"
#include "framework/state.h"

namespace lt {

class GameRegistry;

class Match {
  public:
    // Throws InputError on bad options or a seat count the game does not allow.
    Match(const Game& game, Options options, std::vector<SeatSpec> seats, std::uint64_t seed,
          UndoPolicy undo = UndoPolicy::free);
    // Replays a record; throws InputError naming the line of the first bad move.
    static Match fromRecord(const GameRegistry& games, const MatchRecord& record);

    const Game& game() const { return *game_; }
    const State& state() const { return *state_; }
    const std::vector<SeatSpec>& seats() const { return record_.seats; }
    const Options& options() const { return record_.options; }
    std::uint64_t seed() const { return record_.seed; }
    // How far Undo may go (framework/undo_policy.h: undoStep, redoStep); undo() and redo()
    // below are the record's single steps, which the policy does not limit.
    UndoPolicy undoPolicy() const { return record_.undo; }
    MatchRecord record() const { return record_; }
    // Counts a hint taken by `seat` (the Hint key); the count is kept in the record, so saving,
    // resuming and undoing keep it. hintsTaken is 0 for a seat that took none.
    void noteHint(PlayerId seat);
    int hintsTaken(PlayerId seat) const;

    // Moves played so far (up to the cursor), and recorded (the redo list included).
    std::size_t ply() const { return record_.cursor; }
    std::size_t recordedMoves() const { return record_.moves.size(); }
    const RecordedMove& playedMove(std::size_t index) const { return record_.moves.at(index); }
    // Who was to act before recorded move `index` (a seat, actor::chance or actor::terminal)
    // and, at a chance node, whose roll it was (State::roller()).
    struct Turn {
        PlayerId actor = actor::terminal;
        std::optional<PlayerId> roller;
    };
    const Turn& turnBefore(std::size_t index) const { return turns_.at(index); }
    // A chance outcome or a turn move not everyone saw (State::isPublicChance,
    // State::isPublicTurnMove): lists show it without its notation.
    bool isSecretMove(std::size_t index) const { return secret_.at(index); }
    // The state before move `index` (index == ply() gives the current state).
    std::unique_ptr<State> stateAt(std::size_t index) const;
    // Plays recorded move `index` on `state`, the state before it, and returns that move: a
    // list of the moves walks the record once. Throws InputError as a replay does.
    Move applyPlayed(State& state, std::size_t index) const;

    // Plays a move of the current actor; throws IllegalMove. Clears the redo list.
    void play(PlayerId actor, Move move);
    // Notes each seat's time left (ms) on the move just played (RecordedMove::clockMs).
    void stampClocks(std::vector<std::int64_t> clockMs);
    // The times noted on the last stamped move before `ply`; empty when none was.
    std::vector<std::int64_t> clocksAt(std::size_t ply) const;
    // Plays an out-of-turn claim of `player` (State::claimMoves); throws IllegalMove.
    void claim(PlayerId player, Move move);
    // The chance outcome for the current chance node, fixed by (seed, ply).
    Move drawChance() const;
    // Convenience: drawChance() then play() it.
    void playChance() { play(actor::chance, drawChance()); }

    bool canUndo() const { return record_.cursor > 0; }
    bool canRedo() const { return record_.cursor < record_.moves.size(); }
    void undo();
    void redo();

  private:
    void rebuild();
    // Reads a recorded move in `state` (throws InputError), then applies it.
    Move parseRecorded(const State& state, const RecordedMove& move) const;
    void applyRecorded(State& state, const RecordedMove& move) const;
    void append(RecordedMove move, bool secret, Turn turn);
    static Turn turnOf(const State& state);

    const Game* game_;
    MatchRecord record_;
    std::vector<bool> secret_;  // per recorded move, redo list included
    std::vector<Turn> turns_;   // per recorded move, redo list included
    std::unique_ptr<State> initial_;
    std::unique_ptr<State> state_;
};

}  // namespace lt
