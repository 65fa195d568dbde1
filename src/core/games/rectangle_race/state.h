// The rectangle race on one PC (rules digest §4-§6). A round: the dealer turns up a card drawn
// from the deck (chance, R1); everyone races at once (R2), each putting his pawn on a place of
// the boards by a real-time claim that carries its input time stamp, and a drop is final (A1);
// a place holds 2 pawns, 1 with 2 players, and refuses more (R3); the race closes when every
// pawn is down or 12 s after the card settled (A7: a pawn not down is wrong), and the reveal
// (chance) shows the one matching place (R4). Nobody on it: the card leaves the game; one
// player: he takes it; two: the earlier stamp takes it and the other takes a card from the
// deck (R5, A2). The game ends when the deck holds 1 card or none (R7); the most cards win,
// a tie is a shared win (A6). The deck's order is never in the state (each card is drawn when
// turned up), so everything in it is public and the default full view is exact.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "framework/state.h"
#include "games/rectangle_race/components.h"
#include "games/rectangle_race/moves.h"

namespace lt::rectangle_race {

enum class Phase { Deal, Race, Over };

// How long the card takes to appear before anyone can judge it, and how long the race lasts
// after that (A7).
inline constexpr int kSettleMs = 500;
inline constexpr int kRaceMs = 12000;
inline constexpr int kLastStampMs = kSettleMs + kRaceMs;

struct Drop {
    PlayerId player = -1;
    int place = -1;
    int stampMs = 0;
};

struct Event {
    enum class Kind { None, Dealt, Dropped, Revealed };
    Kind kind = Kind::None;
    int card = 0;          // the round's card
    PlayerId player = -1;  // Dropped: who
    int place = -1;        // Dropped: where; Revealed: the matching place
    // Revealed: the players on the matching place, earlier stamp first (R5, A2).
    std::vector<PlayerId> right;
    int deckCard = 0;  // Revealed: the card the second right player took, or 0
};

class RaceState final : public State {
  public:
    RaceState(const Game& game, int numPlayers);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return numPlayers_; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override { return {}; }
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    // The dealer (the first seat, who plays too: A5) turns up each card when everyone is
    // ready: a human dealer's card is a step of his, which is also where undo stops.
    std::optional<PlayerId> roller() const override;
    void apply(Move move) override;
    // The places `player` may drop on now, stamped with the latest stamp so far (a real drop
    // carries the time of its input).
    std::vector<Move> claimMoves(PlayerId player) const override;
    // A drop of a player whose pawn is not down, on a printed place with room (R3), stamped
    // no later than the race's end.
    bool isLegalClaim(PlayerId player, Move move) const override;
    void applyClaim(PlayerId player, Move move) override;
    // During a race: what is left of its 12.5 s after the latest drop; 0 once every pawn is
    // down, so the reveal comes at once.
    int claimWindowMs() const override;
    std::string moveToString(Move move) const override;
    // Reads drops with their stamps ("blue 4 @1830").
    std::optional<Move> parseMove(std::string_view text,
                                  std::optional<PlayerId> claimant = {}) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    std::vector<int> scores() const override { return won_; }

    Phase phase() const { return phase_; }
    // Pawns a place holds at most (R3): 2, or 1 with 2 players.
    int capacity() const { return numPlayers_ == 2 ? 1 : 2; }
    // The card of the race under way, or of the round just revealed (0 before the first).
    int card() const { return card_; }
    // Whether the round's card is turned over (its race is over).
    bool revealed() const { return phase_ != Phase::Race && card_ != 0; }
    // The cards still in the dealer's hand.
    const std::vector<int>& deck() const { return deck_; }
    // The pawns down in this round (kept after the reveal until the next card), in the order
    // they were put down.
    const std::vector<Drop>& drops() const { return drops_; }
    int pawnsOn(int place) const;
    bool hasDropped(PlayerId player) const;
    // The latest stamp of this round's drops (0 before the first).
    int latestStampMs() const;
    int rounds() const { return rounds_; }
    // Cards put back in the box (nobody right).
    int boxed() const { return boxed_; }
    // The cards turned up so far, in order (what makes each game's computers differ).
    const std::vector<int>& history() const { return history_; }
    const Event& lastEvent() const { return event_; }

  private:
    std::vector<PlayerId> rightPlayers() const;

    const Game* game_;
    int numPlayers_;
    Phase phase_ = Phase::Deal;
    std::vector<int> deck_;
    int card_ = 0;
    std::vector<Drop> drops_;
    std::vector<int> won_;
    std::vector<int> history_;
    int rounds_ = 0;
    int boxed_ = 0;
    Event event_;
};

}  // namespace lt::rectangle_race
