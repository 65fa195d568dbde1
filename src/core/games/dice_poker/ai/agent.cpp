#include "games/dice_poker/ai/agent.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

#include "framework/view.h"
#include "games/dice_poker/hands.h"

namespace lt::dicepoker::ai {

const KeepSolver& PolicyTables::solver() {
    std::lock_guard lock(mutex_);
    if (!solver_) solver_ = std::make_unique<KeepSolver>(kDiceCount);
    return *solver_;
}

const HandValues& PolicyTables::beat(int throws) {
    const KeepSolver& keeps = solver();
    std::lock_guard lock(mutex_);
    if (!beatReady_) {
        const auto& hands = allHands();
        const std::size_t count = hands.size();
        for (int j = 1; j <= kMaxThrowsEver; ++j) beat_[j].assign(count, 0.0);
        std::vector<int> strength(count);
        for (std::size_t h = 0; h < count; ++h) strength[h] = handStrength(hands[h]);
        for (std::size_t t = 0; t < count; ++t) {
            HandValues payoff(count);
            for (std::size_t h = 0; h < count; ++h)
                payoff[h] = strength[h] > strength[t]    ? 1.0
                            : strength[h] == strength[t] ? 0.5
                                                         : 0.0;
            // remaining[k]: the value of holding a hand with k throws left.
            HandValues remaining = payoff;
            for (int j = 1; j <= kMaxThrowsEver; ++j) {
                beat_[j][t] = keeps.freshThrowValue(remaining);
                HandValues next = payoff;
                keeps.improveByRethrowing(next, keeps.keepValues(remaining));
                remaining = std::move(next);
            }
        }
        beatReady_ = true;
    }
    return beat_[std::clamp(throws, 1, kMaxThrowsEver)];
}

double versus(const DiceCounts& hand, const DiceCounts& target) {
    const int a = handStrength(hand), b = handStrength(target);
    return a > b ? 1.0 : a == b ? 0.5 : 0.0;
}

PokerAgent::PokerAgent(Level level, std::shared_ptr<PolicyTables> tables)
    : level_(level), tables_(std::move(tables)) {}

std::string PokerAgent::name() const {
    switch (level_) {
        case Level::Easy:
            return "dice-poker-habits";
        case Level::Medium:
            return "dice-poker-beat-the-best";
        case Level::Hard:
            return "dice-poker-expectimax";
    }
    return "dice-poker";
}

Move PokerAgent::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& rng) {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const PokerState*>(&full->state()) : nullptr;
    if (!state) throw std::invalid_argument("a dice poker agent needs a dice poker view");
    return encode(decide(*state, rng));
}

std::vector<HandValues> PokerAgent::starterPayoff(int players, int limit) {
    // Standing after j throws with hand h: each later player gets j throws to beat h.
    const std::size_t count = allHands().size();
    std::vector<HandValues> payoff(limit + 1, HandValues(count, 0.0));
    for (int j = 1; j <= limit; ++j) {
        const HandValues& beaten = tables_->beat(j);
        for (std::size_t h = 0; h < count; ++h)
            payoff[j][h] = std::pow(1.0 - beaten[h], players - 1);
    }
    return payoff;
}

double PokerAgent::starterWinChance(const PokerState& state) {
    const int limit = state.rules().maxThrows;
    const auto values = tables_->solver().solve(starterPayoff(state.numPlayers(), limit), limit,
                                                Stopping::MayStopEarly);
    return tables_->solver().freshThrowValue(values[1]);
}

PokerMove PokerAgent::solveWithPayoff(const PokerState& state,
                                      const std::vector<HandValues>& payoff) {
    const int made = state.throwsMade();
    const int limit = state.throwLimit();
    const auto values = tables_->solver().solve(payoff, limit, Stopping::MayStopEarly);
    const double standValue = payoff[made][handIndex(state.dice())];
    const auto reroll = tables_->solver().bestReroll(state.dice(), values[made + 1]);
    return reroll.value > standValue + 1e-12 ? PokerMove::reroll(reroll.reroll)
                                             : PokerMove::stand();
}

