#include "games/dice_421/ai/agent.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "framework/view.h"
#include "games/dice_421/combinations.h"

namespace lt::dice421::ai {
namespace {

// A hand's place among the 56, from 0 (221) to 1 (421): what "aiming high" maximises.
HandValues rankValues() {
    const auto& hands = allHands();
    std::vector<int> strengths;
    for (const DiceCounts& h : hands) strengths.push_back(handStrength(h));
    std::vector<int> sorted = strengths;
    std::sort(sorted.begin(), sorted.end());
    HandValues values;
    for (int s : strengths)
        values.push_back(static_cast<double>(std::lower_bound(sorted.begin(), sorted.end(), s) -
                                             sorted.begin()) /
                         (sorted.size() - 1));
    return values;
}

}  // namespace

PolicyTables::PolicyTables() : solver_(kDiceCount) {}

void PolicyTables::build() {
    const auto& hands = allHands();
    const std::size_t count = hands.size();
    const HandValues rank = rankValues();
    for (int n = 1; n <= kMaxThrows; ++n) {
        // The aiming-high policy for exactly n throws, then the distribution of where it ends.
        const auto values =
            solver_.solve(std::vector<HandValues>(n + 1, rank), n, Stopping::MustThrowAll);
        HandValues distribution(count, 0.0);
        for (const Throw& t : throwsOf(kDiceCount))
            distribution[handIndex(t.faces)] += t.probability;
        for (int j = 1; j < n; ++j) {
            HandValues next(count, 0.0);
            for (std::size_t h = 0; h < count; ++h) {
                if (distribution[h] == 0) continue;
                const auto choice = solver_.bestReroll(hands[h], values[j + 1]);
                const DiceCounts kept = minus(hands[h], choice.reroll);
                for (const Throw& t : throwsOf(diceTotal(choice.reroll)))
                    next[handIndex(plus(kept, t.faces))] += distribution[h] * t.probability;
            }
            distribution = std::move(next);
        }
        above_[n].assign(count, 0.0);
        below_[n].assign(count, 0.0);
        for (std::size_t h = 0; h < count; ++h)
            for (std::size_t o = 0; o < count; ++o) {
                if (rank[o] > rank[h]) above_[n][h] += distribution[o];
                if (rank[o] < rank[h]) below_[n][h] += distribution[o];
            }
    }
    ready_ = true;
}

const HandValues& PolicyTables::above(int throws) {
    std::lock_guard lock(mutex_);
    if (!ready_) build();
    return above_[std::clamp(throws, 1, kMaxThrows)];
}

const HandValues& PolicyTables::below(int throws) {
    std::lock_guard lock(mutex_);
    if (!ready_) build();
    return below_[std::clamp(throws, 1, kMaxThrows)];
}

Agent421::Agent421(Level level, std::shared_ptr<PolicyTables> tables)
    : level_(level), tables_(std::move(tables)) {}

std::string Agent421::name() const {
    switch (level_) {
        case Level::Easy:
            return "421-habits";
        case Level::Medium:
            return "421-beat-the-table";
        case Level::Hard:
            return "421-expectimax";
    }
    return "421";
}

Move Agent421::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& /*rng*/) {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const State421*>(&full->state()) : nullptr;
    if (!state) throw std::invalid_argument("a 421 agent needs a 421 view");
    return encode(decide(*state));
}

Move421 Agent421::solveWithPayoff(const State421& state, const std::vector<HandValues>& payoff) {
    const bool leader = state.seatToPlay() == state.leader();
    const int made = state.throwsMade();
    const int limit = state.throwLimit();
    const auto values = tables_->solver().solve(
        payoff, limit, leader ? Stopping::MayStopEarly : Stopping::MustThrowAll);
    const auto reroll = tables_->solver().bestReroll(state.dice(), values[made + 1]);
    if (leader && payoff[made][handIndex(state.dice())] >= reroll.value - 1e-12)
        return Move421::stand();
    return Move421::reroll(reroll.reroll);
}

