// Dice Black Jack's computer players.
//   Easy:   a beginner's habits (easyChoice): aims for 17 whatever the others scored and
//           throws too many dice at once.
//   Medium: a sound threshold player (mediumChoice).
//   Hard:   the most tokens expected from the round (TokenPolicy, exact given the stakes; the
//           players after it modelled by the round-winning policy of RoundSolver).
#pragma once

#include <memory>

#include "framework/agent.h"
#include "games/dice_blackjack/ai/round_solver.h"
#include "games/dice_blackjack/ai/token_policy.h"
#include "games/dice_blackjack/state.h"

namespace lt::diceblackjack::ai {

enum class Level { Easy, Medium, Hard };

// The stakes of the decision the seat to play faces.
RoundStakes stakesOf(const BlackjackState& state);

class BlackjackAgent final : public Agent {
  public:
    // Hard needs the solver; the other levels take nullptr.
    BlackjackAgent(Level level, std::shared_ptr<const RoundSolver> solver);
    std::string name() const override;
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;

    BjMove decide(const BlackjackState& state) const;

  private:
    Level level_;
    std::unique_ptr<TokenPolicy> tokens_;
};

}  // namespace lt::diceblackjack::ai
