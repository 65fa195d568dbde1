#include "games/dice_blackjack/ai/round_solver.h"

#include <cmath>
#include <stdexcept>

namespace lt::diceblackjack::ai {
namespace {

void check(int followers, int best, int score) {
    if (followers < 0 || followers > RoundSolver::kMaxFollowers || best < 0 || best > kTarget ||
        score < kFirstScore || score > kTarget)
        throw std::out_of_range("no such Dice Black Jack decision");
}

}  // namespace

bool better(const Outlook& a, const Outlook& b) {
    if (std::abs(a.win - b.win) > kEqualChance) return a.win > b.win;
    if (std::abs(a.tie - b.tie) > kEqualChance) return a.tie > b.tie;
    if (std::abs(a.bust - b.bust) > kEqualChance) return a.bust < b.bust;
    return false;
}

RoundSolver::RoundSolver() {
    for (int followers = 0; followers <= kMaxFollowers; ++followers) {
        for (int best = 0; best <= kTarget; ++best) solve(followers, best);
        // What this policy's turn means for an earlier player standing on f.
        for (int f = kFirstScore; f <= kTarget; ++f) {
            const EndDistribution& end = ends_[followers][f];
            double below = end[kBust];
            for (int x = kFirstScore; x < f; ++x) below += end[x];
            below_[followers][f] = below;
            atMost_[followers][f] = below + end[f];
        }
    }
}

void RoundSolver::solve(int followers, int best) {
    auto& value = value_[followers][best];
    auto& choice = choice_[followers][best];
    for (int score = kTarget; score >= kFirstScore; --score) {
        Outlook chosen = stopValue(followers, best, score);
        int pick = 0;
        for (int dice = kMaxDice; dice >= 1; --dice) {
            const Outlook candidate = throwValue(followers, best, score, dice);
            if (better(candidate, chosen)) chosen = candidate, pick = dice;
        }
        value[score] = chosen;
        choice[score] = pick;
    }
    // Follow the policy forward from the first throw to its end distribution.
    std::array<double, kTarget + 1> reach{};
    const auto& first = sumDistribution(kMaxDice);
    for (int sum = kFirstScore; sum <= 6 * kMaxDice; ++sum) reach[sum] = first[sum];
    EndDistribution& end = ends_[followers][best];
    end.fill(0);
    for (int score = kFirstScore; score <= kTarget; ++score) {
        if (reach[score] == 0) continue;
        if (choice[score] == 0) {
            end[score] += reach[score];
            continue;
        }
        const auto& sums = sumDistribution(choice[score]);
        for (int sum = 1; sum < static_cast<int>(sums.size()); ++sum) {
            if (sums[sum] == 0) continue;
            const double p = reach[score] * sums[sum];
            if (score + sum > kTarget)
                end[kBust] += p;
            else
                reach[score + sum] += p;
        }
    }
}

Outlook RoundSolver::stopValue(int followers, int best, int score) const {
    check(followers, best, score);
    if (score < best) return {};
    double below = 1, atMost = 1;
    for (int j = 0; j < followers; ++j) below *= below_[j][score], atMost *= atMost_[j][score];
    if (score == best) return {0, atMost, 0};
    return {below, atMost - below, 0};
}

Outlook RoundSolver::throwValue(int followers, int best, int score, int dice) const {
    check(followers, best, score);
    Outlook result;
    const auto& sums = sumDistribution(dice);
    for (int sum = 1; sum < static_cast<int>(sums.size()); ++sum) {
        const double p = sums[sum];
        if (p == 0) continue;
        if (score + sum > kTarget) {
            result.bust += p;
            continue;
        }
        const Outlook& next = value_[followers][best][score + sum];
        result.win += p * next.win;
        result.tie += p * next.tie;
        result.bust += p * next.bust;
    }
    return result;
}

Outlook RoundSolver::value(int followers, int best, int score) const {
    check(followers, best, score);
    return value_[followers][best][score];
}

int RoundSolver::bestChoice(int followers, int best, int score) const {
    check(followers, best, score);
    return choice_[followers][best][score];
}

Outlook RoundSolver::turnValue(int followers, int best) const {
    check(followers, best, kTarget);
    Outlook result;
    const auto& first = sumDistribution(kMaxDice);
    for (int sum = kFirstScore; sum <= 6 * kMaxDice; ++sum) {
        const Outlook& next = value_[followers][best][sum];
        result.win += first[sum] * next.win;
        result.tie += first[sum] * next.tie;
        result.bust += first[sum] * next.bust;
    }
    return result;
}

const RoundSolver::EndDistribution& RoundSolver::ends(int followers, int best) const {
    check(followers, best, kTarget);
    return ends_[followers][best];
}

}  // namespace lt::diceblackjack::ai
