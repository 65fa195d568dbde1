// A game of Recto Verso: the public table plus where every card lies and which side faces
// whom. A hand card's side is its front (the side its owner sees; everybody else sees the
// other one); a middle card's side is the one face up. Each player's memory is part of the
// state: a player who has seen both sides of a card knows it wherever it goes (until the
// cards are shuffled for the next round), which is what his View may use.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "framework/state.h"
#include "games/recto_verso/cards.h"
#include "games/recto_verso/table.h"

namespace lt::recto_verso {

class RectoVersoGame;

// Per seat, per card: bit 1 side A seen, bit 2 side B seen.
using Memory = std::vector<std::array<std::uint8_t, kCards>>;

class RectoVersoState final : public State {
  public:
    RectoVersoState(const RectoVersoGame& game, Table table, std::vector<std::vector<Placed>> hands,
                    std::vector<Placed> middle, Memory memory);
    // A new game: the deal to come.
    static RectoVersoState initial(const RectoVersoGame& game, int numPlayers);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override;
    int numPlayers() const override { return table_.numPlayers; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    // A dealt card hides one side from everybody, or its front from the other players.
    bool isPublicChance(Move /*outcome*/) const override { return false; }
    void apply(Move move) override;
    // "play 3", "flip middle 5", "flip hand 2 card 3", "steal hand 2 card 3 (turned)",
    // "take 4" (hands, cards and seats counted from 1); chance "deal 12a" (card 12, side A
    // towards its owner or face up).
    std::string moveToString(Move move) const override;
    // Reads the notation directly (the default writes every legal move and outcome to compare).
    std::optional<Move> parseMove(std::string_view text,
                                  std::optional<PlayerId> claimant = {}) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    std::vector<int> scores() const override { return table_.scores; }
    std::unique_ptr<View> viewFor(PlayerId player) const override;

    const Table& table() const { return table_; }
    const std::vector<Placed>& hand(PlayerId player) const { return hands_.at(player); }
    const std::vector<Placed>& middle() const { return middle_; }
    std::vector<Face> fronts(PlayerId player) const;
    // Whether `player` has seen both sides of `card` in this round.
    bool knows(PlayerId player, CardId card) const { return memory_.at(player)[card] == 3; }
    bool dealt(CardId card) const;
    // Bit c: card c is in a hand or in the middle.
    std::uint64_t dealtCards() const;

  private:
    void applyDeal(Placed placed);
    void applyTurnMove(Move move);
    void play(int handIndex);
    void endTurn();
    void endRound();
    // Refreshes the public counts and what each player has now seen.
    void settle();

    const RectoVersoGame* game_;
    Table table_;
    std::vector<std::vector<Placed>> hands_;
    std::vector<Placed> middle_;
    Memory memory_;
};

}  // namespace lt::recto_verso
