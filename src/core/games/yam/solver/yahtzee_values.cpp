#include "games/yam/solver/yahtzee_values.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <thread>

#include "games/yam/dice.h"
#include "games/yam/solver/turn_solver.h"

namespace lt::yam::solver {
namespace {

using Box = YahtzeeValues::BoxIndex;
constexpr std::uint32_t kAll = (std::uint32_t{1} << YahtzeeValues::kBoxes) - 1;
constexpr std::uint32_t kUpperBoxes = 0b111111;
constexpr std::uint32_t kLowerBoxes = kAll & ~kUpperBoxes;
constexpr std::uint32_t kYahtzeeBit = std::uint32_t{1} << Box::Yahtzee;
constexpr int kTotals = YahtzeeValues::kBonusThreshold + 1;

std::uint32_t bit(int box) {
    return std::uint32_t{1} << box;
}

// What box `box` scores for the five dice, by the ordinary rules; `joker` gives full house and
// the straights their full value for a Yahtzee placed by the joker rule.
int boxPoints(int box, const DiceCounts& d, bool joker) {
    const int most = *std::max_element(d.begin(), d.end());
    int run = 0, longest = 0;
    for (int count : d) longest = std::max(longest, run = count > 0 ? run + 1 : 0);
    switch (box) {
        case Box::ThreeOfAKind:
            return most >= 3 ? pipSum(d) : 0;
        case Box::FourOfAKind:
            return most >= 4 ? pipSum(d) : 0;
        case Box::FullHouse:
            return joker || (std::count(d.begin(), d.end(), 3) == 1 &&
                             std::count(d.begin(), d.end(), 2) == 1)
                       ? 25
                       : 0;
        case Box::SmallStraight:
            return joker || longest >= 4 ? 30 : 0;
        case Box::LargeStraight:
            return joker || longest == 5 ? 40 : 0;
        case Box::Yahtzee:
            return most == 5 ? 50 : 0;
        case Box::Chance:
            return pipSum(d);
        default:
            return (box + 1) * d[box];  // the upper boxes
    }
}

// The points of every box for every throw of five dice, ordinary and as a joker, and the face
// of each Yahtzee: the inner loop of the solver reads them ~10^9 times.
struct ScoreTable {
    std::array<std::array<int, DiceSets::kCount>, YahtzeeValues::kBoxes> points{}, joker{};
    std::array<int, DiceSets::kCount> yahtzeeFace{};  // 0..5, or -1

