// 421's computer players. The charge has no choices (one throw each); they matter in the
// discharge, where the best throw gives tokens away and the worst receives them.
//   Easy:   a casual habit: keep a 4, a 2 and a 1 towards 421 and throw the rest; as leader it
//           stops only on 421 or 111, so the others usually get all three throws.
//   Medium: throws for the tokens it gives if it finishes above the best throw shown so far,
//           and to stay above the worst; as leader it plays for its throw's worth times the
//           chance that one player with as many throws fails to beat it.
//   Hard:   exact expectimax over its own throws for the tokens it expects to shed: giving its
//           throw's value away when best (counted as all 21 when that empties its stock, since
//           leaving first wins), receiving when worst, the players still to throw each assumed
//           to aim at the highest throw with the count of throws they will get. As leader it so
//           also chooses that count.
#pragma once

#include <array>
#include <memory>
#include <mutex>

#include "framework/agent.h"
#include "games/dice_421/state.h"
#include "games/dice_common/keep_solver.h"

namespace lt::dice421::ai {

using dice::HandValues;
using dice::KeepSolver;
using dice::Stopping;

enum class Level { Easy, Medium, Hard };

// Shared by every agent of a game, built on first request; safe from several worker threads.
class PolicyTables {
  public:
    PolicyTables();
    const KeepSolver& solver() const { return solver_; }
    // above(n)[h]: the chance that a player making exactly n throws, aiming at the highest
    // throw, ends above hand h; below(n)[h] the chance he ends below it.
    const HandValues& above(int throws);
    const HandValues& below(int throws);

  private:
    void build();
    KeepSolver solver_;
    std::mutex mutex_;
    bool ready_ = false;
    std::array<HandValues, kMaxThrows + 1> above_;
    std::array<HandValues, kMaxThrows + 1> below_;
};

class Agent421 final : public Agent {
  public:
    Agent421(Level level, std::shared_ptr<PolicyTables> tables);
    std::string name() const override;
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;

    Move421 decide(const State421& state);

  private:
    Move421 habit(const State421& state) const;
    Move421 solveWithPayoff(const State421& state, const std::vector<HandValues>& payoff);
    // Hard: what ending the turn with each hand is worth when the others get `throws`.
    HandValues shedValue(const State421& state, int throws);

    Level level_;
    std::shared_ptr<PolicyTables> tables_;
};

}  // namespace lt::dice421::ai
