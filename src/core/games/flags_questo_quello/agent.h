// Computer players for "Questo e quello". They see their own hand and the table only (they
// work on a state sampled from their view, whose other hands are guesses).
//   Easy   plays any card that fits, as a child who has not yet spotted the bonus.
//   Medium looks one card ahead: it prefers a place touching two cards (the bonus) and
//          otherwise gets rid of the card that fits in the fewest places.
//   Hard   searches the whole chain of bonus plays its hand allows this turn, plays the
//          longest one, and between equally long chains keeps its most versatile cards.
#pragma once

#include <string>

#include "framework/agent.h"

namespace lt::flags_questo_quello {

enum class Level { Easy, Medium, Hard };

class QqAgent final : public Agent {
  public:
    explicit QqAgent(Level level) : level_(level) {}
    std::string name() const override;
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;
    // Positions the last Hard search looked at (tests read it).
    long lastNodes() const { return nodes_; }

  private:
    Level level_;
    long nodes_ = 0;
};

}  // namespace lt::flags_questo_quello
