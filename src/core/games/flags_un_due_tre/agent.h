// Computer players for "Un due tre". They see their own hand, the dice and the discards.
//   Easy   rolls one or two dice at random and only fills the single-die discardSlots, first card
//          that fits: it overlooks the pairs, as beginners do.
//   Medium picks the dice whose throws it expects to pay best, judging each throw by a quick
//          first-fit of its hand, and discards first-fit too (it can miss the best matching).
//   Hard   weighs every possible throw of every choice of dice exactly (maximum matching of
//          its hand onto the discardSlots, minus the draws), always discards the most cards the
//          throw allows, and gets rid of its least versatile cards first.
#pragma once

#include <string>

#include "framework/agent.h"

namespace lt::flags_un_due_tre {

enum class Level { Easy, Medium, Hard };

class UdtAgent final : public Agent {
  public:
    explicit UdtAgent(Level level) : level_(level) {}
    std::string name() const override;
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;

  private:
    Level level_;
};

}  // namespace lt::flags_un_due_tre
