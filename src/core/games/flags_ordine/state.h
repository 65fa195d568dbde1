// A game of "Metti in ordine!" (Flaggy, game 2). Races follow one another: the race starter
// lays a first card, then each player still in the race takes the top card of the deck and,
// knowing only its flag, puts it in the row; a wrong place puts him out unless the red die
// shows the card's continent or World. The last one left wins the race and a card; three
// cards win the game. Everything is public (the card values are printed data), so the view is
// the whole state; drawing from the deck and the red die are chance moves.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "framework/state.h"
#include "games/flags/cards.h"

namespace lt::flags_ordine {

using flags::Card;
using flags::Continent;

enum class Order { Area, Population };

enum class Phase {
    Opening,  // chance: the race starter lays the top card as the row's first (M-A2)
    Drawing,  // chance: the player to move takes the top card
    Placing,  // the player chooses the gap
    Rescue,   // chance: he rolls the red die after a wrong place (M4)
    Over,
};

// The red die: the five continents, then World.
inline constexpr int kRedFaces = 6;
inline constexpr int kWorldFace = 5;

// What happened to the last card placed, for the board and the move list.
struct Check {
    PlayerId player = -1;
    int card = -1;
    int gap = -1;       // where he put it
    int rightGap = -1;  // where it belongs (its index in the row afterwards)
    bool right = false;
    int dieFace = -1;    // the red die, after a wrong place
    bool saved = false;  // the die showed its continent or World
    bool operator==(const Check&) const = default;
};

struct OrdineSetup {
    Order order = Order::Area;
    int cardsToWin = 3;
};

enum class MoveKind { Place = 1, Card = 2, Die = 3 };
inline MoveKind kindOf(Move move) {
    return static_cast<MoveKind>((move >> 16) & 0xf);
}
inline Move placeMove(int gap) {
    return (Move{1} << 16) | static_cast<Move>(gap);
}
inline Move cardMove(int card) {
    return (Move{2} << 16) | static_cast<Move>(card);
}
inline Move dieMove(int face) {
    return (Move{3} << 16) | static_cast<Move>(face);
}
inline int moveValue(Move move) {
    return static_cast<int>(move & 0xffff);
}

class OrdineState final : public State {
  public:
    OrdineState(const Game& game, std::shared_ptr<const std::vector<Card>> cards, OrdineSetup setup,
                int numPlayers);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return numPlayers_; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    // The red die is the player's own roll.
    std::optional<PlayerId> roller() const override;
    void apply(Move move) override;
    std::string moveToString(Move move) const override;
    std::string toString() const override;
    // Most cards won first.
    std::vector<int> ranking() const override;
    std::vector<int> scores() const override;

    const OrdineSetup& setup() const { return setup_; }
    const std::vector<Card>& cards() const { return *cards_; }
    const Card& card(int index) const { return cards_->at(index); }
    // The number the row is ordered by: area in km² or population.
    std::int64_t value(int card) const;
    Phase phase() const { return phase_; }
    PlayerId turn() const { return turn_; }
    const std::vector<int>& row() const { return row_; }
    const std::vector<int>& deck() const { return deck_; }
    const std::vector<int>& used() const { return used_; }
    const std::vector<int>& won(PlayerId player) const { return won_.at(player); }
    bool inRace(PlayerId player) const { return inRace_.at(player); }
    int playersInRace() const;
    // The card being placed (Placing) or just placed wrongly (Rescue).
    std::optional<int> drawn() const { return drawn_; }
    const std::optional<Check>& lastCheck() const { return lastCheck_; }
    PlayerId raceStarter() const { return starter_; }
    int raceNumber() const { return race_; }
    // The gap where a card belongs in the current row (0 = left end).
    int rightGap(int card) const;
    // The winner of the race just finished and the card he took (shown until the next race).
    PlayerId lastRaceWinner() const { return lastRaceWinner_; }

    // Tests: a race in progress with this row, these players still in it, `turn` to place
    // `drawn`; the deck holds every other card not won.
    void arrangeRace(std::vector<int> row, std::vector<bool> inRace, PlayerId turn, int drawn);
    // Tests: the cards each player has won.
    void setWon(std::vector<std::vector<int>> won);

  private:
    PlayerId nextInRace(PlayerId from) const;
    void startRace(PlayerId starter);
    void refillDeck();
    void afterPlacement();

    const Game* game_;
    std::shared_ptr<const std::vector<Card>> cards_;
    OrdineSetup setup_;
    int numPlayers_;
    Phase phase_ = Phase::Opening;
    PlayerId turn_ = 0;
    PlayerId starter_ = 0;
    int race_ = 1;
    std::vector<int> deck_;  // sorted: a set, its order is drawn card by card
    std::vector<int> used_;
    std::vector<int> row_;
    std::vector<std::vector<int>> won_;
    std::vector<bool> inRace_;
    std::optional<int> drawn_;
    std::optional<Check> lastCheck_;
    PlayerId lastRaceWinner_ = -1;
};

}  // namespace lt::flags_ordine
