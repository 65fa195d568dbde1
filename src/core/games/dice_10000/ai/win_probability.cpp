#include "games/dice_10000/ai/win_probability.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

namespace lt::dice10000::ai {
namespace {
constexpr int kStep = 50;
constexpr double kTolerance = 1e-5;
constexpr int kMaxSweeps = 200;

// The throws of n dice with the open set left out, those offering the same (points, dice
// left) choices merged into one with their summed probability: 461 throws become 117 classes.
std::vector<ThrowOptions> mergedThrows(int n, bool mustKeepAllScoring) {
    std::map<std::vector<std::pair<int, int>>, ThrowOptions> classes;
    for (ThrowOptions& t : throwOptions(n, {}, mustKeepAllScoring)) {
        std::vector<std::pair<int, int>> key;
        for (const KeepOption& o : t.options) key.emplace_back(o.points, o.diceLeft);
        std::sort(key.begin(), key.end());
        auto [it, fresh] = classes.try_emplace(key, t);
        if (!fresh) it->second.probability += t.probability;
    }
    std::vector<ThrowOptions> result;
    for (auto& [key, t] : classes) result.push_back(std::move(t));
    return result;
}
}  // namespace

WinProbability::WinProbability(TenkRules rules) : rules_(rules) {
    for (int n = 1; n <= kDiceCount; ++n) throws_[n] = mergedThrows(n, rules_.mustKeepAllScoring);
    start_.assign(kCells * kCells, 0.5);
    for (sweeps_ = 1; sweeps_ <= kMaxSweeps; ++sweeps_) {
        double change = 0;
        for (int i = kCells - 2; i >= 0; --i)
            for (int j = kCells - 2; j >= 0; --j) {
                const double value = turnValues(i * kGrid, j * kGrid)[0][kDiceCount];
                double& cell = start_[i * kCells + j];
                change = std::max(change, std::abs(value - cell));
                cell = value;
            }
        if (change < kTolerance) break;
    }
}

int WinProbability::throwClasses() const {
    int count = 0;
    for (const auto& t : throws_) count += static_cast<int>(t.size());
    return count;
}

double WinProbability::startOfTurn(int mine, int theirs) const {
    if (mine >= kTarget) return 1;
    if (theirs >= kTarget) return 0;
    const double x = static_cast<double>(mine) / kGrid, y = static_cast<double>(theirs) / kGrid;
    const int i = std::min(static_cast<int>(x), kCells - 2);
    const int j = std::min(static_cast<int>(y), kCells - 2);
    const double fx = x - i, fy = y - j;
    auto at = [&](int a, int b) {
        // The last grid line is the target itself: won or lost already.
        if (a == kCells - 1) return 1.0;
        if (b == kCells - 1) return 0.0;
        return start_[a * kCells + b];
    };
    return (1 - fx) * ((1 - fy) * at(i, j) + fy * at(i, j + 1)) +
           fx * ((1 - fy) * at(i + 1, j) + fy * at(i + 1, j + 1));
}

double WinProbability::bankValue(int mine, int theirs, int total) const {
    if (mine + total >= kTarget) return 1;
    return 1 - startOfTurn(theirs, mine + total);
}

WinProbability::TurnValues WinProbability::turnValues(int mine, int theirs) const {
    const int totals = (kTarget - mine + kStep - 1) / kStep;  // t = totals * kStep wins
    // What banking each total is worth (-1: below the opening minimum), looked up once here
    // rather than interpolated in the inner loop.
    std::vector<double> bank(totals + 1);
    for (int t = 0; t <= totals; ++t)
        bank[t] = mine > 0 || t * kStep >= rules_.openingMinimum
                      ? bankValue(mine, theirs, t * kStep)
                      : -1.0;
    const double bust = 1 - startOfTurn(theirs, mine);
    TurnValues values(totals + 1);
    values[totals].fill(1.0);
    for (int t = totals - 1; t >= 0; --t)
        for (int n = 1; n <= kDiceCount; ++n) {
            double value = 0;
            for (const ThrowOptions& outcome : throws_[n]) {
                double best = outcome.options.empty() ? bust : 0.0;
                for (const KeepOption& option : outcome.options) {
                    const int next = std::min(t + option.points / kStep, totals);
                    best = std::max({best, values[next][option.diceLeft], bank[next]});
                }
                value += outcome.probability * best;
            }
            values[t][n] = value;
        }
    return values;
}

double WinProbability::throwWithOpenSet(int mine, int theirs, int total, int dice,
                                        const OpenSet& openSet, const TurnValues& values) const {
    // The next throw is scored exactly, open set included (a matching die extends it); the
    // rest of the turn is read from the planning model.
    const int totals = static_cast<int>(values.size()) - 1;
    const bool opened = mine > 0;
    double value = 0;
    for (const ThrowOptions& outcome : throwOptions(dice, openSet, rules_.mustKeepAllScoring)) {
        double best = outcome.options.empty() ? 1 - startOfTurn(theirs, mine) : 0.0;
        for (const KeepOption& option : outcome.options) {
            const int next = total + option.points;
            double v = values[std::min(next / kStep, totals)][option.diceLeft];
            if (opened || next >= rules_.openingMinimum)
                v = std::max(v, bankValue(mine, theirs, next));
            best = std::max(best, v);
        }
        value += outcome.probability * best;
    }
    return value;
}

TenkMove WinProbability::bestMove(const TenkState& state, const TurnValues& values) const {
    if (state.numPlayers() != 2) throw std::invalid_argument("the win tables are for two players");
    const PlayerId me = state.seatToPlay();
    const int mine = state.banked(me), theirs = state.banked(1 - me);
    const int totals = static_cast<int>(values.size()) - 1;
    TenkMove best;
    double bestValue = -1;
    for (const TenkMove& move : state.legalTenkMoves()) {
        const KeepResult result = *scoreKeep(state.thrown(), move.dice, state.openSet());
        const int total = state.turnTotal() + result.points;
        double value;
        if (move.kind == MoveKind::KeepAndBank) {
            value = bankValue(mine, theirs, total);
        } else {
            int left = state.diceToThrow() - diceTotal(move.dice);
            OpenSet open = result.openSet;
            if (left == 0) left = kDiceCount, open = {};
            value = open.face == 0 ? values[std::min(total / kStep, totals)][left]
                                   : throwWithOpenSet(mine, theirs, total, left, open, values);
        }
        // On a tie banking wins: past the target both read 1, but only banking ends the game.
        const bool bank = move.kind == MoveKind::KeepAndBank;
        if (value > bestValue + 1e-12 || (bank && value >= bestValue - 1e-12))
            bestValue = value, best = move;
    }
    if (bestValue < 0) throw std::invalid_argument("no move to choose from");
    return best;
}

}  // namespace lt::dice10000::ai
