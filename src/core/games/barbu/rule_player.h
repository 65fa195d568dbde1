// Barbu played by rules of thumb, as people play it. The dealer chooses the contract his
// hand fears least compared with its fair share of the penalty; in play every contract is
// avoided the same way: duck under the winning card with the highest card that still loses,
// shed dangerous cards (the K♥, queens, high hearts, high cards) when void, lead low from
// safe suits, and in Last trick throw the high cards away early. Medium follows the rules
// with a rare slip; Easy chooses the contract with the fewest points it fears, ignoring what
// each contract costs the table, plays a beginner's cards (its lowest card when it can follow
// or lead, its highest when it cannot, whatever points they carry) and now and then a card
// without thinking.
#pragma once

#include "framework/agent.h"
#include "games/barbu/table.h"

namespace lt::barbu {

struct RuleStyle {
    double slipRate = 0.0;        // chance of playing a random allowed card instead
    bool beginnerChoice = false;  // fear only one's own points when choosing a contract
    bool beginnerPlay = false;    // follow and lead low, discard high, points or not
};

RuleStyle ruleStyleFor(std::string_view level);

// The penalty points a player with `hand` expects to take under `contract`, roughly.
double expectedPenalty(const Hand& hand, Contract contract);
// The open contract the rules of thumb choose for the dealer holding `hand`.
Contract ruleContract(const Table& table, const Hand& hand, bool beginner);
// The card the rules of thumb play for the seat to move, among `playable`.
Card ruleCard(const Table& table, const std::vector<Card>& playable);
// The card a beginner plays: the lowest when he leads or follows, else the highest.
Card beginnerCard(const Table& table, const std::vector<Card>& playable);

class RulePlayer final : public Agent {
  public:
    explicit RulePlayer(RuleStyle style) : style_(style) {}
    std::string name() const override { return "barbu rules of thumb"; }
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;

  private:
    RuleStyle style_;
};

}  // namespace lt::barbu
