// The optimal expected score of standard solitaire Yahtzee with all of its rules: the 35-point
// upper bonus at 63, the 100-point bonus for each extra Yahtzee once the Yahtzee box holds 50,
// and the forced joker rule. It validates the solver against the published optimum,
// 254.5896 (Verhoeff 1999; Glenn 2006), and leaves Yam's own columns untouched: Yam has no
// extra-Yahtzee bonus and no joker, which ColumnValues models.
//
// Two readings of the joker rule for a Yahtzee thrown when the Yahtzee box is already filled
// (with 50 or 0) are in use, and the published optimum belongs to the second:
// - Forced (Hasbro's printed rules): it must go in the upper box of its face if that box is
//   empty; otherwise in any empty lower box, where full house, small and large straight score
//   their full 25, 30 and 40; if every lower box is filled too, in an empty upper box for 0.
//   Optimum 254.58773.
// - Free (Verhoeff's Optimal Solitaire Yahtzee Player): it may go in any empty box; full
//   house and the straights score in full only when the upper box of its face is filled.
//   Optimum 254.58961, the 254.5896 of Verhoeff and Glenn.
//
// A position between turns is (boxes filled, upper total capped at 63, whether the Yahtzee
// box holds 50): 2^13 x 64 x 2 values. Each is one TurnSolver over the final values of its
// 252 throws, solved layer by layer from the full sheet back, as ColumnValues does.
#pragma once

#include <cstdint>
#include <vector>

namespace lt::yam::solver {

class YahtzeeValues {
  public:
    enum BoxIndex {
        Ones,
        Twos,
        Threes,
        Fours,
        Fives,
        Sixes,
        ThreeOfAKind,
        FourOfAKind,
        FullHouse,
        SmallStraight,
        LargeStraight,
        Yahtzee,
        Chance,
        kBoxes
    };
    static constexpr int kBonusThreshold = 63;
    static constexpr int kBonusPoints = 35;
    static constexpr int kYahtzeeBonus = 100;
    enum class Joker { Forced, Free };

    // Solves the whole game on `threads` threads (the values do not depend on it).
    explicit YahtzeeValues(Joker joker, int threads = 1);

    // Expected points still to come under optimal play with `filled` boxes filled,
    // `upperTotal` points in the upper boxes and, when the Yahtzee box is filled, whether it
    // holds 50 (which earns the extra-Yahtzee bonus).
    double value(std::uint32_t filled, int upperTotal, bool yahtzeeScored) const;
    double expectedScore() const { return value(0, 0, false); }
    std::size_t solvedPositions() const { return solved_; }

  private:
    std::size_t slot(std::uint32_t filled, int upperTotal, bool yahtzeeScored) const;
    std::size_t solveMask(std::uint32_t filled);

    Joker joker_;
    std::vector<double> values_;
    std::size_t solved_ = 0;
};

}  // namespace lt::yam::solver
