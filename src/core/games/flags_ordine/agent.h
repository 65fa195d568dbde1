// A computer player of "Metti in ordine!". The program knows every card's figures, so a player
// that read them would never miss: instead each level guesses the drawn card's figure the way
// a person does, with an error that grows with how little he knows (digest §5.4): the true
// value times exp(N(0, σ)), σ = 0.8 (Easy), 0.5 (Medium), 0.3 (Hard) on the log scale, and
// puts the card where that guess fits among the figures already shown in the row.
#pragma once

#include <string>

#include "framework/agent.h"

namespace lt::flags_ordine {

class OrdineAgent final : public Agent {
  public:
    OrdineAgent(std::string level, double sigma) : level_(std::move(level)), sigma_(sigma) {}
    std::string name() const override { return "flags-ordine " + level_; }
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;
    double sigma() const { return sigma_; }

  private:
    std::string level_;
    double sigma_;
};

}  // namespace lt::flags_ordine
