// Urla! on one PC. The dealer (seat 1, the youngest) deals the 48 shuffled cards face up, one
// per player in turn starting on his left (one chance step per card); each new card covers the
// player's previous one. After every card the players look: the dealer's turn move "next"
// ends the look (his clock: a short pause, or 5 s when a race is on, Y-A5). During the look
// anybody may claim a country's name (buzzer + one of four names on screen):
// - when the new card shares a symbol with another player's top card (Y2, symbols only), the
//   receiver must name a matching player's country and each matching player the new card's;
//   the first right name takes 2 cards from the other player (Y4);
// - any other name, or a name said when no race is on, is wrong: the speaker gives one card
//   to each other player clockwise (Y5). Either ends the race.
// Cards given or taken come from the top of the giver's pile and go to the bottom of the
// receiver's (Y-A2), so no new race starts from them (Y6). When every card is dealt, the most
// cards wins; a tie is broken by rolling the blue dice (Y8, Y-A7).
// Everything is public (every card was seen when dealt), so the default full view is exact.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "framework/state.h"
#include "games/flags/cards.h"
#include "moves.h"

namespace lt::flags_urla {

enum class Phase { Deal, Look, TieBreak, Over };

inline constexpr int kTieRollLimit = 10;

struct Event {
    enum class Kind {
        None,
        Dealt,      // `card` dealt to `player`
        RightName,  // `player` named `card` rightly: took `moved` cards from `other`
        WrongName,  // `player` named `card` (-1: nothing in time): gave `moved` cards away
        Next,       // the look is over (a race nobody answered lapses)
        TieRoll,    // the blue dice identified `card`; `player` holds it and wins, or -1
    };
    Kind kind = Kind::None;
    PlayerId player = -1;
    int card = -1;
    PlayerId other = -1;
    int moved = 0;
    bool race = false;  // Dealt, Next: a race was on
};

class UrlaState final : public State {
  public:
    UrlaState(const Game& game, std::shared_ptr<const std::vector<flags::Card>> cards,
              int numPlayers);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return numPlayers_; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    void apply(Move move) override;
    std::vector<Move> claimMoves(PlayerId player) const override;
    void applyClaim(PlayerId player, Move move) override;
    // During a look: the card landing, then 2.5 s to look, or 5 s when a race is on
    // (reactions.h); the match holds the dealer's "next" until then.
    int claimWindowMs() const override;
    std::string moveToString(Move move) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    std::vector<int> scores() const override;

    Phase phase() const { return phase_; }
    const std::vector<flags::Card>& cards() const { return *cards_; }
    const flags::Card& card(int index) const { return cards_->at(index); }
    PlayerId dealer() const { return 0; }
    // Each player's pile, bottom first: the last card is his country, face up.
    const std::vector<std::vector<int>>& piles() const { return piles_; }
    // A player's top card, or -1.
    int top(PlayerId player) const;
    int dealtCount() const { return dealt_; }
    // Who receives the next card.
    PlayerId nextReceiver() const { return (1 + dealt_) % numPlayers_; }
    // The last card dealt and who received it (-1 before the first).
    int lastCard() const { return lastCard_; }
    PlayerId receiver() const { return receiver_; }
    // Whether a race is on (Look phase only).
    bool raceOn() const { return phase_ == Phase::Look && race_; }
    // The other players whose top card shares a symbol with the card just dealt.
    std::vector<PlayerId> matchingPlayers() const;
    // Whether `card` said by `player` now is a right name (Y3).
    bool isRightName(PlayerId player, int card) const;
    // The four names offered to `player` in this look (card indices): for the receiver the
    // other players' countries (the matching ones first), else the new card's country and three
    // of the same continent; filled up with other cards, in an order fixed by the deal.
    std::array<int, 4> answerOptions(PlayerId player) const;
    // Tie-break (Y8): the players still tied, and the rolls made so far.
    const std::vector<PlayerId>& tied() const { return tied_; }
    int tieRolls() const { return tieRolls_; }
    // The last tie-break roll of the blue dice.
    const std::optional<std::pair<flags::Symbol, flags::Symbol>>& tieDice() const {
        return tieDice_;
    }
    // The winner, or -1 (game not over, or a shared win after the tie-break rolls).
    PlayerId winner() const { return winner_; }
    const Event& lastEvent() const { return event_; }

  private:
    bool shares(int a, int b) const;
    // Moves up to `count` cards from the top of `from` to the bottom of `to`; how many moved.
    int give(PlayerId from, PlayerId to, int count);
    void endLook();
    void finish();

    const Game* game_;
    std::shared_ptr<const std::vector<flags::Card>> cards_;
    int numPlayers_;
    Phase phase_ = Phase::Deal;
    std::vector<bool> used_;  // per box index: dealt already
    std::vector<std::vector<int>> piles_;
    int dealt_ = 0;
    int lastCard_ = -1;
    PlayerId receiver_ = -1;
    bool race_ = false;
    std::vector<PlayerId> tied_;
    int tieRolls_ = 0;
    std::optional<std::pair<flags::Symbol, flags::Symbol>> tieDice_;
    PlayerId winner_ = -1;
    Event event_;
};

}  // namespace lt::flags_urla
