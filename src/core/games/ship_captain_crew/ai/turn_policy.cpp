#include "games/ship_captain_crew/ai/turn_policy.h"

#include <algorithm>
#include <stdexcept>
#include <utility>
#include <vector>

namespace lt::shipcaptaincrew::ai {
namespace {

// Where a throw takes a player holding `crew`, with its probability: the crew reached, and
// the cargo when it is complete. Grouped by result, so a turn needs ~30 terms, not 434 throws.
struct Transition {
    double probability;
    Crew crew;
    int low, high;  // cargo faces when crew == Complete
};

const std::vector<Transition>& transitionsFrom(Crew crew) {
    static const std::array<std::vector<Transition>, 3> all = [] {
        std::array<std::vector<Transition>, 3> table;
        for (int c = 0; c < 3; ++c) {
            auto& list = table[c];
            for (const Throw& t : throwsOf(kDiceCount - c)) {
                const Boarding b = board(static_cast<Crew>(c), t.faces);
                int low = 0, high = 0;
                if (b.crew == Crew::Complete) {
                    const auto cargo = facesOf(b.others);
                    high = cargo[0];
                    low = cargo[1];
                }
                auto same = std::find_if(list.begin(), list.end(), [&](const Transition& x) {
                    return x.crew == b.crew && x.low == low && x.high == high;
                });
                if (same == list.end())
                    list.push_back({t.probability, b.crew, low, high});
                else
                    same->probability += t.probability;
            }
        }
        return table;
    }();
    return all.at(static_cast<int>(crew));
}

// The outcomes of throwing cargo dice again from (low, high), faces 0..5: each new cargo with
// its probability.
struct Outcome {
    double probability;
    int low, high;
};

std::vector<Outcome> rerollOutcomes(int low, int high, bool throwLow, bool throwHigh) {
    std::vector<Outcome> outcomes;
    auto add = [&](int a, int b, double p) {
        const auto [lo, hi] = std::minmax(a, b);
        for (Outcome& o : outcomes)
            if (o.low == lo && o.high == hi) {
                o.probability += p;
                return;
            }
        outcomes.push_back({p, lo, hi});
    };
    for (int f = 0; f < 6; ++f) {
        if (throwLow && throwHigh) {
            for (int g = 0; g < 6; ++g) add(f, g, 1.0 / 36);
        } else {
            add(throwLow ? high : low, f, 1.0 / 6);
        }
    }
    return outcomes;
}

}  // namespace

TurnUtility milesUtility() {
    TurnUtility u{};
    for (int m = 0; m <= kMaxMiles; ++m) u[m] = m;
    return u;
}

TurnPolicy::TurnPolicy(const TurnUtility& utility, bool cargoReroll)
    : TurnPolicy(utility, cargoReroll, nullptr) {}

TurnPolicy TurnPolicy::following(const TurnUtility& utility, const CargoRule& rule) {
    return TurnPolicy(utility, true, &rule);
}

TurnPolicy::TurnPolicy(const TurnUtility& utility, bool cargoReroll, const CargoRule* rule)
    : utility_(utility) {
    for (int t = 0; t < 3; ++t)
        for (int lo = 0; lo < 6; ++lo)
            for (int hi = lo; hi < 6; ++hi) {
                const double stop = utility_[lo + hi + 2];
                double low = 0, high = 0, both = 0;
                if (t > 0) {
                    const auto& next = cargo_[t - 1];
                    // Throw one die: the other stays.
                    for (int f = 0; f < 6; ++f) {
                        low += next[hi][f] / 6;
                        high += next[lo][f] / 6;
                    }
                    for (int f = 0; f < 6; ++f)
                        for (int g = 0; g < 6; ++g) both += next[f][g] / 36;
                }
                double best = stop;
                Choice choice = Choice::Stop;
                if (t > 0 && rule) {
                    const SccMove move = (*rule)(lo + 1, hi + 1, t);
                    const int thrown = move.kind == MoveKind::Reroll ? diceTotal(move.dice) : 0;
                    if (thrown == 2)
                        best = both, choice = Choice::Both;
                    else if (thrown == 1 && move.dice[lo] == 1)
                        best = low, choice = Choice::Low;
                    else if (thrown == 1)
                        best = high, choice = Choice::High;
                } else if (t > 0 && cargoReroll) {
                    for (auto [value, option] :
                         {std::pair{low, Choice::Low}, std::pair{high, Choice::High},
                          std::pair{both, Choice::Both}})
                        if (value > best + 1e-12) best = value, choice = option;
                }
                cargo_[t][lo][hi] = cargo_[t][hi][lo] = best;
                choice_[t][lo][hi] = choice;
            }
    for (int t = 1; t <= 3; ++t)
        for (int c = 0; c < 3; ++c) {
            double value = 0;
            for (const Transition& x : transitionsFrom(static_cast<Crew>(c))) {
                if (x.crew == Crew::Complete)
                    value += x.probability * cargo_[t - 1][x.low - 1][x.high - 1];
                else if (t == 1)
                    value += x.probability * utility_[0];
                else
                    value += x.probability * start_[static_cast<int>(x.crew)][t - 1];
            }
            start_[c][t] = value;
        }
}

MilesDistribution TurnPolicy::distribution() const {
    // Forward, throw by throw: the chance of each state with t throws left.
    MilesDistribution miles{};
    std::array<double, 3> crew{1, 0, 0};           // crew incomplete, before a throw
    std::array<std::array<double, 6>, 6> cargo{};  // [low][high] faces 0..5, deciding
    for (int t = 3; t >= 1; --t) {
        std::array<double, 3> nextCrew{};
        std::array<std::array<double, 6>, 6> nextCargo{};
        for (int lo = 0; lo < 6; ++lo)
            for (int hi = lo; hi < 6; ++hi) {
                const double p = cargo[lo][hi];
                if (p == 0) continue;
                const Choice choice = choice_[t][lo][hi];
                if (choice == Choice::Stop) {
                    miles[lo + hi + 2] += p;
                    continue;
                }
                for (const Outcome& o :
                     rerollOutcomes(lo, hi, choice != Choice::High, choice != Choice::Low))
                    nextCargo[o.low][o.high] += p * o.probability;
            }
        for (int c = 0; c < 3; ++c) {
            if (crew[c] == 0) continue;
            for (const Transition& x : transitionsFrom(static_cast<Crew>(c))) {
                const double p = crew[c] * x.probability;
                if (x.crew == Crew::Complete)
                    nextCargo[x.low - 1][x.high - 1] += p;
                else if (t == 1)
                    miles[0] += p;
                else
                    nextCrew[static_cast<int>(x.crew)] += p;
            }
        }
        cargo = nextCargo;
        crew = nextCrew;
    }
    // No throw left: the cargo sails as it is.
    for (int lo = 0; lo < 6; ++lo)
        for (int hi = lo; hi < 6; ++hi) miles[lo + hi + 2] += cargo[lo][hi];
    return miles;
}

double TurnPolicy::valueBeforeThrow(Crew crew, int throwsLeft) const {
    if (crew == Crew::Complete || throwsLeft < 1 || throwsLeft > 3)
        throw std::out_of_range("no throw with the crew complete or without throws left");
    return start_[static_cast<int>(crew)][throwsLeft];
}

double TurnPolicy::cargoValue(int low, int high, int throwsLeft) const {
    return cargo_.at(throwsLeft).at(low - 1).at(high - 1);
}

SccMove TurnPolicy::bestMove(int low, int high, int throwsLeft) const {
    DiceCounts dice{};
    switch (choice_.at(throwsLeft).at(std::min(low, high) - 1).at(std::max(low, high) - 1)) {
        case Choice::Stop:
            return SccMove::stop();
        case Choice::Low:
            ++dice[std::min(low, high) - 1];
            break;
        case Choice::High:
            ++dice[std::max(low, high) - 1];
            break;
        case Choice::Both:
            ++dice[low - 1];
            ++dice[high - 1];
            break;
    }
    return SccMove::reroll(dice);
}

}  // namespace lt::shipcaptaincrew::ai
