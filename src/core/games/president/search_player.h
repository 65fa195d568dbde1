// The Hard Il pezzente player: information-set search by determinization. For each decision
// it deals the unseen cards many times consistently with everything it has seen (its hand,
// the plays, the exchange as it saw it: PresidentView::sampleState), tries each of its
// different moves (plays of the same rank and size are one move: suits do not count) in
// every one of those deals, plays the deal out with Medium's rules of thumb for every seat,
// and keeps the move with the best average place points (P6, A1). The same deals serve every
// move, so the comparison is fair.
#pragma once

#include <chrono>

#include "framework/agent.h"

namespace lt::president {

struct SearchSettings {
    int deals = 40;                            // determinizations per decision
    std::chrono::milliseconds timeLimit{800};  // stop sampling sooner if this much has passed
};

class SearchPlayer final : public Agent {
  public:
    explicit SearchPlayer(SearchSettings settings) : settings_(settings) {}
    std::string name() const override { return "president determinized search"; }
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;
    // Deals searched by the last chooseMove() (tests and the bench read it).
    int lastDeals() const { return lastDeals_; }

  private:
    SearchSettings settings_;
    int lastDeals_ = 0;
};

}  // namespace lt::president
