// A game of dice poker in progress: the tokens, the pot, the round's stake and throws, each
// player's hand this round, and the play-off of a complete tie. The public accessors are what
// a board needs to draw the game.
#pragma once

#include <optional>
#include <vector>

#include "framework/state.h"
#include "games/dice_poker/dice.h"
#include "games/dice_poker/move.h"

namespace lt::dicepoker {

struct PokerRules {
    int startingTokens = 10;
    int maxThrows = 3;  // the starter's limit: 3 in four languages of five, 4 in the Italian
};

enum class Phase {
    Stake,     // the starter sets the stake
    Throwing,  // each player in turn throws up to the limit
    Playoff,   // the tied best hands throw once each, until one is best (S2)
    Over,
};

// How the last finished round ended, for the board and the move descriptions.
struct RoundResult {
    PlayerId winner = -1;
    int potWon = 0;
    std::vector<std::optional<DiceCounts>> hands;  // each seat's final hand
    bool afterPlayoff = false;
    std::vector<std::optional<DiceCounts>> playoffThrows;  // the deciding play-off throws
};

class PokerState final : public State {
  public:
    PokerState(const Game& game, PokerRules rules, int numPlayers);

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

    const PokerRules& rules() const { return rules_; }
    Phase phase() const { return phase_; }
    int tokens(PlayerId seat) const { return tokens_.at(seat); }
    int pot() const { return pot_; }
    int stake() const { return stake_; }
    PlayerId starter() const { return starter_; }
    // The seat throwing now (or about to), or setting the stake.
    PlayerId seatToPlay() const { return seat_; }
    // Throws made by the seat to play this turn, and how many it may make.
    int throwsMade() const { return throwsMade_; }
    int throwLimit() const;
    // The starter's number of throws, which limits the others (0 until the starter is done).
    int starterThrows() const { return starterThrows_; }
    // The seat to play's dice: those kept and, once thrown, the rest.
    const DiceCounts& dice() const { return dice_; }
    // Dice kept for the throw about to be made (the others are thrown again).
    const DiceCounts& kept() const { return kept_; }
    bool awaitingThrow() const { return awaitingThrow_; }
    // Final hands of this round (seats that have not played yet have none).
    const std::vector<std::optional<DiceCounts>>& hands() const { return hands_; }
    // The play-off: the tied seats and the throws each made in the current play-off round.
    const std::vector<PlayerId>& playoffSeats() const { return playoff_; }
    const std::vector<std::optional<DiceCounts>>& playoffThrows() const { return playoffThrows_; }
    // The best hand of the round so far, among the seats that have played.
    std::optional<DiceCounts> bestHand() const;
    const std::optional<RoundResult>& lastRound() const { return lastRound_; }
    int roundsPlayed() const { return roundsPlayed_; }
    // Seats yet to play this round after the seat to play.
    int seatsStillToPlay() const;

    std::vector<PokerMove> legalPokerMoves() const;
    bool isLegal(const PokerMove& move) const;

  private:
    void applyStake(int stake);
    void applyThrow(const DiceCounts& faces);
    void endTurn();
    void resolve(const std::vector<PlayerId>& contenders,
                 const std::vector<std::optional<DiceCounts>>& hands);
    void award(PlayerId winner);
    void startTurn(PlayerId seat);

    const Game* game_;
    PokerRules rules_;
    std::vector<int> tokens_;
    int pot_ = 0;
    int stake_ = 0;
    Phase phase_ = Phase::Stake;
    PlayerId starter_ = 0;  // S5: the youngest, seated first
    PlayerId seat_ = 0;
    int throwsMade_ = 0;
    int starterThrows_ = 0;
    DiceCounts dice_{};
    DiceCounts kept_{};
    bool awaitingThrow_ = false;
    std::vector<std::optional<DiceCounts>> hands_;
    std::vector<PlayerId> playoff_;
    std::size_t playoffIndex_ = 0;
    std::vector<std::optional<DiceCounts>> playoffThrows_;
    std::optional<RoundResult> lastRound_;
    bool lastPlayoff_ = false;
    int roundsPlayed_ = 0;
};

}  // namespace lt::dicepoker
