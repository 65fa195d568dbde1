#include "games/dice_blackjack/ai/agent.h"

#include <algorithm>
#include <stdexcept>

#include "framework/view.h"
#include "games/dice_blackjack/ai/threshold_policy.h"

namespace lt::diceblackjack::ai {

RoundStakes stakesOf(const BlackjackState& state) {
    RoundStakes stakes;
    const PlayerId me = state.seatToPlay();
    stakes.followers = std::min(state.playersStillToPlay(), RoundSolver::kMaxFollowers);
    stakes.best = state.bestStanding();
    int holders = 0;
    for (PlayerId seat = 0; seat < state.numPlayers(); ++seat) {
        if (state.standing(seat) == Standing::Stood && state.roundScore(seat) == stakes.best)
            ++holders;
        if (seat != me && state.inGame(seat) && state.tokens(seat) > 0) ++stakes.payers;
    }
    stakes.bestTied = holders > 1;
    stakes.pot = state.pot();
    stakes.tokens = state.tokens(me);
    return stakes;
}

BlackjackAgent::BlackjackAgent(Level level, std::shared_ptr<const RoundSolver> solver)
    : level_(level) {
    if (level_ != Level::Hard) return;
    if (!solver) throw std::invalid_argument("the Hard Dice Black Jack player needs its solver");
    tokens_ = std::make_unique<TokenPolicy>(std::move(solver));
}

std::string BlackjackAgent::name() const {
    switch (level_) {
        case Level::Easy:
            return "blackjack-beginner";
        case Level::Medium:
            return "blackjack-threshold";
        case Level::Hard:
            return "blackjack-token-optimal";
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
    const RoundStakes stakes = stakesOf(state);
    const int score = state.roundScore(seat);
    int choice = 0;
    switch (level_) {
        case Level::Easy:
            choice = easyChoice(stakes.followers, stakes.best, score);
            break;
        case Level::Medium:
            choice = mediumChoice(stakes.followers, stakes.best, score);
            break;
        case Level::Hard:
            choice = tokens_->decide(stakes, score).choice;
            break;
    }
    return choice == 0 ? BjMove::stop() : BjMove::again(choice);
}

}  // namespace lt::diceblackjack::ai
