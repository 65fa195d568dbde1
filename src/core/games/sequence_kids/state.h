// A game of Sequence for Kids: the public table plus the hidden cards (every hand and the
// draw pile). Each card dealt or drawn is a chance move whose outcome is uniform over the
// draw pile, a multiset (its order is never needed); a reshuffle (S9) is a set union.
#pragma once

#include <memory>
#include <vector>

#include "framework/state.h"
#include "games/sequence_kids/cards.h"
#include "games/sequence_kids/table.h"

namespace lt::sequence_kids {

class SequenceKidsGame;

class SequenceKidsState final : public State {
  public:
    SequenceKidsState(const SequenceKidsGame& game, Table table, std::vector<Cards> hands,
                      Cards drawPile);
    // A new game: every card still in the draw pile, the deal to come.
    static SequenceKidsState initial(const SequenceKidsGame& game, Table table);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override;
    int numPlayers() const override { return table_.numPlayers; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    // Cards come face down, unless the hands are open.
    bool hasPrivateInformation() const override;
    void apply(Move move) override;
    // "fox r2c2", "unicorn r4c4", "dragon r3c3", "dead lion", "pass"; chance "deal fox",
    // "draw fox".
    std::string moveToString(Move move) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    std::unique_ptr<View> viewFor(PlayerId player) const override;

    const Table& table() const { return table_; }
    const Cards& hand(PlayerId player) const { return hands_.at(player); }
    const Cards& drawPile() const { return drawPile_; }

  private:
    void applyChanceCard(Card card);
    void applyTurnMove(Move move);
    void startTurn(PlayerId player);
    void discard(Card card);
    // Reshuffles the discards when a card is due and the draw pile is empty (S9), and
    // refreshes the public counts.
    void settle();

    const SequenceKidsGame* game_;
    Table table_;
    std::vector<Cards> hands_;
    Cards drawPile_;
};

}  // namespace lt::sequence_kids
