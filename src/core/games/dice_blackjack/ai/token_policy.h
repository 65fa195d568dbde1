// The policy that expects to win the most tokens in the round (Hard), by expectimax over the
// running score with the round's real stakes: the pot, the players who would pay a winner,
// and the price of a bust (a token to the pot, and still a token to the winner).
//
// Winning a round and winning tokens are not the same thing: a bust costs two tokens, a
// narrow win from the last seat earns the pot and one token from each other player. So each
// way the turn can end (standing on 3..21, or bust) is priced in tokens exactly, following
// the players still to play through their end distributions (modelled as playing the
// round-winning policy of RoundSolver, given the best score they face); then the turn's
// decisions maximise the expected number of tokens won. Equal values stop, then throw more
// dice, as RoundSolver does.
//
// Cost: at most 20 end prices (a few hundred steps each) and a 19-score sweep per decision:
// microseconds.
#pragma once

#include <array>
#include <memory>

#include "games/dice_blackjack/ai/round_solver.h"

namespace lt::diceblackjack::ai {

// What the player about to decide knows about the round's stakes.
struct RoundStakes {
    int followers = 0;      // players still to play after him (0..3)
    int best = 0;           // the best score standing (0: nobody stands)
    bool bestTied = false;  // two or more players stand on it
    int pot = 0;            // tokens in the pot now
    int payers = 0;         // other players who would pay him a token if he won
    int tokens = 1;         // tokens he holds
};

class TokenPolicy {
  public:
    explicit TokenPolicy(std::shared_ptr<const RoundSolver> followers);

    // Expected tokens won (negative: lost) by standing on `score`, or by going bust.
    double standValue(const RoundStakes& stakes, int score) const;
    double bustValue(const RoundStakes& stakes) const;

    struct Decision {
        int choice = 0;  // 0 = stop, 1..3 = throw that many dice
        double value = 0;
    };
    Decision decide(const RoundStakes& stakes, int score) const;

  private:
    enum class Holder { Nobody, Me, Other, Tied };
    // Expected tokens once every follower has played, from (best, holder), with `paidBust`
    // when he already went bust.
    double afterFollowers(const RoundStakes& stakes, int best, Holder holder, bool bust) const;

    std::shared_ptr<const RoundSolver> followers_;
};

}  // namespace lt::diceblackjack::ai
