// The lt::State of a Morris game: a Position plus the history needed for threefold repetition.
#pragma once

#include <cstdint>
#include <vector>

#include "framework/state.h"
#include "games/morris/position.h"

namespace lt::morris {

inline constexpr PlayerId kWhite = 0;  // seat 0 places first
inline constexpr PlayerId kBlack = 1;

class MorrisState final : public State {
  public:
    MorrisState(const Game& game, Position position);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return 2; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    void apply(Move move) override;
    std::string moveToString(Move move) const override;
    std::optional<Move> parseMove(std::string_view text,
                                  std::optional<PlayerId> claimant = {}) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    std::optional<std::vector<double>> heuristicReturns() const override;

    const Position& position() const { return position_; }
    Status status() const { return status_; }
    // True when the game ended because this position occurred for the third time.
    bool drawnByRepetition() const { return repetition_; }
    // Hashes of the positions since the last placement or removal, the current one last:
    // only those can come back, so only those matter for repetition.
    const std::vector<std::uint64_t>& reversibleHistory() const { return history_; }

  private:
    void judge();

    const Game* game_;
    Position position_;
    std::vector<std::uint64_t> history_;
    Status status_ = Status::Ongoing;
    bool repetition_ = false;
};

}  // namespace lt::morris