PokerMove PokerAgent::hardThrowing(const PokerState& state) {
    const int limit = state.throwLimit();
    if (state.seatToPlay() == state.starter())
        return solveWithPayoff(state, starterPayoff(state.numPlayers(), limit));
    // Beat the best hand shown, then survive the players still to throw.
    const auto& hands = allHands();
    const DiceCounts target = *state.bestHand();
    const int after = state.seatsStillToPlay();
    HandValues value(hands.size());
    for (std::size_t h = 0; h < hands.size(); ++h) value[h] = versus(hands[h], target);
    if (after > 0) {
        const HandValues& beaten = tables_->beat(state.starterThrows());
        for (std::size_t h = 0; h < hands.size(); ++h) value[h] *= std::pow(1.0 - beaten[h], after);
    }
    return solveWithPayoff(state, std::vector<HandValues>(limit + 1, value));
}

PokerMove PokerAgent::habit(const PokerState& state) {
    const DiceCounts& dice = state.dice();
    const Combination combination = combinationOf(dice);
    const bool starter = state.seatToPlay() == state.starter();
    bool stand;
    if (starter && level_ == Level::Easy) {
        // The casual starter's mistake: chasing a big hand hands the others every throw.
        stand = combination >= Combination::FullHouse;
    } else if (starter) {
        // Stand once a fresh player with as many throws would more likely fail to beat it.
        stand = tables_->beat(state.throwsMade())[handIndex(dice)] < 0.5;
    } else {
        stand = handStrength(dice) > handStrength(*state.bestHand());
    }
    if (stand) return PokerMove::stand();

    // Keep the groups; a casual player keeps only the higher of two pairs.
    DiceCounts kept{};
    int groups = 0;
    for (int f = kFaces - 1; f >= 0; --f) {
        if (dice[f] < 2) continue;
        if (level_ == Level::Easy && combination == Combination::TwoPairs && groups > 0) continue;
        kept[f] = dice[f];
        ++groups;
    }
    if (diceTotal(kept) == kDiceCount) {
        // A full house or poker that is not enough: keep the biggest group and try again.
        const int largest =
            static_cast<int>(std::max_element(dice.begin(), dice.end()) - dice.begin());
        kept = {};
        kept[largest] = std::min(dice[largest], kDiceCount - 1);
    }
    if (groups == 0) {
        // Four in a row (Medium sees the straight draw), else the highest die.
        kept = {};
        if (level_ == Level::Medium) {
            // The two straights: faces 1-5 (low 0) and 2-6 (low 1).
            for (int low = 1; low >= 0 && diceTotal(kept) == 0; --low) {
                int present = 0;
                for (int f = low; f < low + 5; ++f) present += dice[f] > 0 ? 1 : 0;
                if (present == 4)
                    for (int f = low; f < low + 5; ++f) kept[f] = dice[f] > 0 ? 1 : 0;
            }
        }
        if (diceTotal(kept) == 0)
            for (int f = kFaces - 1; f >= 0; --f)
                if (dice[f] > 0) {
                    kept[f] = 1;
                    break;
                }
    }
    return PokerMove::reroll(minus(dice, kept));
}

PokerMove PokerAgent::decide(const PokerState& state, Rng& rng) {
    const PlayerId me = state.currentActor();
    if (me < 0) throw std::invalid_argument("a dice poker agent is asked to move at no decision");
    if (state.phase() == Phase::Stake) {
        switch (level_) {
            case Level::Easy:
                return PokerMove::stakeOf(rng.chance(0.5) ? 2 : 1);
            case Level::Medium: {
                int total = 0;
                for (int seat = 0; seat < state.numPlayers(); ++seat) total += state.tokens(seat);
                return PokerMove::stakeOf(state.tokens(me) * state.numPlayers() > total ? 2 : 1);
            }
            case Level::Hard:
                return PokerMove::stakeOf(starterWinChance(state) * state.numPlayers() > 1.0 ? 2
                                                                                             : 1);
        }
    }
    if (level_ == Level::Hard) return hardThrowing(state);
    if (level_ == Level::Medium && me != state.starter()) {
        const auto& hands = allHands();
        const DiceCounts target = *state.bestHand();
        HandValues value(hands.size());
        for (std::size_t h = 0; h < hands.size(); ++h) value[h] = versus(hands[h], target);
        return solveWithPayoff(state, std::vector<HandValues>(state.throwLimit() + 1, value));
    }
    return habit(state);
}

}  // namespace lt::dicepoker::ai
