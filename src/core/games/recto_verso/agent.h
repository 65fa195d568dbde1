// The Recto Verso computer player. Every level sees only its View (its fronts, the others'
// backs, the middle's upper sides, and the cards it has seen both sides of) and plays each step
// of a turn by looking one turn ahead with hand_value.h:
//   easy    half of its choices at random, as a small child, and remembers nothing;
//   medium  always the best-looking choice for the sides it sees now; a side it has not seen
//           is a surprise to it;
//   hard    besides, remembers both sides of every card it has seen both of, knows the 36
//           cards (a side tells which one or two cards it can be on, so what is on the
//           other side), and so reads the other players' fronts: it flips, steals and gives
//           away nothing they collect.
// Measured by bench/recto_verso (RESULTS.md there).
#pragma once

#include "framework/agent.h"

namespace lt::recto_verso {

enum class Level { Easy, Medium, Hard };

class RectoVersoAgent final : public Agent {
  public:
    explicit RectoVersoAgent(Level level) : level_(level) {}
    std::string name() const override;
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;

  private:
    Level level_;
};

}  // namespace lt::recto_verso
