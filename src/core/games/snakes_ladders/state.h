// A game of Snakes and Ladders in progress. There is no decision: every node is the roll of
// the seat to play (a chance node whose roller() is that seat); the walk, the bounce back
// from 100, the climb and the slide follow by themselves. Each roll leaves a TurnReport so
// the board can show it step by step without deciding any rule.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "framework/state.h"
#include "games/snakes_ladders/board.h"

namespace lt::snakes {

inline constexpr int kMaxSeats = 4;

// What a roll that would pass 100 does.
enum class Overshoot {
    Bounce,  // count up to 100 and back by the excess (the rulebook)
    Stay,    // house rule: the pawn does not move
    Finish,  // house rule: any roll reaching 100 or beyond wins
};

struct Rules {
    Overshoot overshoot = Overshoot::Bounce;
    bool sixRollsAgain = false;  // house rule; the rulebook gives no extra roll (S5)
    bool playOnForPlaces = false;
    bool operator==(const Rules&) const = default;
};

struct Leg {
    enum class Kind { Walk, Ladder, Snake };
    Kind kind = Kind::Walk;
    // Walk: every square stood on, the start first (97 98 99 100 99 98 for a bounce).
    // Ladder and snake: the square left and the square reached.
    std::vector<int> squares;
    bool operator==(const Leg&) const = default;
};

struct TurnReport {
    PlayerId mover = -1;  // -1: no roll yet
    int roll = 0;
    int start = 0;
    int end = 0;
    std::vector<Leg> legs;  // empty when the pawn could not move (Overshoot::Stay)
    bool bounced = false;
    bool won = false;
    bool rollsAgain = false;  // a 6 with the house rule on
};

// A position to start from (tests). Validated by SnakesState::fromSetup.
struct SnakesSetup {
    int numPlayers = 2;
    std::vector<int> squares;  // empty: everyone on square 0
    PlayerId turn = 0;
};

class SnakesState final : public State {
  public:
    SnakesState(const Game& game, Rules rules, int numPlayers);
    // Throws InputError for an impossible setup (a pawn on a snake's head or a ladder's foot,
    // on 100 without playing on, the seat to play already finished...).
    static std::unique_ptr<SnakesState> fromSetup(const Game& game, Rules rules,
                                                  const SnakesSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<SnakesState>(*this); }
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return static_cast<int>(squares_.size()); }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override { return {}; }
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    std::optional<PlayerId> roller() const override;
    void apply(Move move) override;
    std::string moveToString(Move move) const override;  // "roll 4"
    std::string toString() const override;
    std::vector<int> ranking() const override;
    // The square each pawn stands on.
    std::vector<int> scores() const override { return squares_; }

    const Rules& rules() const { return rules_; }
    PlayerId turn() const { return turn_; }
    bool over() const { return over_; }
    int square(PlayerId seat) const { return squares_[seat]; }
    bool finished(PlayerId seat) const;
    const std::vector<PlayerId>& finishOrder() const { return finishOrder_; }
    const TurnReport& lastTurn() const { return lastTurn_; }

    static Move rollMove(int value) { return static_cast<Move>(value); }

  private:
    void finish(PlayerId seat);
    void passTurn();

    const Game* game_;
    Rules rules_;
    std::vector<int> squares_;
    PlayerId turn_ = 0;
    std::vector<PlayerId> finishOrder_;
    bool over_ = false;
    TurnReport lastTurn_;
};

}  // namespace lt::snakes
