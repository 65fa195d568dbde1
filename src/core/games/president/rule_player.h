// Il pezzente played by rules of thumb. Medium leads its lowest rank with every card of it,
// follows with the lowest rank that beats without breaking a set, breaking one only if it must
// (holding jokers and 2s back lost most games against Easy: 14 of 40, against 36 of 40 when
// they are spent to take the lead). Easy plays a beginner's game: it leads its lowest single card,
// follows with the lowest play that beats, whatever it breaks or spends, and now and then makes any
// legal move. In the exchange both give the first of the allowed choices (suits do not count).
#pragma once

#include "framework/agent.h"
#include "games/president/state.h"

namespace lt::president {

struct RuleStyle {
    double slipRate = 0.0;  // chance of a random legal move instead
    bool beginner = false;
};

RuleStyle ruleStyleFor(std::string_view level);

// The move the rules of thumb make for the seat to act holding `hand`.
Move ruleMove(const Table& table, const Hand& hand, const std::vector<Gift>& gifts, bool beginner);

class RulePlayer final : public Agent {
  public:
    explicit RulePlayer(RuleStyle style) : style_(style) {}
    std::string name() const override { return "president rules of thumb"; }
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;

  private:
    RuleStyle style_;
};

}  // namespace lt::president
