// A game of Ship, Captain and Crew in progress: the miles of every turn played, and the turn
// under way (throws made, the crew aboard, the cargo). The public accessors are what a board
// needs to draw the game.
#pragma once

#include <array>
#include <vector>

#include "framework/state.h"
#include "games/ship_captain_crew/crew.h"
#include "games/ship_captain_crew/move.h"

namespace lt::shipcaptaincrew {

inline constexpr int kRounds = 10;
inline constexpr int kThrowsPerTurn = 3;

struct SccRules {
    bool cargoReroll = true;  // S1: remaining throws may improve the cargo
};

class SccState final : public State {
  public:
    SccState(const Game& game, SccRules rules, int numPlayers);

    // lt::State
    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return static_cast<int>(log_.size()); }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    std::optional<PlayerId> roller() const override;
    void apply(Move move) override;
    std::string moveToString(Move move) const override;
    std::optional<Move> parseMove(std::string_view text,
                                  std::optional<PlayerId> claimant = {}) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    std::vector<int> scores() const override;

    const SccRules& rules() const { return rules_; }
    PlayerId seatToPlay() const { return seat_; }
    // 0-based; kRounds once the game is over.
    int round() const { return round_; }
    // The miles of each turn seat `seat` has played (0 for a turn without the full crew).
    const std::vector<int>& log(PlayerId seat) const { return log_.at(seat); }
    int miles(PlayerId seat) const;
    int throwsMade() const { return throwsMade_; }
    int throwsLeft() const { return kThrowsPerTurn - throwsMade_; }
    Crew crew() const { return crew_; }
    // The two cargo dice (low, high); meaningful once the crew is complete.
    const std::array<int, 2>& cargo() const { return cargo_; }
    int cargoMiles() const { return cargo_[0] + cargo_[1]; }
    bool awaitingThrow() const { return awaitingThrow_; }
    // Dice the next throw uses: 5, 4 or 3 while the crew is incomplete, else the cargo dice
    // being thrown again.
    int diceToThrow() const;
    // The cargo dice chosen to be thrown again (empty while the crew is incomplete).
    const DiceCounts& rerolling() const { return rerolling_; }
    // The dice on the table that are not aboard: the last throw's others, or the cargo once
    // the crew is complete. They stay after a turn ends, until the next player throws.
    const DiceCounts& looseDice() const { return loose_; }
    // The seat whose dice lie on the table (the previous player right after a turn ends).
    PlayerId tableSeat() const { return tableSeat_; }
    // The crew aboard as the table shows it (the finished turn's crew until the next throw).
    Crew tableCrew() const { return tableCrew_; }
    // The turn just finished: its miles, or -1 when a turn is under way or none was played.
    int lastTurnMiles() const { return lastTurnMiles_; }

    std::vector<SccMove> legalSccMoves() const;
    bool isLegal(const SccMove& move) const;

  private:
    void applyThrow(const DiceCounts& faces);
    void endTurn(int miles);

    const Game* game_;
    SccRules rules_;
    std::vector<std::vector<int>> log_;
    PlayerId seat_ = 0;
    int round_ = 0;
    int throwsMade_ = 0;
    Crew crew_ = Crew::None;
    std::array<int, 2> cargo_{};
    bool awaitingThrow_ = true;
    DiceCounts rerolling_{};
    DiceCounts loose_{};
    PlayerId tableSeat_ = 0;
    Crew tableCrew_ = Crew::None;
    int lastTurnMiles_ = -1;
};

}  // namespace lt::shipcaptaincrew
