#include "games/dice_blackjack/ai/token_policy.h"

#include <cmath>
#include <stdexcept>

namespace lt::diceblackjack::ai {
namespace {
constexpr int kHolders = 4;
}  // namespace

TokenPolicy::TokenPolicy(std::shared_ptr<const RoundSolver> followers)
    : followers_(std::move(followers)) {
    if (!followers_) throw std::invalid_argument("the token policy needs the followers' model");
}

double TokenPolicy::afterFollowers(const RoundStakes& stakes, int best, Holder holder,
                                   bool bust) const {
    // reach[b][holder][busts]: where the round stands after each follower.
    constexpr int kMaxBusts = RoundSolver::kMaxFollowers + 1;
    using Reach = std::array<std::array<std::array<double, kMaxBusts>, kHolders>, kTarget + 1>;
    Reach reach{};
    reach[best][static_cast<int>(holder)][0] = 1;
    for (int left = stakes.followers - 1; left >= 0; --left) {
        Reach next{};
        for (int b = 0; b <= kTarget; ++b)
            for (int h = 0; h < kHolders; ++h)
                for (int busts = 0; busts < kMaxBusts; ++busts) {
                    const double p = reach[b][h][busts];
                    if (p == 0) continue;
                    const auto& ends = followers_->ends(left, b);
                    next[b][h][std::min(busts + 1, kMaxBusts - 1)] += p * ends[RoundSolver::kBust];
                    for (int x = kFirstScore; x <= kTarget; ++x) {
                        const double q = p * ends[x];
                        if (q == 0) continue;
                        if (x < b)
                            next[b][h][busts] += q;
                        else if (x == b)
                            next[b][static_cast<int>(Holder::Tied)][busts] += q;
                        else
                            next[x][static_cast<int>(Holder::Other)][busts] += q;
                    }
                }
        reach = next;
    }
    // A bust pays the pot first; a loser pays the winner while he has a token.
    const int tokensLeft = stakes.tokens - (bust && stakes.tokens > 0 ? 1 : 0);
    double value = bust && stakes.tokens > 0 ? -1.0 : 0.0;
    for (int b = 0; b <= kTarget; ++b)
        for (int busts = 0; busts < kMaxBusts; ++busts) {
            value += reach[b][static_cast<int>(Holder::Me)][busts] *
                     (stakes.pot + stakes.payers + busts);
            if (tokensLeft > 0) value -= reach[b][static_cast<int>(Holder::Other)][busts];
        }
    return value;
}

double TokenPolicy::standValue(const RoundStakes& stakes, int score) const {
    if (score > stakes.best) return afterFollowers(stakes, score, Holder::Me, false);
    if (score == stakes.best) return afterFollowers(stakes, score, Holder::Tied, false);
    return afterFollowers(stakes, stakes.best, stakes.bestTied ? Holder::Tied : Holder::Other,
                          false);
}

double TokenPolicy::bustValue(const RoundStakes& stakes) const {
    const Holder holder = stakes.best == 0  ? Holder::Nobody
                          : stakes.bestTied ? Holder::Tied
                                            : Holder::Other;
    return afterFollowers(stakes, stakes.best, holder, true);
}

TokenPolicy::Decision TokenPolicy::decide(const RoundStakes& stakes, int score) const {
    if (stakes.followers < 0 || stakes.followers > RoundSolver::kMaxFollowers ||
        score < kFirstScore || score > kTarget)
        throw std::out_of_range("no such Dice Black Jack decision");
    const double bust = bustValue(stakes);
    std::array<double, kTarget + 1> value{};
    Decision decision;
    for (int s = kTarget; s >= score; --s) {
        Decision here{0, standValue(stakes, s)};
        for (int dice = kMaxDice; dice >= 1; --dice) {
            const auto& sums = sumDistribution(dice);
            double v = 0;
            for (int sum = 1; sum < static_cast<int>(sums.size()); ++sum)
                if (sums[sum] > 0) v += sums[sum] * (s + sum > kTarget ? bust : value[s + sum]);
            if (v > here.value + kEqualChance) here = {dice, v};
        }
        value[s] = here.value;
        decision = here;
    }
    return decision;
}

}  // namespace lt::diceblackjack::ai
