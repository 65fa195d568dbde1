// A game of 10 000 in progress: banked scores, the turn total, the dice set aside and the
// last throw. The public accessors are what a board needs to draw the game.
#pragma once

#include <vector>

#include "framework/state.h"
#include "games/dice_10000/dice.h"
#include "games/dice_10000/move.h"
#include "games/dice_10000/scoring.h"

namespace lt::dice10000 {

inline constexpr int kTarget = 10000;

struct TenkRules {
    int openingMinimum = 750;         // a player with 0 banked may bank only from this total on
    bool mustKeepAllScoring = false;  // literal reading of "sets aside the dice that score" (S2)
};

class TenkState final : public State {
  public:
    TenkState(const Game& game, TenkRules rules, int numPlayers);

    // lt::State
    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return static_cast<int>(banked_.size()); }
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
    std::vector<int> scores() const override { return banked_; }

    const TenkRules& rules() const { return rules_; }
    PlayerId seatToPlay() const { return seat_; }
    int banked(PlayerId seat) const { return banked_.at(seat); }
    int turnTotal() const { return turnTotal_; }
    // Dice the next throw uses (5 at the start of a turn and after hot dice).
    int diceToThrow() const { return diceToThrow_; }
    // The dice set aside since the turn began or since the last hot-dice re-throw.
    const DiceCounts& setAside() const { return setAside_; }
    const OpenSet& openSet() const { return openSet_; }
    // The last throw: the dice to choose from, or the dice that just busted.
    const DiceCounts& thrown() const { return thrown_; }
    bool awaitingThrow() const { return awaitingThrow_; }
    // The turn total the previous turn lost to a bust (0 when it banked or lost nothing).
    int lostToBust() const { return lostToBust_; }
    // Whether the seat to play may bank `total` (opening minimum).
    bool mayBank(int total) const;

    std::vector<TenkMove> legalTenkMoves() const;
    bool isLegal(const TenkMove& move) const;

  private:
    void applyThrow(const DiceCounts& faces);
    void applyKeep(const TenkMove& move);
    void endTurn();

    const Game* game_;
    TenkRules rules_;
    std::vector<int> banked_;
    PlayerId seat_ = 0;
    PlayerId winner_ = -1;
    int turnTotal_ = 0;
    int diceToThrow_ = kDiceCount;
    DiceCounts setAside_{};
    OpenSet openSet_;
    DiceCounts thrown_{};
    bool awaitingThrow_ = true;
    int lostToBust_ = 0;
};

}  // namespace lt::dice10000
