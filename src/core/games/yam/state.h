// A game of Yam in progress: every player's sheet, the dice and the stage of the turn.
// The public accessors are what a board needs to draw the game.
#pragma once

#include <array>
#include <vector>

#include "framework/state.h"
#include "games/yam/column.h"
#include "games/yam/dice.h"
#include "games/yam/move.h"

namespace lt::yam {

class YamState final : public State {
  public:
    // `columns`: the columns in play, in the order the sheet shows them (each kind at most once).
    YamState(const Game& game, std::vector<ColumnKind> columns, int numPlayers);

    // lt::State
    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return static_cast<int>(sheets_.size()); }
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

    // The seat whose turn it is (also while its dice are rolling); meaningless once over.
    PlayerId seatToPlay() const { return seat_; }
    const std::vector<ColumnKind>& columnsInPlay() const { return columns_; }
    const std::vector<Column>& sheet(PlayerId seat) const { return sheets_.at(seat); }
    // Total of a seat's sheet: every column, bonuses included.
    int total(PlayerId seat) const;

    // Dice by position; 0 = not thrown yet this turn. Held dice keep their positions when
    // the others are thrown.
    const std::array<int, kDiceCount>& dice() const { return dice_; }
    const std::array<bool, kDiceCount>& held() const { return held_; }
    DiceCounts diceCounts() const;
    int throwsMade() const { return throwsMade_; }
    bool awaitingThrow() const { return awaitingThrow_; }

    // Moves of the seat to play, typed (legalMoves() encodes these).
    std::vector<YamMove> legalYamMoves() const;
    // Whether the current actor (chance included) may make this move now.
    bool isLegal(const YamMove& move) const;

  private:
    void applyThrow(const YamMove& move);
    void applyHold(const YamMove& move);
    void applyScore(const YamMove& move);
    bool finished() const;
    int diceToThrow() const;
    const Column* findColumn(ColumnKind kind) const;

    const Game* game_;
    std::vector<ColumnKind> columns_;
    std::vector<std::vector<Column>> sheets_;
    PlayerId seat_ = 0;
    std::array<int, kDiceCount> dice_{};
    std::array<bool, kDiceCount> held_{};
    int throwsMade_ = 0;
    bool awaitingThrow_ = true;
};

}  // namespace lt::yam
