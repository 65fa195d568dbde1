// The Ludo computer player. Every level scores the positions its moves lead to with the
// progress evaluation (ludo_eval.h):
//   easy    looks at progress only (no thought of danger) and wavers a little, as a child does;
//   medium  also weighs the risk of being captured on the next roll;
//   hard    looks one opponent reply deeper: it averages over the next roll and assumes each
//           player answers with their best move (expectimax on the evaluation).
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
