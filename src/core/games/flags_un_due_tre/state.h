// A game of "Un due tre" (Flaggy, game 3): the public table plus the hidden cards (every hand
// and the stock). Dealing, the opening roll, each throw and each card drawn are chance moves;
// the stock is a set whose order is never needed.
#pragma once

#include <memory>
#include <vector>

#include "framework/state.h"
#include "games/flags/hands_state.h"
#include "games/flags_un_due_tre/table.h"

namespace lt::flags_un_due_tre {

enum class MoveKind { Choose = 1, Discard = 2, Stop = 3, Roll = 4, Card = 5, StartRoll = 6 };

inline MoveKind kindOf(Move move) {
    return static_cast<MoveKind>((move >> 16) & 0xf);
}
Move diceMove(const DiceChoice& choice);
inline Move discardMove(int card, int slot) {
    return (Move{2} << 16) | (static_cast<Move>(card) << 8) | static_cast<Move>(slot);
}
inline Move stopMove() {
    return Move{3} << 16;
}
Move rollMove(const Throw& dice);
inline Move cardMove(int card) {
    return (Move{5} << 16) | static_cast<Move>(card);
}
Move startRollMove(flags::Symbol a, flags::Symbol b);
inline int moveCard(Move move) {
    return kindOf(move) == MoveKind::Card ? static_cast<int>(move & 0xff)
                                          : static_cast<int>((move >> 8) & 0xff);
}
inline int moveSlot(Move move) {
    return static_cast<int>(move & 0xff);
}
DiceChoice moveChoice(Move move);
Throw moveThrow(Move move);

class UdtState final : public flags::HandsState<Table> {
  public:
    UdtState(const Game& game, std::shared_ptr<const std::vector<Card>> cards, int numPlayers,
             bool shortGame);
    UdtState(const Game& game, std::shared_ptr<const std::vector<Card>> cards, Table table,
             std::vector<std::vector<int>> hands, std::vector<int> stock);

    std::unique_ptr<State> clone() const override;
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    // The dice are thrown on the table; only the cards dealt and drawn are private.
    bool isPublicChance(Move outcome) const override {
        return kindOf(outcome) == MoveKind::Roll || kindOf(outcome) == MoveKind::StartRoll;
    }
    std::string moveToString(Move move) const override;
    // The places (HandsState::ranking) are U6's: whoever got rid of his cards; the others by
    // the fewest cards in hand.
    std::unique_ptr<View> viewFor(PlayerId player) const override;
    // Discards still possible this turn (a maximum matching of the hand onto free discardSlots).
    int discardsStillPossible() const;

  private:
    void applyChance(Move move) override;
    void applyPlayerMove(Move move) override;
    void endDiscarding();
    void nextTurn();
    // What follows with no choice: nothing left to discard ends the discarding, draws come
    // from a reshuffled discard pile when the stock is empty (U5), or stop when both are (U-A7).
    void settle() override;
};

// U-A1: 11 cards each, fewer when more than four play.
int handSizeFor(int numPlayers);

}  // namespace lt::flags_un_due_tre
