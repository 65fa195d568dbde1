// The Hard Whistiti player: information-set search by determinization. For each decision it
// deals the unseen cards many times consistently with everything it has seen (its hand, the
// cards played, the voids shown, the trump card the dealer still holds:
// WhistitiView::sampleState), plays each of its possible cards in every one of those deals to
// the end of the deal with the rules of thumb for every seat, and keeps the card whose
// average result is best: its tricks less the others' average (with partners, A5: its side's
// tricks less the other side's, the rules of thumb of every seat knowing its partner). The
// same deals serve every card, so the comparison is fair.
#pragma once

#include <chrono>

#include "framework/agent.h"

namespace lt::whistiti {

struct SearchSettings {
    int deals = 40;                            // determinizations per decision
    std::chrono::milliseconds timeLimit{800};  // stop sampling sooner if this much has passed
};

class SearchPlayer final : public Agent {
  public:
    explicit SearchPlayer(SearchSettings settings) : settings_(settings) {}
    std::string name() const override { return "whistiti determinized search"; }
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;
    // Deals searched by the last chooseMove() (tests and the bench read it).
    int lastDeals() const { return lastDeals_; }

  private:
    SearchSettings settings_;
    int lastDeals_ = 0;
};

}  // namespace lt::whistiti
