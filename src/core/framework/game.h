// A game: what it is (info, options, levels) and how to start it.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "framework/options.h"
#include "framework/rng.h"
#include "framework/types.h"

namespace lt {

class Agent;
class State;
class View;

enum class Family { Board, Dice, Cards, Flags, Kids };
std::string_view familyName(Family family);  // "board", "dice", ...

struct GameInfo {
    std::string id;         // stable, lower-case: "ludo", "morris", "crazy-eights"
    std::string name;       // English; the shell translates it
    std::string localName;  // the rulebook's own name, e.g. "Non t'arrabbiare"
    Family family = Family::Board;
    int minPlayers = 2;
    int maxPlayers = 2;
    bool chance = false;              // dice or shuffled cards
    bool hiddenInformation = false;   // private hands: hand-over screens between humans
    bool realTime = false;            // out-of-turn claims (State::claimMoves)
    std::vector<OptionSpec> options;  // house rules and variants, rulebook defaults
};

// A computer level as the new-game dialog lists it.
struct LevelInfo {
    std::string id;     // "easy", "medium", "hard", or game-specific ("elo1200")
    std::string label;  // English; the shell translates it
};

// A real-time claim a computer intends to make, after a reaction time.
struct PlannedClaim {
    Move move;
    int delayMs;
};

class Game {
  public:
    virtual ~Game() = default;

    virtual const GameInfo& info() const = 0;
    // Throws InputError when the options or the number of players are not allowed.
    virtual std::unique_ptr<State> newInitialState(const Options& options,
                                                   int numPlayers) const = 0;

    // Easy / Medium / Hard unless the game has its own scale (chess Elo levels).
    virtual std::vector<LevelInfo> levels() const;
    // The computer player of a level. The default is the generic information-set MCTS,
    // sized by level; games with a dedicated engine override it.
    virtual std::unique_ptr<Agent> makeAgent(std::string_view level) const;
    // Whether a computer at `level` makes one of its claims now, and after how long.
    virtual std::optional<PlannedClaim> planClaim(const View& view, std::string_view level,
                                                  Rng& rng) const;
    // A claim that needs thought (a chess computer weighing a draw offer, or whether to offer
    // one after its move): an agent the shell runs on a worker thread, like a move, whose
    // chooseMove() returns one of the viewer's claimMoves(), or anything else for "no claim".
    // nullptr when the computer at `level` has nothing to weigh in `view`; must be cheap.
    // Asked, like planClaim(), after every change of a game with claims (GameInfo::realTime).
    virtual std::unique_ptr<Agent> makeClaimAgent(const View& view, std::string_view level) const;
};

}  // namespace lt
