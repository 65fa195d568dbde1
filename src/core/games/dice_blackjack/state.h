// A game of Dice Black Jack in progress: each player's tokens, the pot, and the round under
// way (who has stood on what, who went bust, the running score of the player throwing). The
// public accessors are what a board needs to draw the game.
//
// Choices where the rulebook is silent (see rules/en/dice-blackjack.md): a bust ends the turn
// at once (S1); if nobody stands or the best score is tied, nothing is paid and the pot stays
// (S2); a player who must pay with no token left pays nothing and leaves the game at the end
// of the round, unless that would leave nobody, in which case everybody plays on for the pot
// (S3); seat 0 starts the first round and the start moves one seat clockwise each round (S5).
#pragma once

#include <vector>

#include "framework/state.h"
#include "games/dice_blackjack/dice.h"
#include "games/dice_blackjack/move.h"

namespace lt::diceblackjack {

struct BlackjackRules {
    int startTokens = 5;  // per player
    int roundLimit = 0;   // 0: until one player holds every token; else the Swedish short game
};

// Where a seat stands in the round under way.
enum class Standing { Waiting, Playing, Stood, Bust, Out };

// What the last finished round did, for the board to show until the next round's first throw.
struct RoundResult {
    int number = 0;                    // 0: no round finished yet
    PlayerId winner = -1;              // -1: all bust or a tie for best (S2)
    std::vector<int> tiedBest;         // the seats tied for best, when that was the outcome
    int best = 0;                      // the best score standing (0: everybody went bust)
    int potTaken = 0;                  // the pot the winner collected
    std::vector<int> paid;             // tokens each seat paid the winner (0 or 1)
    std::vector<PlayerId> eliminated;  // seats that left the game at the end of it
    std::vector<Standing> standings;   // how each seat ended the round (Stood, Bust or Out)
    std::vector<int> scores;           // and on what score (0 for seats out of the game)
};

class BlackjackState final : public State {
  public:
    BlackjackState(const Game& game, BlackjackRules rules, int numPlayers);

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

    const BlackjackRules& rules() const { return rules_; }
    int round() const { return round_; }
    int tokens(PlayerId seat) const { return tokens_.at(seat); }
    int pot() const { return pot_; }
    bool inGame(PlayerId seat) const { return standing_.at(seat) != Standing::Out; }
    int playersInGame() const;
    PlayerId starter() const { return starter_; }
    // The seat throwing now (the last player standing, once the game is won outright).
    PlayerId seatToPlay() const { return seat_; }
    Standing standing(PlayerId seat) const { return standing_.at(seat); }
    // The seat's score in the round under way: final once it stood or went bust.
    int roundScore(PlayerId seat) const { return roundScore_.at(seat); }
    // The throws of the turn under way (or of the turn that ended last), in order.
    const std::vector<DiceCounts>& turnThrows() const { return turnThrows_; }
    PlayerId lastThrower() const { return lastThrower_; }
    bool awaitingThrow() const { return awaitingThrow_; }
    int diceToThrow() const { return diceToThrow_; }
    // The best score standing in this round (0 if nobody has stood yet).
    int bestStanding() const;
    // Players still in the game who have not played in this round yet, after the one throwing.
    int playersStillToPlay() const;
    const RoundResult& lastRound() const { return lastRound_; }
    // Seats that left the game, by the round they left in (0 = still playing).
    int eliminatedInRound(PlayerId seat) const { return eliminatedInRound_.at(seat); }

    std::vector<BjMove> legalBjMoves() const;
    bool isLegal(const BjMove& move) const;

  private:
    void applyThrow(const DiceCounts& faces);
    void endTurn();
    void settleRound();
    void startRound(PlayerId starter);
    PlayerId nextInGame(PlayerId after) const;

    const Game* game_;
    BlackjackRules rules_;
    std::vector<int> tokens_;
    std::vector<Standing> standing_;
    std::vector<int> roundScore_;
    std::vector<int> eliminatedInRound_;
    int pot_ = 0;
    int round_ = 1;
    PlayerId starter_ = 0;
    PlayerId seat_ = 0;
    bool over_ = false;
    bool awaitingThrow_ = true;
    int diceToThrow_ = kMaxDice;
    std::vector<DiceCounts> turnThrows_;
    PlayerId lastThrower_ = -1;
    RoundResult lastRound_;
};

}  // namespace lt::diceblackjack
