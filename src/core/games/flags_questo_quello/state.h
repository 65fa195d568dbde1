// A game of "Questo e quello" (Flaggy, game 4): the public table plus the hidden cards (every
// hand and the stock). Dealing and drawing are chance moves over the stock, a set whose order
// is never needed; the opening roll of the blue dice is a chance move too.
#pragma once

#include <memory>
#include <vector>

#include "framework/state.h"
#include "games/flags/hands_state.h"
#include "games/flags_questo_quello/moves.h"
#include "games/flags_questo_quello/table.h"

namespace lt::flags_questo_quello {

class QqState final : public flags::HandsState<Table> {
  public:
    // A new game: nothing dealt yet. `cards`: the box, shared by every state of a game.
    QqState(const Game& game, std::shared_ptr<const std::vector<Card>> cards, int numPlayers);
    // A game at any point (views sample the hidden part with it).
    QqState(const Game& game, std::shared_ptr<const std::vector<Card>> cards, Table table,
            std::vector<std::vector<int>> hands, std::vector<int> stock);

    std::unique_ptr<State> clone() const override;
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    // The opening roll of the blue dice is seen by all; the cards dealt are private.
    bool isPublicChance(Move outcome) const override { return kindOf(outcome) == MoveKind::Roll; }
    std::string moveToString(Move move) const override;
    // The places (HandsState::ranking) are Q5's: whoever played his last card first; the
    // others (or everyone, in a blocked game, Q-A7) by the fewest cards in hand.
    std::unique_ptr<View> viewFor(PlayerId player) const override;

  private:
    void endTurn();
    // Whatever follows with no choice to make: a bonus with nothing to play lapses.
    void settle() override;
    bool hasPlay(PlayerId player) const;
    void applyChance(Move move) override;
    void applyPlayerMove(Move move) override;
    void applyPlay(int card, int cell);
};

// Q-A6: 9 cards each, fewer when more than five play, so that a few stay in the stock.
int handSizeFor(int numPlayers);

}  // namespace lt::flags_questo_quello
