#include "bj_agent.h"

#include <algorithm>
#include <stdexcept>

#include "framework/view.h"
#include "threshold_policy.h"

namespace lt::diceblackjack::ai {

BlackjackAgent::BlackjackAgent(Level level, std::shared_ptr<const RoundSolver> solver)
    : level_(level), solver_(std::move(solver)) {
    if (level_ == Level::Hard && !solver_)
        throw std::invalid_argument("the Hard Dice Black Jack player needs its solver");
}

std::string BlackjackAgent::name() const {
    switch (level_) {
        case Level::Easy:
            return "blackjack-beginner";
        case Level::Medium:
            return "blackjack-threshold";
        case Level::Hard:
            return "blackjack-round-optimal";
    }
    return "blackjack";
}

Move BlackjackAgent::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& /*rng*/) {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const BlackjackState*>(&full->state()) : nullptr;
    if (!state) throw std::invalid_argument("a Dice Black Jack agent needs a Dice Black Jack view");
    return encode(decide(*state));
}

BjMove BlackjackAgent::decide(const BlackjackState& state) const {
    const PlayerId seat = state.seatToPlay();
    if (state.currentActor() != seat)
        throw std::invalid_argument("a Dice Black Jack agent is asked to move out of turn");
    const int followers = std::min(state.playersStillToPlay(), RoundSolver::kMaxFollowers);
    const int best = state.bestStanding();
    const int score = state.roundScore(seat);
    int choice = 0;
    switch (level_) {
        case Level::Easy:
            choice = easyChoice(followers, best, score);
            break;
        case Level::Medium:
            choice = mediumChoice(followers, best, score);
            break;
        case Level::Hard:
            choice = solver_->bestChoice(followers, best, score);
            break;
    }
    return choice == 0 ? BjMove::stop() : BjMove::again(choice);
}

}  // namespace lt::diceblackjack::ai
