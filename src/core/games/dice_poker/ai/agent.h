// Dice poker's computer players.
//   Easy:   a casual player's habits: keep the pairs (only the higher of two pairs), the
//           highest die when there is none; as starter it chases a full house or better, so
//           the others get every throw; otherwise it stands as soon as it leads. Stakes at
//           random.
//   Medium: the others play the exact throws that maximise the chance of beating the best hand
//           so far; the starter keeps pairs and straight draws and stands once a player with
//           as many throws would more likely fail than manage to beat its hand. Stakes 2 when
//           ahead.
//   Hard:   exact expectimax over its own throws for the chance of winning the round: the
//           hand must beat the hands already shown and survive the players still to throw,
//           each assumed to play its best to beat it with the throws allowed. The starter so
//           also picks the number of throws the others get. Stakes 2 when its chance of
//           winning the round is above 1 in n.
#pragma once

#include <array>
#include <memory>
#include <mutex>

#include "framework/agent.h"
#include "games/dice_common/keep_solver.h"
#include "games/dice_poker/state.h"

namespace lt::dicepoker::ai {

using dice::HandValues;
using dice::KeepSolver;
using dice::Stopping;

enum class Level { Easy, Medium, Hard };

inline constexpr int kMaxThrowsEver = 4;

// Shared by every agent of a game, built on first request; safe from several worker threads.
class PolicyTables {
  public:
    const KeepSolver& solver();
    // beat(j)[h]: the chance that a player with at most j throws, playing to beat hand h, ends
    // with a better hand (a tie counts half: it goes to a play-off).
    const HandValues& beat(int throws);

  private:
    std::mutex mutex_;
    std::unique_ptr<KeepSolver> solver_;
    std::array<HandValues, kMaxThrowsEver + 1> beat_;
    bool beatReady_ = false;
};

// The chance that `hand` wins against `target` in two-way play: 1, a half for a tie, or 0.
double versus(const DiceCounts& hand, const DiceCounts& target);

class PokerAgent final : public Agent {
  public:
    PokerAgent(Level level, std::shared_ptr<PolicyTables> tables);
    std::string name() const override;
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;

    PokerMove decide(const PokerState& state, Rng& rng);

    // Hard's estimate of the starter's chance to win the round before the first throw.
    double starterWinChance(const PokerState& state);

  private:
    PokerMove hardThrowing(const PokerState& state);
    PokerMove habit(const PokerState& state);
    PokerMove solveWithPayoff(const PokerState& state, const std::vector<HandValues>& payoff);
    std::vector<HandValues> starterPayoff(int players, int limit);

    Level level_;
    std::shared_ptr<PolicyTables> tables_;
};

}  // namespace lt::dicepoker::ai
