// A game of Ludo in progress. Each turn is a chance node (the die, rolled by the seat whose
// turn it is) followed, when the roll allows a move, by that seat's choice of pawn. A roll
// that allows no move passes the turn by itself, so decision nodes always offer a move.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "framework/state.h"
#include "games/ludo/move.h"
#include "games/ludo/rules.h"

namespace lt::ludo {

struct PawnRef {
    PlayerId seat = 0;
    int pawn = 0;
    bool operator==(const PawnRef&) const = default;
};

// A position to start from: used by tests and by anyone who wants to set up a board.
struct LudoSetup {
    int numPlayers = 4;
    std::vector<std::array<int, kPawns>> pawns;  // progress per seat and pawn; empty = all stabled
    PlayerId turn = 0;
    int die = 0;         // 0: `turn` is about to roll; 1..6: it rolled that and must move
    int sixesInRow = 0;  // 6s already rolled in this turn (for the three-sixes house rule)
    std::vector<PlayerId> finishOrder;  // seats already finished, first finisher first
};

class LudoState final : public State {
  public:
    LudoState(const Game& game, Rules rules, int numPlayers);
    // Throws InputError when the setup is impossible (two pawns on one square, a stabled
    // seat marked finished, a decision node without legal move...).
    static std::unique_ptr<LudoState> fromSetup(const Game& game, Rules rules,
                                                const LudoSetup& setup);

    // State
    std::unique_ptr<State> clone() const override { return std::make_unique<LudoState>(*this); }
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return numPlayers_; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    std::optional<PlayerId> roller() const override;
    void apply(Move move) override;
    std::string moveToString(Move move) const override;
    // Also accepts "->" for "→" and "x" for "×".
    std::optional<Move> parseMove(std::string_view text,
                                  std::optional<PlayerId> claimant = {}) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    std::vector<int> scores() const override;
    std::optional<std::vector<double>> heuristicReturns() const override;

    // Queries for agents and boards.
    const Rules& rules() const { return rules_; }
    PlayerId turn() const { return turn_; }
    int die() const { return die_; }  // 0 while the seat to play has not rolled
    int sixesInRow() const { return sixesInRow_; }
    bool over() const { return over_; }
    int pawn(PlayerId seat, int index) const { return pawns_[seat][index]; }
    int pawnsHome(PlayerId seat) const;
    bool finished(PlayerId seat) const;
    const std::vector<PlayerId>& finishOrder() const { return finishOrder_; }
    // The board arm (0..3, clockwise) where a seat starts. Two players sit opposite.
    int arm(PlayerId seat) const;
    // The absolute loop square (0..55, clockwise from arm 0's start) of a seat's progress.
    int loopSquare(PlayerId seat, int progress) const;
    std::optional<PawnRef> pawnOnSquare(int square) const;
    std::vector<LudoMove> legalLudoMoves() const;
    // The opponent's pawn a move of the seat to play would send back to its stable.
    std::optional<PawnRef> captureBy(const LudoMove& move) const;

    static char colourLetter(PlayerId seat);        // R, G, Y, B
    static const char* colourName(PlayerId seat);   // Red, Green, Yellow, Blue
    static std::string progressName(int progress);  // "12", "foot", "s3", "home"

  private:
    std::optional<LudoMove> moveForPawn(int index, int roll) const;
    void applyRoll(int roll);
    void applyPawnMove(const LudoMove& move);
    void endRollWithoutMove();
    void passTurn();
    void checkFinish(PlayerId seat);
    // Moves a pawn and keeps occupant_ in step.
    void place(PlayerId seat, int pawn, int progress);

    static constexpr int kEmptySquare = -1;

    const Game* game_;
    Rules rules_;
    int numPlayers_;
    std::array<std::array<int, kPawns>, kMaxSeats> pawns_{};
    // Per loop square: seat * kPawns + pawn of the pawn standing there, or kEmptySquare.
    // Redundant with pawns_, kept because every move generation asks "who is on square x?".
    std::array<int, kLoopSquares> occupant_{};
    PlayerId turn_ = 0;
    int die_ = 0;
    int sixesInRow_ = 0;
    std::vector<PlayerId> finishOrder_;
    bool over_ = false;
};

}  // namespace lt::ludo
