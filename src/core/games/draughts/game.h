// International draughts as an lt::Game: the draw rules, the result and the levels.
// Seat 0 plays White (moves first), seat 1 plays Black.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "framework/game.h"
#include "framework/state.h"
#include "games/draughts/pdn.h"
#include "games/draughts/position.h"

namespace lt::draughts {

enum class Outcome { Ongoing, WhiteWins, BlackWins, Draw };

// Option keys.
inline constexpr const char* kNoProgressOption = "no-progress-moves";
inline constexpr const char* kFenOption = "fen";  // start position; "" = the initial one

class DraughtsGame final : public Game {
  public:
    DraughtsGame();
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    std::vector<LevelInfo> levels() const override;
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;

  private:
    GameInfo info_;
};

class DraughtsState final : public State {
  public:
    // noProgressMoves: moves per player with only kings moving and nothing captured after
    // which the game is drawn (the rulebook's 20).
    DraughtsState(const Game& game, const Position& start, int noProgressMoves = 20);

    const Position& position() const { return position_; }
    const Position& startPosition() const { return start_; }
    const std::vector<Move>& moveHistory() const { return history_; }
    // The legal moves, each with one route (path and captured squares) for the board view.
    const std::vector<MoveDetail>& moveDetails() const { return details_; }
    Outcome outcome() const { return outcome_; }
    // Why the game ended, in English: "White has no move left", "third repetition", ...
    const std::string& outcomeReason() const { return reason_; }
    // Hashes of the positions since the last man move or capture, this one last.
    const std::vector<std::uint64_t>& repetitionHistory() const { return repetitionHashes_; }
    // Plies in a row with only kings moving and nothing captured.
    int quietKingPlies() const { return quietKingPlies_; }

    void play(const Move& move);  // throws IllegalMove

    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return 2; }
    PlayerId currentActor() const override;
    std::vector<lt::Move> legalMoves() const override;
    void apply(lt::Move move) override;
    std::string moveToString(lt::Move move) const override;
    std::optional<lt::Move> parseMove(std::string_view text,
                                      std::optional<PlayerId> claimant = {}) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    std::optional<std::vector<double>> heuristicReturns() const override;

  private:
    void settle();  // refreshes the legal moves and the outcome

    const Game* game_;
    Position start_;
    Position position_;
    int noProgressPlies_;
    std::vector<Move> history_;
    std::vector<std::uint64_t> repetitionHashes_;  // since the last man move or capture
    int quietKingPlies_ = 0;
    std::vector<MoveDetail> details_;
    Outcome outcome_ = Outcome::Ongoing;
    std::string reason_;
};

// The game so far as a PDN record: start position, moves and result ("2-0", "0-2", "1-1"
// or "*" while it goes on), after the given tags.
PdnGame toPdnGame(const DraughtsState& state,
                  std::vector<std::pair<std::string, std::string>> tags = {});

std::unique_ptr<Game> makeGame();

}  // namespace lt::draughts
