// Oh Hell played by rules of thumb, as people play it: bid the tricks your high cards and
// trumps should take; then win while you still need tricks and duck once you have them.
// Medium follows the rules with a rare slip; Easy counts its bid the way a beginner does
// (aces, kings and trumps) and now and then plays a card without thinking.
#pragma once

#include "framework/agent.h"
#include "games/oh_hell/table.h"

namespace lt::oh_hell {

struct RuleStyle {
    double slipRate = 0.0;  // chance of playing a random allowed card instead
    bool beginnerBids = false;
};

RuleStyle ruleStyleFor(std::string_view level);

// The tricks a hand should take with this trump among this many players.
double expectedTricks(const Hand& hand, std::optional<Suit> trump, int players);
// The bid a beginner makes: one per ace, king and trump above the ten.
int beginnerCount(const Hand& hand, std::optional<Suit> trump);
// The allowed bid nearest to `wanted` (the dealer may not make the hook bid, O3); a tie
// goes to the lower bid.
int nearestAllowedBid(const Table& table, double wanted);
// The card the rules of thumb play for seat `me`, among `playable`.
Card ruleCard(const Table& table, PlayerId me, const std::vector<Card>& playable);

class RulePlayer final : public Agent {
  public:
    explicit RulePlayer(RuleStyle style) : style_(style) {}
    std::string name() const override { return "oh-hell rules of thumb"; }
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;

  private:
    RuleStyle style_;
};

}  // namespace lt::oh_hell
