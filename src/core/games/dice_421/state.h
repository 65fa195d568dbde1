// A game of 421 in progress: the pot and each player's tokens, the stage (charge, then
// discharge), the round's throws, the play-offs of ties and who has already left the game.
// The public accessors are what a board needs to draw the game.
#pragma once

#include <optional>
#include <vector>

#include "framework/state.h"
#include "games/dice_421/dice.h"
#include "games/dice_421/move.h"

namespace lt::dice421 {

inline constexpr int kTokens = 21;
inline constexpr int kMaxThrows = 3;

struct Rules421 {
    bool nenetteAdditive = false;    // S2: 221 receives the table amount + 2, not exactly 2
    bool stopAtFirstWinner = false;  // end when the winner is known, not when one holds all
};

enum class Stage { Charge, Discharge, Over };

// A play-off settles a tie for the round's best (discharge) or worst player (S7).
enum class PlayoffFor { None, Best, Worst };

// How the last finished round ended, for the board and the move descriptions.
struct RoundResult {
    Stage stage = Stage::Charge;
    PlayerId best = -1;
    PlayerId worst = -1;
    int amount = 0;        // tokens the worst player received
    bool nenette = false;  // the worst had 221
    std::vector<std::optional<DiceCounts>> hands;
};

class State421 final : public State {
  public:
    State421(const Game& game, Rules421 rules, int numPlayers);

    // lt::State
    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return static_cast<int>(tokens_.size()); }
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
    std::vector<int> scores() const override { return tokens_; }
    std::optional<std::vector<double>> heuristicReturns() const override;

    const Rules421& rules() const { return rules_; }
    Stage stage() const { return stage_; }
    int pot() const { return pot_; }
    int tokens(PlayerId seat) const { return tokens_.at(seat); }
    // Whether the seat has left the game with no tokens (a winner).
    bool hasLeft(PlayerId seat) const { return exitOrder_.at(seat) >= 0; }
    // The seats throwing this round, in order; the first is the round's leader.
    const std::vector<PlayerId>& roundOrder() const { return order_; }
    PlayerId leader() const { return order_.front(); }
    PlayerId seatToPlay() const { return seat_; }
    int throwsMade() const { return throwsMade_; }
    // The throws the seat to play must (others) or may (leader) make: 1 in the charge.
    int throwLimit() const;
    // The leader's throws in the discharge (0 until he stands or uses all three).
    int leaderThrows() const { return leaderThrows_; }
    const DiceCounts& dice() const { return dice_; }
    const DiceCounts& kept() const { return kept_; }
    bool awaitingThrow() const { return awaitingThrow_; }
    const std::vector<std::optional<DiceCounts>>& hands() const { return hands_; }
    PlayoffFor playoffFor() const { return playoffFor_; }
    const std::vector<PlayerId>& playoffSeats() const { return playoff_; }
    const std::vector<std::optional<DiceCounts>>& playoffThrows() const { return playoffThrows_; }
    const std::optional<RoundResult>& lastRound() const { return lastRound_; }
    int roundsPlayed() const { return roundsPlayed_; }
    // The seats that won (no tokens), in the order they left; empty until someone leaves.
    std::vector<PlayerId> winners() const;
    // The player who ended up with all the tokens, once the game is over that way.
    std::optional<PlayerId> loser() const;

    std::vector<Move421> legalMoves421() const;
    bool isLegal(const Move421& move) const;

  private:
    void applyThrow(const DiceCounts& faces);
    void startTurn(PlayerId seat);
    void endTurn();
    void resolveRound();
    void decideWorst();
    void startPlayoff(PlayoffFor kind, std::vector<PlayerId> seats);
    void pay();
    void startRound(PlayerId first);
    int diceToThrow() const;

    const Game* game_;
    Rules421 rules_;
    std::vector<int> tokens_;
    std::vector<int> exitOrder_;  // -1 while in the game; equal values left together
    int exits_ = 0;
    int pot_ = kTokens;
    Stage stage_ = Stage::Charge;
    std::vector<PlayerId> order_;
    std::size_t turn_ = 0;
    PlayerId seat_ = 0;
    int throwsMade_ = 0;
    int leaderThrows_ = 0;
    DiceCounts dice_{};
    DiceCounts kept_{};
    bool awaitingThrow_ = true;
    std::vector<std::optional<DiceCounts>> hands_;
    PlayoffFor playoffFor_ = PlayoffFor::None;
    std::vector<PlayerId> playoff_;
    std::size_t playoffIndex_ = 0;
    std::vector<std::optional<DiceCounts>> playoffThrows_;
    PlayerId best_ = -1;
    PlayerId worst_ = -1;
    std::optional<RoundResult> lastRound_;
    int roundsPlayed_ = 0;
};

}  // namespace lt::dice421
