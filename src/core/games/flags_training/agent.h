// A quiz opponent. The program knows every flag, so a computer that always answered right would
// be no fun: each level knows the answer with a fixed probability and otherwise picks one of the
// three wrong options (with typed answers, another country of the same continent), so its
// score looks like a real player's.
#pragma once

#include <string>

#include "framework/agent.h"

namespace lt::flags_training {

class TrainingAgent final : public Agent {
  public:
    TrainingAgent(std::string level, double rightRate)
        : level_(std::move(level)), rightRate_(rightRate) {}
    std::string name() const override { return "flags-training " + level_; }
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;
    double rightRate() const { return rightRate_; }

  private:
    std::string level_;
    double rightRate_;
};

}  // namespace lt::flags_training
