#include "games/no_5_no_2/turn_odds.h"

#include <stdexcept>

namespace lt::no5no2 {
namespace {

void checkDice(int dice) {
    if (dice < 1 || dice > kMaxDice) throw std::out_of_range("1 to 5 dice in play");
}

}  // namespace

double expectedTurnPoints(int dice, const N52Rules& rules) {
    checkDice(dice);
    // E(n) = sum over throws of p (points + E(n - stuck)); a throw with nothing stuck comes
    // back to n, so E(n) appears on both sides: E(n) (1 - P(none stuck)) = the rest.
    std::vector<double> expected(dice + 1, 0.0);
    for (int n = 1; n <= dice; ++n) {
        double rest = 0, again = 0;
        for (const Throw& t : throwsOf(n)) {
            const int left = n - stuckDice(t.faces);
            rest += t.probability * throwPoints(t.faces, rules);
            if (left == n)
                again += t.probability;
            else
                rest += t.probability * expected[left];
        }
        expected[n] = rest / (1 - again);
    }
    return expected[dice];
}

std::vector<double> turnDistribution(int dice, const N52Rules& rules, int maxPoints) {
    checkDice(dice);
    if (maxPoints < 1) throw std::out_of_range("a distribution needs at least two totals");
    // chance[n][s]: the rest of a turn from n dice scores exactly s (s < maxPoints) or at
    // least maxPoints (s == maxPoints). Every throw with no die stuck scores at least 1 point
    // per die, so chance[n][s] depends only on smaller totals of the same n.
    std::vector<std::vector<double>> chance(dice + 1, std::vector<double>(maxPoints + 1, 0.0));
    chance[0][0] = 1;
    for (int n = 1; n <= dice; ++n) {
        double again = 0;  // P(no die stuck): the tail of n refers back to itself
        for (int s = 0; s <= maxPoints; ++s) {
            double p = 0;
            for (const Throw& t : throwsOf(n)) {
                const int left = n - stuckDice(t.faces);
                const int points = throwPoints(t.faces, rules);
                if (s == maxPoints) {
                    // At least maxPoints: every way of reaching maxPoints or more.
                    for (int before = std::max(0, s - points); before <= maxPoints; ++before) {
                        if (left == n && before == maxPoints) {
                            again += t.probability;  // solved for below
                            continue;
                        }
                        if (before + points >= maxPoints) p += t.probability * chance[left][before];
                    }
                } else if (points <= s) {
                    p += t.probability * chance[left][s - points];
                }
            }
            chance[n][s] = s == maxPoints ? p / (1 - again) : p;
        }
    }
    return chance[dice];
}

}  // namespace lt::no5no2
