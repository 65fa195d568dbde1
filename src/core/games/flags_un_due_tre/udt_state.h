// A game of "Un due tre" (Flaggy, game 3): the public table plus the hidden cards (every hand
// and the stock). Dealing, the opening roll, each throw and each card drawn are chance moves;
// the stock is a set whose order is never needed.
#pragma once

#include <memory>
#include <vector>

#include "framework/state.h"
#include "udt_table.h"

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

class UdtState final : public State {
  public:
    UdtState(const Game& game, std::shared_ptr<const std::vector<Card>> cards, int numPlayers,
             bool shortGame);
    UdtState(const Game& game, std::shared_ptr<const std::vector<Card>> cards, Table table,
             std::vector<std::vector<int>> hands, std::vector<int> stock);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return table_.numPlayers; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    // The dice are thrown on the table; only the cards dealt and drawn are private.
    bool isPublicChance(Move outcome) const override {
        return kindOf(outcome) == MoveKind::Roll || kindOf(outcome) == MoveKind::StartRoll;
    }
    void apply(Move move) override;
    std::string moveToString(Move move) const override;
    std::string toString() const override;
    // U6: whoever got rid of his cards; the others by the fewest cards in hand.
    std::vector<int> ranking() const override;
    std::vector<int> scores() const override { return table_.handCounts; }
    std::unique_ptr<View> viewFor(PlayerId player) const override;

    const Table& table() const { return table_; }
    const std::vector<Card>& cards() const { return *cards_; }
    const Card& card(int index) const { return cards_->at(index); }
    const std::vector<int>& hand(PlayerId player) const { return hands_.at(player); }
    const std::vector<int>& stock() const { return stock_; }
    std::optional<int> cardIndex(std::string_view code) const;
    // Discards still possible this turn (a maximum matching of the hand onto free discardSlots).
    int discardsStillPossible() const;

  private:
    void applyChance(Move move);
    void endDiscarding();
    void nextTurn();
    // What follows with no choice: nothing left to discard ends the discarding, draws come
    // from a reshuffled discard pile when the stock is empty (U5), or stop when both are (U-A7).
    void settle();

    const Game* game_;
    std::shared_ptr<const std::vector<Card>> cards_;
    Table table_;
    std::vector<std::vector<int>> hands_;
    std::vector<int> stock_;
};

// U-A1: 11 cards each, fewer when more than four play.
int handSizeFor(int numPlayers);

}  // namespace lt::flags_un_due_tre
