// The Sequence for Kids computer player. Every level sees only its view (its own hand, or
// every hand when they are open) and scores moves with move_scores.h:
//   easy    plays the best-looking move, but a random one 40 % of the time, as a small child;
//   medium  always plays the best-looking move;
//   hard    takes a win, a free dead-card change or a block of a line of three at once, as
//           medium; otherwise it ranks its moves one turn ahead (threats.h: whose lines of
//           three the next players can finish or block, what the cards kept are worth), then
//           plays its four best out to the end, up to 300 times each in 1.2 s (hidden hands
//           dealt at random from its view, the same deal and luck for every candidate, every
//           player then playing as medium with a little noise), and keeps the one that wins
//           most often.
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
