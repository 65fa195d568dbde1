// A game of the Goose in progress. The game has no decision at all: every node is the roll
// of the seat to play (a chance node whose roller() is that seat), and everything that
// follows (geese, bridge, inn, well, labyrinth, prison, skull, bounce, exchange, missed
// turns) happens by itself. Each roll leaves a TurnReport behind so the board can show it
// step by step without deciding any rule.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "framework/state.h"
#include "games/goose/board.h"
#include "games/goose/roll.h"

namespace lt::goose {

inline constexpr int kMaxSeats = 4;

struct Rules {
    // The rulebook's rule: a pawn on the well or the prison waits there until another pawn
    // arrives. The rulebook's "Variante": it misses two turns instead, like a double inn.
    bool wellAndPrisonHold = true;
    bool playOnForPlaces = false;  // after the winner, the others play on for places
    bool operator==(const Rules&) const = default;
};

// One stretch of a pawn's journey during a turn, in the order it happens.
struct Leg {
    enum class Kind {
        Walk,         // the dice total, square by square (with the bounce back from 63)
        GooseRepeat,  // landed on a goose: the same total again, square by square
        Bridge,       // 6 -> 12
        Labyrinth,    // 42 -> 30
        Skull,        // 58 -> 1
        FirstRoll,    // a first roll of 6+3 or 4+5: straight to 26 or 53
    };
    Kind kind = Kind::Walk;
    // Walks: every square stood on, the start first (60 61 62 63 62 61 for a bounce).
    // Jumps: the square left and the square reached.
    std::vector<int> squares;
    bool bounced() const;
    bool operator==(const Leg&) const = default;
};

// A pawn that stood where the mover stopped, sent to the square the mover started from.
struct Displacement {
    PlayerId seat = 0;
    int from = 0;
    int to = 0;
    bool freed = false;  // it was held on the well or the prison and is free again
    bool operator==(const Displacement&) const = default;
};

// A seat whose turn passed without a roll, after the mover's turn.
struct SkippedTurn {
    enum class Reason { Held, MissingTurn };
    PlayerId seat = 0;
    Reason reason = Reason::Held;
    bool operator==(const SkippedTurn&) const = default;
};

// Everything one roll did.
struct TurnReport {
    PlayerId mover = -1;  // -1: no roll yet
    Roll roll;
    bool firstRoll = false;
    int start = 0;
    int end = 0;
    std::vector<Leg> legs;
    bool won = false;     // reached 63 (the winner, or a place when playing on)
    bool held = false;    // now held on the well or the prison
    int turnsToMiss = 0;  // added by the inn (1) or the variant's well and prison (2)
    std::optional<Displacement> displaced;
    std::optional<PlayerId> released;  // freed by the deadlock rule (S7): all were held
    std::vector<SkippedTurn> skipped;
};

struct Pawn {
    int square = kStart;
    bool rolled = false;  // has made its first roll
    bool held = false;    // waits on the well or the prison
    int heldSince = 0;    // order of being held, for the deadlock rule
    int turnsToMiss = 0;
    bool operator==(const Pawn&) const = default;
};

// A position to start from (tests, puzzles). Validated by GooseState::fromSetup.
struct GooseSetup {
    int numPlayers = 2;
    std::vector<Pawn> pawns;  // empty: everyone on square 0, no roll yet
    PlayerId turn = 0;
};

class GooseState final : public State {
  public:
    GooseState(const Game& game, Rules rules, int numPlayers);
    // Throws InputError for an impossible setup (two pawns on a square other than 0 and 63,
    // a held pawn off the well and prison, a seat to play that cannot roll...).
    static std::unique_ptr<GooseState> fromSetup(const Game& game, Rules rules,
                                                 const GooseSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<GooseState>(*this); }
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return static_cast<int>(pawns_.size()); }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override { return {}; }
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    std::optional<PlayerId> roller() const override;
    void apply(Move move) override;
    std::string moveToString(Move move) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    // The square each pawn stands on.
    std::vector<int> scores() const override;

    const Rules& rules() const { return rules_; }
    PlayerId turn() const { return turn_; }
    bool over() const { return over_; }
    const Pawn& pawn(PlayerId seat) const { return pawns_[seat]; }
    bool finished(PlayerId seat) const;
    const std::vector<PlayerId>& finishOrder() const { return finishOrder_; }
    // What the last roll did (mover -1 before the first roll).
    const TurnReport& lastTurn() const { return lastTurn_; }

  private:
    void play(Roll roll);
    std::optional<PlayerId> occupant(int square, PlayerId except) const;
    void finish(PlayerId seat);
    void passTurn();

    const Game* game_;
    Rules rules_;
    std::vector<Pawn> pawns_;
    PlayerId turn_ = 0;
    std::vector<PlayerId> finishOrder_;
    bool over_ = false;
    int heldCount_ = 0;
    TurnReport lastTurn_;
};

}  // namespace lt::goose
