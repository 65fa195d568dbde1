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
// Every answer carries its input time stamp. The first answer opens a short judging moment
// (a chance step): answers stamped within 30 ms of the first are simultaneous (digest §5.2).
// Among simultaneous right names the speaker whose own country comes first in alphabetical
// order of the names shown wins (Y7); every simultaneous wrong name still pays its penalty,
// since Y5's "said afterwards" does not cover it; answers stamped later win nothing.
// Every answer carries its input time stamp. The first answer opens a short judging moment
// (a chance step): answers stamped within 30 ms of the first are simultaneous (digest §5.2).
// Among simultaneous right names the speaker whose own country comes first in alphabetical
// order of the names shown wins (Y7); every simultaneous wrong name still pays its penalty,
// since Y5's "said afterwards" does not cover it; answers stamped later win nothing.
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
#include "games/flags_urla/moves.h"

namespace lt::flags_urla {

enum class Phase { Deal, Look, Judge, TieBreak, Over };

inline constexpr int kTieRollLimit = 10;
// Answers stamped within this of the first answer count as simultaneous (digest §5.2).
inline constexpr int kSimultaneousMs = 30;

// One answer of a race: who, which country (-1: nothing in time), when (ms after the deal).
struct Answer {
    PlayerId player = -1;
    int card = -1;
    int stampMs = 0;
};

struct Event {
    enum class Kind {
        None,
        Dealt,      // `card` dealt to `player`
        RightName,  // `player` named `card` rightly: took `moved` cards from `other`
        Answered,   // `player` answered `card`; judged with any simultaneous answer
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
    // RightName, WrongName: the other answers judged at the same moment: right ones that
    // lost the tie-break (Y7), and wrong ones with the cards each gave away.
    std::vector<PlayerId> outnamed;
    std::vector<std::pair<PlayerId, int>> alsoWrong;
};

class UrlaState final : public State {
  public:
    // `alphabetRank`: per card, its place in alphabetical order of the names players see.
    UrlaState(const Game& game, std::shared_ptr<const std::vector<flags::Card>> cards,
              std::shared_ptr<const std::vector<int>> alphabetRank, int numPlayers,
              bool typedAnswers = false);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return numPlayers_; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    void apply(Move move) override;
    // Every answer a player may give, stamped 0 (the stamp a real answer carries is free).
    std::vector<Move> claimMoves(PlayerId player) const override;
    // An answer of a player who has not answered in this look; while judging, only one
    // stamped no later than 30 ms after the first answer.
    bool isLegalClaim(PlayerId player, Move move) const override;
    void applyClaim(PlayerId player, Move move) override;
    // During a look: the card landing, then 2.5 s to look, or 5 s when a race is on (10 s
    // with typed names; reactions.h); the match holds the dealer's "next" until then.
    // While judging: 100 ms,
    // the 30 ms of simultaneity and time for inputs the computer delivers late.
    int claimWindowMs() const override;
    std::string moveToString(Move move) const override;
    // Reads answers with their stamps ("say tr @2140", "say nothing @5000").
    std::optional<Move> parseMove(std::string_view text,
                                  std::optional<PlayerId> claimant = {}) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    std::vector<int> scores() const override;

    Phase phase() const { return phase_; }
    // Humans type the names instead of choosing among four (the option "answers").
    bool typedAnswers() const { return typedAnswers_; }
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
    // Whether a race is on (a look, or the judging of its answers).
    bool raceOn() const { return (phase_ == Phase::Look || phase_ == Phase::Judge) && race_; }
    // The answers given in this look, waiting to be judged.
    const std::vector<Answer>& answers() const { return answers_; }
    // Whether `player` answered in this look already.
    bool hasAnswered(PlayerId player) const;
    // The place of card `card`'s name in alphabetical order (0 first).
    int alphabetRank(int card) const { return alphabetRank_->at(card); }
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
    void judge();
    void penalise(PlayerId player, Event& event);
    void finish();

    const Game* game_;
    std::shared_ptr<const std::vector<flags::Card>> cards_;
    std::shared_ptr<const std::vector<int>> alphabetRank_;
    int numPlayers_;
    bool typedAnswers_;
    Phase phase_ = Phase::Deal;
    std::vector<bool> used_;  // per box index: dealt already
    std::vector<std::vector<int>> piles_;
    int dealt_ = 0;
    int lastCard_ = -1;
    PlayerId receiver_ = -1;
    bool race_ = false;
    std::vector<Answer> answers_;
    std::vector<PlayerId> tied_;
    int tieRolls_ = 0;
    std::optional<std::pair<flags::Symbol, flags::Symbol>> tieDice_;
    PlayerId winner_ = -1;
    Event event_;
};

}  // namespace lt::flags_urla
