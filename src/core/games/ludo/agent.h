// The Ludo computer player. Every level scores the positions its moves lead to with the
// progress evaluation (eval.h):
//   easy    looks at progress only (no thought of danger) and wavers a little, as a child does;
//   medium  also weighs the risk of being captured on the next roll;
//   hard    looks two moves deeper (expectimax on the evaluation): it averages over the next
//           rolls and assumes each player answers with its best move.
// Measured by bench/ludo (100 two-player games each): easy beats random play 65%, medium
// beats easy 87%, hard beats medium 61% and random play 91% (and the generic ISMCTS at its
// medium level 6 games out of 10).
#pragma once

#include "framework/agent.h"

namespace lt::ludo {

enum class Level { Easy, Medium, Hard };

class LudoAgent final : public Agent {
  public:
    explicit LudoAgent(Level level) : level_(level) {}
    std::string name() const override;
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;

  private:
    Level level_;
};

}  // namespace lt::ludo
