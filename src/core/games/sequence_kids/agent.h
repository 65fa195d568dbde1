// The Sequence for Kids computer player. Every level sees only its view (its own hand, or
// every hand when they are open) and scores moves with move_scores.h:
//   easy    plays the best-looking move, but a random one 40 % of the time, as a small child;
//   medium  always plays the best-looking move;
//   hard    looks one turn ahead (threats.h): besides the glance, whether the next players
//           can finish their lines of three or block its own, judged from the cards it has not
//           seen, and what the cards it keeps are worth on the new board.
// Measured by bench/sequence_kids (RESULTS.md there).
#pragma once

#include <vector>

#include "framework/agent.h"
#include "games/sequence_kids/table.h"

namespace lt::sequence_kids {

enum class Level { Easy, Medium, Hard };

class SequenceKidsAgent final : public Agent {
  public:
    explicit SequenceKidsAgent(Level level) : level_(level) {}
    std::string name() const override;
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;

  private:
    Level level_;
};

// The best-scored of `moves` for the player to move on `table`, ties broken at random.
Move greedyMove(const Table& table, const std::vector<Move>& moves, Rng& rng);

}  // namespace lt::sequence_kids
