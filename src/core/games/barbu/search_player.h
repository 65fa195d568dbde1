// The Hard Barbu player: information-set search by determinization. For each decision it
// deals the unseen cards many times consistently with everything it has seen (its hand, the
// cards played, the voids shown: BarbuView::sampleState), plays each of its possible moves
// (a card, or the dealer's contract) in every one of those deals to the end of the deal with
// the rules of thumb for every seat, and keeps the move whose average result is best: its own
// penalty less the others' average (so a contract is judged against its fair share). The
// same deals serve every move, so the comparison is fair.
#pragma once

#include <chrono>

#include "framework/agent.h"

namespace lt::barbu {

struct SearchSettings {
    int deals = 40;                            // determinizations per decision
    std::chrono::milliseconds timeLimit{800};  // stop sampling sooner if this much has passed
};

class SearchPlayer final : public Agent {
  public:
    explicit SearchPlayer(SearchSettings settings) : settings_(settings) {}
    std::string name() const override { return "barbu determinized search"; }
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;
    // Deals searched by the last chooseMove() (tests and the bench read it).
    int lastDeals() const { return lastDeals_; }

  private:
    SearchSettings settings_;
    int lastDeals_ = 0;
};

}  // namespace lt::barbu
