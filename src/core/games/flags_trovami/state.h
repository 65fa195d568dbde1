// Trovami! on one PC. The 21 red cards are laid out at random in a 7 x 3 grid (one chance
// step per card), then the roller rolls the two blue dice (a chance step with a roller). The
// dice identify one red card (D4) and a race starts, played through real-time claims:
// - the card lies on the table: every player not locked out may touch a card; the right one
//   wins it (T2), a wrong one locks the player out for this roll (T-A2);
// - the card is gone: the first player to book names who has it (T3); right, he takes it;
//   wrong, he returns his most recent card to the table or owes one (T-A3, T-A6).
// The race's only turn move belongs to the roller: "nobody won it in time", roll again (T4);
// the claim window (claimWindowMs) makes the match hold it until the race's time is up.
// A player may also touch a card or book when that makes no sense (a card while the one rolled
// is gone, a booking while it lies there): a wrong card and a wrong name respectively.
// Everything is public (won cards were seen when won), so the default full view is exact.
// The rulebook has no end but the target. So that every game ends, it also stops after
// kQuietRolls rolls in a row in which no card changed hands (nobody is playing any more), and
// after the roll limit the players chose, if any; then the most cards win.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "framework/state.h"
#include "games/flags/cards.h"
#include "games/flags_trovami/moves.h"

namespace lt::flags_trovami {

enum class Phase { Layout, Roll, Race, Over };

// Rolls in a row with no card won, taken or returned that end the game.
inline constexpr int kQuietRolls = 20;

// Cards needed to win (T5): 6 with 2 players, 5 with 3 to 7, 4 with 8 or more.
int targetFor(int players);

// What the last move did, for boards and messages.
struct Event {
    enum class Kind {
        None,
        Laid,         // a card laid out on the table
        Rolled,       // the dice were rolled: a race starts
        Won,          // `player` touched the right card and won it
        WrongCard,    // `player` touched `card`, not the one rolled: locked out
        AllLocked,    // every player touched a wrong card: roll again
        Lapsed,       // nobody won the race in time: roll again
        BookedRight,  // `player` booked and named `holder` rightly: he takes (or keeps) `card`
        BookedWrong,  // `player` booked and named `named` (-1: nobody in time): penalty
    };
    Kind kind = Kind::None;
    PlayerId player = -1;
    int card = -1;           // box index
    PlayerId holder = -1;    // who had the card (BookedRight, BookedWrong)
    PlayerId named = -1;     // who was named (BookedWrong)
    int returnedCard = -1;   // the card given back to the table as a penalty or debt
    bool debtAdded = false;  // the penalty could not be paid: owed for later
};

class TrovamiState final : public State {
  public:
    // `cards`: the 48 cards of the box, shared by every state of a game.
    // `rollLimit`: the game stops after that many rolls; 0 for no limit.
    TrovamiState(const Game& game, std::shared_ptr<const std::vector<flags::Card>> cards,
                 int numPlayers, int target, int rollLimit = 0);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return numPlayers_; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    std::optional<PlayerId> roller() const override;
    void apply(Move move) override;
    std::vector<Move> claimMoves(PlayerId player) const override;
    void applyClaim(PlayerId player, Move move) override;
    // During a race: the dice settling, then 20 s to find a card on the table, or 4.5 s to
    // book one that is gone (reactions.h).
    int claimWindowMs() const override;
    std::string moveToString(Move move) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    std::vector<int> scores() const override;

    Phase phase() const { return phase_; }
    int target() const { return target_; }
    const std::vector<flags::Card>& cards() const { return *cards_; }
    const flags::Card& card(int index) const { return cards_->at(index); }
    // The 21 red cards (box indices), in box order.
    const std::vector<int>& redCards() const { return red_; }
    // The card in each grid slot (row by row), -1 where none lies now.
    const std::array<int, kTableSlots>& table() const { return table_; }
    // The slot a red card was laid in (and returns to); -1 before the layout reaches it.
    int homeSlot(int card) const;
    // Each player's won cards, bottom first (the last is the top of the face-down pile).
    const std::vector<std::vector<int>>& piles() const { return piles_; }
    // Cards each player owes the table (a wrong booking with an empty pile).
    const std::vector<int>& debts() const { return debts_; }
    // Who rolls next, or rolled the dice of the race under way.
    PlayerId rollerSeat() const { return roller_; }
    // The dice of the race under way or just finished.
    const std::optional<std::pair<flags::Symbol, flags::Symbol>>& dice() const { return dice_; }
    // The red card the dice identify (box index); -1 before the first roll.
    int wanted() const { return wanted_; }
    // The slot of the wanted card, or -1 when it is not on the table.
    int wantedSlot() const;
    // Who holds `card` in his pile, or -1.
    PlayerId holderOf(int card) const;
    bool lockedOut(PlayerId player) const { return locked_.at(player); }
    // Cards won by anybody since `card` reached its holder (what memory has to span).
    int winsSince(int card) const;
    int rolls() const { return rolls_; }
    int rollLimit() const { return rollLimit_; }
    // Rolls in a row so far in which no card changed hands.
    int quietRolls() const { return quietRolls_; }
    // The player who reached the target, or -1 (game not over, or stopped by the roll limit).
    PlayerId winner() const { return winner_; }
    const Event& lastEvent() const { return event_; }

  private:
    void gain(PlayerId player, int card, Event& event);
    void penalise(PlayerId player, Event& event);
    void endRace(PlayerId nextRoller);

    const Game* game_;
    std::shared_ptr<const std::vector<flags::Card>> cards_;
    std::vector<int> red_;
    int numPlayers_;
    int target_;
    Phase phase_ = Phase::Layout;
    int laid_ = 0;
    std::array<int, kTableSlots> table_{};
    std::vector<int> home_;   // per box index
    std::vector<int> wonAt_;  // per box index: wins_ when its holder got it
    std::vector<std::vector<int>> piles_;
    std::vector<int> debts_;
    std::vector<bool> locked_;
    PlayerId roller_ = 0;  // T-A1: the youngest player, seat 1, rolls first
    std::optional<std::pair<flags::Symbol, flags::Symbol>> dice_;
    int wanted_ = -1;
    int wins_ = 0;
    int rolls_ = 0;
    int rollLimit_ = 0;
    int quietRolls_ = 0;
    PlayerId winner_ = -1;
    Event event_;
};

}  // namespace lt::flags_trovami
