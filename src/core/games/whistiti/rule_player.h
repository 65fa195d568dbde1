// Whistiti played by rules of thumb, as people play it: lead an ace if you have one, else
// the smallest card of your longest side suit (or trumps when you hold many); take a trick
// with the highest card while others are still to play, with the cheapest winner when last;
// trump with the smallest trump that wins; throw the smallest card when you cannot win.
// With partners (A5) it does not overtake its partner's card when that card wins the trick: as
// the last to play, or when no card the last player may hold beats it (a card it has not seen
// that ranks higher in its suit, or a trump from a player who has shown he cannot follow), it
// plays its cheapest card.
// Medium follows the rules with a rare slip; Easy plays as a beginner does — its highest card
// whenever it may, trumps included — and now and then a card without thinking.
#pragma once

#include "framework/agent.h"
#include "games/whistiti/table.h"

namespace lt::whistiti {

struct RuleStyle {
    double slipRate = 0.0;      // chance of playing a random allowed card instead
    bool beginnerPlay = false;  // always the highest allowed card
    bool partnerAware = true;   // with partners, leaves a partner's winning card alone
};

RuleStyle ruleStyleFor(std::string_view level);

// The card the rules of thumb play for the seat to move holding `hand`, among `playable`
// (`partnerAware` false: as if each played for himself, even with partners).
Card ruleCard(const Table& table, const Hand& hand, const std::vector<Card>& playable,
              bool partnerAware = true);
// A5: whether the partner's card `best`, now winning the trick, will still win it as far as
// the seat to move (third in the trick) can tell from its hand and the table.
bool partnerHoldsTheTrick(const Table& table, const Hand& hand, Card best);
// The card a beginner plays: the highest allowed, trumps above the rest.
Card beginnerCard(const Table& table, const std::vector<Card>& playable);

class RulePlayer final : public Agent {
  public:
    explicit RulePlayer(RuleStyle style) : style_(style) {}
    std::string name() const override { return "whistiti rules of thumb"; }
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;

  private:
    RuleStyle style_;
};

}  // namespace lt::whistiti
