// The two-player policy that maximises the probability of winning (Hard), after Neller and
// Presser's value iteration for Pig and Farkle.
//
// P(s, o) is the chance that the player about to start a turn with s banked against o wins.
// Within the turn, W(t, n) is the chance of winning with turn total t and n dice to throw:
// banking gives 1 - P(o, s + t) (or 1 from 10,000 on), a bust gives 1 - P(o, s). The tables
// of P depend on each other, so they are swept (Gauss-Seidel, highest scores first) until no
// value moves by more than 1e-5.
//
// Coarsening, because the time of one app session is all we have: the full state space
// (200 x 200 banked pairs x 200 totals x 5 dice) takes minutes per sweep. So
//   - P is stored on a grid of 250 points (41 x 41 values) and read between grid points by
//     bilinear interpolation; turn totals stay exact (steps of 50);
//   - the open three of a kind is left out of the planning model (a later matching die is
//     planned as if it scored as a single or not at all) except for the very next throw,
//     which bestMove() scores exactly with the open set; the move chosen counts real points.
// Cost: 1,681 values (13 kB); about 4 s of processor time (Release, ~46 sweeps) per rule set, on a
// worker thread the first time a Hard computer plays a two-player game.
#pragma once

#include <array>
#include <vector>

#include "games/dice_10000/ai/turn_options.h"
#include "games/dice_10000/state.h"

namespace lt::dice10000::ai {

class WinProbability {
  public:
    static constexpr int kGrid = 250;
    static constexpr int kCells = kTarget / kGrid + 1;

    explicit WinProbability(TenkRules rules);

    // The chance that the player to start a turn with `mine` banked beats `theirs`.
    double startOfTurn(int mine, int theirs) const;
    // W(t / 50, n) for every turn total t from 0 to the target, n = 1..5, for this pair of
    // banked scores: what a turn's decisions need (about 0.1 ms to compute).
    using TurnValues = std::vector<std::array<double, kDiceCount + 1>>;
    TurnValues turnValues(int mine, int theirs) const;
    // The best legal move of the seat to play in a two-player game (a decision node), given
    // turnValues() of the two banked scores.
    TenkMove bestMove(const TenkState& state, const TurnValues& values) const;
    int sweeps() const { return sweeps_; }
    // Distinct throw classes of the planning model (all dice counts together).
    int throwClasses() const;

  private:
    double bankValue(int mine, int theirs, int total) const;
    double throwWithOpenSet(int mine, int theirs, int total, int dice, const OpenSet& openSet,
                            const TurnValues& values) const;

    TenkRules rules_;
    std::array<std::vector<ThrowOptions>, kDiceCount + 1> throws_;
    std::vector<double> start_;  // [mine / kGrid][theirs / kGrid]
    int sweeps_ = 0;
};

}  // namespace lt::dice10000::ai
