// A game of No 5, no 2 in progress: the points of every turn played and the turn under way
// (its total, the dice still in play, the last throw). There is nothing to decide: every node
// is a throw of the player to play, until the tenth round ends. The accessors are what a
// board needs to draw the game.
#pragma once

#include <vector>

#include "framework/state.h"
#include "games/no_5_no_2/move.h"
#include "games/no_5_no_2/rules.h"

namespace lt::no5no2 {

inline constexpr int kRounds = 10;

class N52State final : public State {
  public:
    N52State(const Game& game, N52Rules rules, int numPlayers);

    // lt::State
    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return static_cast<int>(log_.size()); }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override { return {}; }
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    std::optional<PlayerId> roller() const override;
    void apply(Move move) override;
    std::string moveToString(Move move) const override;
    std::optional<Move> parseMove(std::string_view text,
                                  std::optional<PlayerId> claimant = {}) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    std::vector<int> scores() const override;

    const N52Rules& rules() const { return rules_; }
    PlayerId seatToPlay() const { return seat_; }
    // 0-based; kRounds once the game is over.
    int round() const { return round_; }
    // The points of each turn seat `seat` has played.
    const std::vector<int>& log(PlayerId seat) const { return log_.at(seat); }
    int points(PlayerId seat) const;
    int turnTotal() const { return turnTotal_; }
    // Dice the next throw uses.
    int diceLeft() const { return diceLeft_; }
    int throwsThisTurn() const { return throws_; }
    // The last throw, what it scored, and every die set aside in its turn (its 2s and 5s
    // included). They stay on the table after the turn ends, until the next player throws.
    const DiceCounts& lastThrow() const { return lastThrow_; }
    int lastThrowPoints() const { return lastPoints_; }
    const DiceCounts& setAside() const { return setAside_; }
    PlayerId tableSeat() const { return tableSeat_; }
    // The turn just finished: its total, or -1 while a turn is under way or none was played.
    int lastTurnTotal() const { return lastTurnTotal_; }

    bool isLegalThrow(const DiceCounts& faces) const;

  private:
    void endTurn();

    const Game* game_;
    N52Rules rules_;
    std::vector<std::vector<int>> log_;
    PlayerId seat_ = 0;
    int round_ = 0;
    int turnTotal_ = 0;
    int diceLeft_;
    int throws_ = 0;
    DiceCounts lastThrow_{};
    int lastPoints_ = 0;
    DiceCounts setAside_{};
    PlayerId tableSeat_ = 0;
    int lastTurnTotal_ = -1;
};

}  // namespace lt::no5no2
