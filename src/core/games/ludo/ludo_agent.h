// The Ludo computer player. Every level scores the positions its moves lead to with the
// progress evaluation (ludo_eval.h):
//   easy    looks at progress only (no thought of danger) and wavers a little, as a child does;
//   medium  also weighs the risk of being captured on the next roll;
//   hard    looks two moves deeper (expectimax on the evaluation): it averages over the next
//           rolls and assumes each player answers with its best move.
// Measured by bench/ludo (100 two-player games each): medium beats easy 85%, hard beats
// medium 60% and random play 91%.
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
