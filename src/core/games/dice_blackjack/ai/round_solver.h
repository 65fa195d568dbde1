// The exact round-winning policy, by expectimax over what a decision depends on: the running
// score, the best score standing, and how many players are still to play after. Hard does not
// play it (winning rounds is not winning tokens: see TokenPolicy), but uses it as its model of
// the players still to play; the benchmark measures both.
//
// A player wins the round when he stands on a score above the best standing and every player
// after him ends below it (or busts); a later player who equals it makes a tie, which nobody
// wins. Each later player is assumed to play this same policy for himself, so the values are
// solved for 0 followers first: their end-of-turn distributions (given the score they must
// beat) then price a stand for a player with 1 follower, and so on up to 3.
//
// A decision maximises the chance of winning the round; equal chances (e.g. when the round is
// lost whatever happens) are decided by the chance of a tie for best (no tokens paid), then by
// the chance of going bust (one token more to pay). Throwing k dice at once is the same as
// throwing one die k times without the option to stop between, so one die at a time is never
// worse; when more dice are exactly as good (far below anything worth standing on), the
// policy throws more dice, as a person would, to keep the game brisk.
//
// Size: 4 x 22 x 22 decisions; solving takes well under a millisecond.
#pragma once

#include <array>

#include "games/dice_blackjack/dice.h"

namespace lt::diceblackjack::ai {

// Chances closer than this are equal (sums of products of sixths are not exact in doubles).
inline constexpr double kEqualChance = 1e-12;
// The lowest score a first throw can make.
inline constexpr int kFirstScore = 3;

// What the rest of a turn promises the player throwing.
struct Outlook {
    double win = 0;   // he wins the round alone
    double tie = 0;   // he ends tied for best (nobody collects)
    double bust = 0;  // he goes over 21 (one token to the pot)
};

// Win first; then tie; then fewer busts (differences below 1e-12 count as none).
bool better(const Outlook& a, const Outlook& b);

class RoundSolver {
  public:
    static constexpr int kMaxFollowers = 3;
    static constexpr int kBust = kTarget + 1;  // index of "bust" in an end distribution
    using EndDistribution = std::array<double, kTarget + 2>;  // [score 3..21], [kBust]

    RoundSolver();

    // `followers`: players still to play after this one (0..3); `best`: the best score
    // standing (0 if none); `score`: the running score (3..21).
    Outlook stopValue(int followers, int best, int score) const;
    Outlook throwValue(int followers, int best, int score, int dice) const;
    Outlook value(int followers, int best, int score) const;
    // 0 = stop, 1..3 = throw that many dice.
    int bestChoice(int followers, int best, int score) const;
    // Before the turn's first throw of three dice.
    Outlook turnValue(int followers, int best) const;
    // How a turn played by this policy ends, before its first throw.
    const EndDistribution& ends(int followers, int best) const;

  private:
    using Table =
        std::array<std::array<std::array<Outlook, kTarget + 1>, kTarget + 1>, kMaxFollowers + 1>;
    void solve(int followers, int best);

    Table value_{};
    std::array<std::array<std::array<int, kTarget + 1>, kTarget + 1>, kMaxFollowers + 1> choice_{};
    std::array<std::array<EndDistribution, kTarget + 1>, kMaxFollowers + 1> ends_{};
    // below_[j][f]: a player with j followers facing f ends below f or busts; atMost_: or on f.
    std::array<std::array<double, kTarget + 1>, kMaxFollowers + 1> below_{};
    std::array<std::array<double, kTarget + 1>, kMaxFollowers + 1> atMost_{};
};

}  // namespace lt::diceblackjack::ai