    ScoreTable() {
        const DiceSets& sets = DiceSets::table();
        for (int id = sets.firstOfSize(kDiceCount); id < DiceSets::kCount; ++id) {
            const DiceCounts& d = sets.counts(id);
            for (int box = 0; box < YahtzeeValues::kBoxes; ++box) {
                points[box][id] = boxPoints(box, d, false);
                joker[box][id] = boxPoints(box, d, true);
            }
            const auto five = std::find(d.begin(), d.end(), kDiceCount);
            yahtzeeFace[id] = five == d.end() ? -1 : static_cast<int>(five - d.begin());
        }
    }
    static const ScoreTable& get() {
        static const ScoreTable table;
        return table;
    }
};

// Upper totals (capped) some sheet with these boxes filled can show.
std::array<bool, kTotals> reachableTotals(std::uint32_t filled) {
    std::array<bool, kTotals> reach{};
    reach[0] = true;
    for (int face = 1; face <= 6; ++face) {
        if (!(filled & bit(face - 1))) continue;
        std::array<bool, kTotals> next{};
        for (int total = 0; total < kTotals; ++total)
            if (reach[total])
                for (int count = 0; count <= kDiceCount; ++count)
                    next[std::min(total + face * count, kTotals - 1)] = true;
        reach = next;
    }
    return reach;
}

}  // namespace

std::size_t YahtzeeValues::slot(std::uint32_t filled, int upperTotal, bool yahtzeeScored) const {
    const bool flag = yahtzeeScored && (filled & kYahtzeeBit);
    return (static_cast<std::size_t>(filled) * kTotals + std::min(upperTotal, kTotals - 1)) * 2 +
           flag;
}

double YahtzeeValues::value(std::uint32_t filled, int upperTotal, bool yahtzeeScored) const {
    return values_[slot(filled, upperTotal, yahtzeeScored)];
}

std::size_t YahtzeeValues::solveMask(std::uint32_t filled) {
    const int firstFull = DiceSets::table().firstOfSize(kDiceCount);
    const ScoreTable& scores = ScoreTable::get();
    const auto reach = reachableTotals(filled);
    const std::uint32_t open = kAll & ~filled;
    std::size_t solved = 0;
    for (int flag = 0; flag <= ((filled & kYahtzeeBit) ? 1 : 0); ++flag) {
        for (int total = 0; total < kTotals; ++total) {
            if (!reach[total]) continue;
            // Ending the turn in `box` with the throw `id`: its points, the bonuses, and the
            // value of the position it leads to.
            auto place = [&](int box, int id, bool joker, int extra) {
                const int points = (joker ? scores.joker : scores.points)[box][id];
                int upper = total;
                double gain = points + extra;
                if (box < 6) {
                    upper = std::min(total + points, kTotals - 1);
                    if (total < kBonusThreshold && upper >= kBonusThreshold) gain += kBonusPoints;
                }
                const bool scored = box == Box::Yahtzee ? points == 50 : flag == 1;
                return gain + value(filled | bit(box), upper, scored);
            };
            DiceValues final{};
            for (int id = firstFull; id < DiceSets::kCount; ++id) {
                const int face = scores.yahtzeeFace[id];
                double best = -1e18;
                if (face < 0 || !(filled & kYahtzeeBit)) {
                    for (int box = 0; box < kBoxes; ++box)
                        if (open & bit(box)) best = std::max(best, place(box, id, false, 0));
                } else {
                    // An extra Yahtzee: the bonus if the box holds 50, and the joker rule.
                    const int extra = flag ? kYahtzeeBonus : 0;
                    const bool upperOpen = open & bit(face);
                    if (joker_ == Joker::Free) {
                        for (int box = 0; box < kBoxes; ++box)
                            if (open & bit(box))
                                best = std::max(best, place(box, id, !upperOpen, extra));
                    } else if (upperOpen) {
                        best = place(face, id, false, extra);
                    } else if (open & kLowerBoxes) {
                        for (int box = 6; box < kBoxes; ++box)
                            if (open & bit(box)) best = std::max(best, place(box, id, true, extra));
                    } else {
                        // An upper box of another face: it scores 0 for these dice.
                        for (int box = 0; box < 6; ++box)
                            if (open & bit(box))
                                best = std::max(best, place(box, id, false, extra));
                    }
                }
                final[id] = best;
            }
            values_[slot(filled, total, flag)] = TurnSolver(final).turnValue();
            ++solved;
        }
    }
    return solved;
}

YahtzeeValues::YahtzeeValues(Joker joker, int threads) : joker_(joker) {
    values_.assign((std::size_t{1} << kBoxes) * kTotals * 2, 0.0);
    for (int filledCount = kBoxes - 1; filledCount >= 0; --filledCount) {
        std::vector<std::uint32_t> layer;
        for (std::uint32_t filled = 0; filled < kAll; ++filled)
            if (std::popcount(filled) == filledCount) layer.push_back(filled);
        std::atomic<std::size_t> next{0}, solved{0};
        auto work = [&] {
            std::size_t mine = 0;
            for (std::size_t i; (i = next++) < layer.size();) mine += solveMask(layer[i]);
            solved += mine;
        };
        std::vector<std::thread> helpers;
        for (int t = 1; t < threads; ++t) helpers.emplace_back(work);
        work();
        for (auto& helper : helpers) helper.join();
        solved_ += solved;
    }
}

}  // namespace lt::yam::solver