HandValues Agent421::shedValue(const State421& state, int throws) {
    const auto& hands = allHands();
    const PlayerId me = state.seatToPlay();
    int shownTop = -1, shownBottom = 1 << 20;
    std::optional<DiceCounts> shownBest;
    for (PlayerId seat : state.roundOrder()) {
        if (!state.hands()[seat]) continue;
        const int s = handStrength(*state.hands()[seat]);
        if (s > shownTop) shownTop = s, shownBest = state.hands()[seat];
        shownBottom = std::min(shownBottom, s);
    }
    const auto order = state.roundOrder();
    const auto mine = std::find(order.begin(), order.end(), me);
    const int after = static_cast<int>(order.end() - mine) - 1;
    const HandValues& above = tables_->above(throws);
    const HandValues& below = tables_->below(throws);
    // Receiving when worst: the best throw's value, 2 when unknown (a typical best).
    const double received = shownBest ? tableValue(*shownBest) : 2.0;
    HandValues value(hands.size());
    for (std::size_t h = 0; h < hands.size(); ++h) {
        const int s = handStrength(hands[h]);
        const double best = s > shownTop ? std::pow(1.0 - above[h], after) : 0.0;
        const double worst = s < shownBottom ? std::pow(1.0 - below[h], after) : 0.0;
        // Emptying its stock wins the game: worth more than any number of tokens.
        const double given =
            tableValue(hands[h]) >= state.tokens(me) ? kTokens : tableValue(hands[h]);
        const double taken = isNenette(hands[h]) ? 2.0 : received;
        value[h] = best * given - worst * taken;
    }
    return value;
}

Move421 Agent421::habit(const State421& state) const {
    const DiceCounts& dice = state.dice();
    const bool leader = state.seatToPlay() == state.leader();
    // The casual leader's mistake: chasing 421 or 111 hands the others every throw.
    if (leader && tableValue(dice) >= 7) return Move421::stand();
    // Keep one 4, one 2 and one 1 (the 421), throw the rest; something must move.
    DiceCounts kept{};
    for (int face : {4, 2, 1})
        if (dice[face - 1] > 0) kept[face - 1] = 1;
    if (diceTotal(kept) == kDiceCount) kept[1] = 0;  // a forced throw: risk the 2
    return Move421::reroll(minus(dice, kept));
}

Move421 Agent421::decide(const State421& state) {
    if (state.currentActor() < 0)
        throw std::invalid_argument("a 421 agent is asked at no decision");
    const bool leader = state.seatToPlay() == state.leader();
    const int limit = state.throwLimit();
    if (level_ == Level::Easy) return habit(state);
    if (level_ == Level::Hard) {
        std::vector<HandValues> payoff(limit + 1);
        for (int j = 1; j <= limit; ++j)
            payoff[j] = shedValue(state, leader ? j : state.leaderThrows());
        return solveWithPayoff(state, payoff);
    }
    // Medium.
    const auto& hands = allHands();
    HandValues value(hands.size());
    if (leader) {
        // The throw's worth, if one player with as many throws fails to beat it.
        std::vector<HandValues> payoff(limit + 1, HandValues(hands.size()));
        for (int j = 1; j <= limit; ++j)
            for (std::size_t h = 0; h < hands.size(); ++h)
                payoff[j][h] = tableValue(hands[h]) * (1.0 - tables_->above(j)[h]);
        return solveWithPayoff(state, payoff);
    } else {
        int top = -1, bottom = 1 << 20;
        for (const auto& hand : state.hands())
            if (hand)
                top = std::max(top, handStrength(*hand)),
                bottom = std::min(bottom, handStrength(*hand));
        for (std::size_t h = 0; h < hands.size(); ++h) {
            const int s = handStrength(hands[h]);
            value[h] = (s > top ? tableValue(hands[h]) : 0.0) - (s < bottom ? 1.0 : 0.0);
        }
    }
    return solveWithPayoff(state, std::vector<HandValues>(limit + 1, value));
}

}  // namespace lt::dice421::ai
