#include "games/yam/ai/agent.h"

#include <algorithm>
#include <stdexcept>

#include "framework/view.h"
#include "games/yam/state.h"

namespace lt::yam::ai {
namespace {

std::array<double, kBoxCount> computePars() {
    std::array<double, kBoxCount> pars{};
    const DiceSets& sets = DiceSets::table();
    for (int row = 0; row < kBoxCount; ++row) {
        solver::DiceValues points{};
        for (int id = sets.firstOfSize(kDiceCount); id < DiceSets::kCount; ++id)
            points[id] = boxScore(boxAt(row), sets.counts(id));
        pars[row] = solver::TurnSolver(points).turnValue();
    }
    return pars;
}

// Medium's rule of thumb for a column between turns.
double ruleOfThumb(ColumnKind /*kind*/, BoxMask filled, int upperTotal) {
    double value = 0;
    int parUpper = upperTotal;  // the upper total if every open upper box gets three dice
    bool upperOpen = false;
    for (int row = 0; row < kBoxCount; ++row) {
        if ((filled >> row) & 1) continue;
        value += boxPar(boxAt(row));
        if (const int face = upperFace(boxAt(row))) {
            parUpper += 3 * face;
            upperOpen = true;
        }
    }
    // The bonus still to come: certain while on par, fading over 15 points behind it.
    if (upperTotal < kBonusThreshold && upperOpen) {
        const double slack = parUpper - kBonusThreshold;
        value += kBonusPoints * std::clamp(1.0 + slack / 15.0, 0.0, 1.0);
    }
    return value;
}

// Easy's choice of dice to keep when aiming at `box`.
DiceCounts keepFor(Box box, const DiceCounts& dice) {
    DiceCounts keep{};
    auto mostFrequentFace = [&] {
        int best = kFaces - 1;
        for (int f = kFaces - 1; f >= 0; --f)
            if (dice[f] > dice[best]) best = f;
        return best;
    };
    if (const int face = upperFace(box)) {
        keep[face - 1] = dice[face - 1];
        return keep;
    }
    switch (box) {
        case Box::Min:
            for (int f = 0; f < 3; ++f) keep[f] = dice[f];
            return keep;
        case Box::Max:
            for (int f = 3; f < kFaces; ++f) keep[f] = dice[f];
            return keep;
        case Box::Full: {
            const int first = mostFrequentFace();
            keep[first] = std::min(dice[first], 3);
            int second = -1;
            for (int f = kFaces - 1; f >= 0; --f)
                if (f != first && dice[f] > 0 && (second < 0 || dice[f] > dice[second])) second = f;
            if (second >= 0) keep[second] = std::min(dice[second], 2);
            return keep;
        }
        case Box::SmallStraight:
        case Box::LargeStraight: {
            // One die of each face of the longest run of consecutive faces.
            int bestStart = 0, bestLength = 0;
            for (int start = 0; start < kFaces; ++start) {
                int length = 0;
                while (start + length < kFaces && dice[start + length] > 0) ++length;
                if (length > bestLength) bestStart = start, bestLength = length;
            }
            for (int f = bestStart; f < bestStart + bestLength; ++f) keep[f] = 1;
            return keep;
        }
        default: {  // Tris, Quaterna, Yam: as many of a kind as possible
            const int face = mostFrequentFace();
            keep[face] = dice[face];
            return keep;
        }
    }
}

}  // namespace

double boxPar(Box box) {
    static const std::array<double, kBoxCount> pars = computePars();
    return pars[rowOf(box)];
}

YamAgent::YamAgent(Level level, std::shared_ptr<solver::ValueTables> tables)
    : level_(level), tables_(std::move(tables)) {}

std::string YamAgent::name() const {
    switch (level_) {
        case Level::Easy:
            return "yam-greedy";
        case Level::Medium:
            return "yam-rule-of-thumb";
        case Level::Hard:
            return "yam-dp";
    }
    return "yam";
}

Move YamAgent::chooseMove(const View& view, const std::atomic<bool>& stop, Rng& /*rng*/) {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const YamState*>(&full->state()) : nullptr;
    if (!state) throw std::invalid_argument("a Yam agent needs a Yam view");
    return encode(decide(*state, stop));
}

YamMove YamAgent::decide(const YamState& state, const std::atomic<bool>& stop) {
    if (state.currentActor() != state.seatToPlay())
        throw std::invalid_argument("a Yam agent is asked to move when no seat is to play");
    if (level_ == Level::Easy) return decideGreedy(state);
    return plannerFor(state.sheet(state.seatToPlay()), stop)
        .decide(state.diceCounts(), state.throwsMade());
}

const TurnPlanner& YamAgent::plannerFor(const std::vector<Column>& sheet,
                                        const std::atomic<bool>& stop) {
    const bool wantOptimal = level_ == Level::Hard && tables_;
    if (planner_ && sheet == plannedSheet_ && plannedOptimally_ == wantOptimal) return *planner_;

    std::array<std::shared_ptr<const solver::ColumnValues>, kColumnKinds> tables{};
    bool optimal = wantOptimal;
    for (const Column& column : sheet) {
        if (!optimal) break;
        auto& table = tables[static_cast<int>(column.kind())];
        table = tables_->wait(column.kind(), stop);
        optimal = table != nullptr;  // stopped before the table was ready: rule of thumb
    }
    ColumnEstimate estimate = ruleOfThumb;
    if (optimal)
        estimate = [tables](ColumnKind kind, BoxMask filled, int upper) {
            return tables[static_cast<int>(kind)]->value(filled, upper);
        };
    planner_.emplace(sheet, estimate);
    plannedSheet_ = sheet;
    plannedOptimally_ = optimal;
    return *planner_;
}

YamMove YamAgent::decideGreedy(const YamState& state) const {
    const DiceCounts dice = state.diceCounts();
    // The box that scores most with these dice now (the bonus counted when it completes it).
    std::optional<YamMove> best;
    int bestPoints = -1;
    std::optional<YamMove> dump;  // where a zero costs least
    for (const Column& column : state.sheet(state.seatToPlay())) {
        for (Box box : column.fillable()) {
            int points = boxScore(box, dice);
            if (upperFace(box) && column.upperTotal() < kBonusThreshold &&
                column.upperTotal() + points >= kBonusThreshold)
                points += kBonusPoints;
            const YamMove move = YamMove::score(box, column.kind());
            if (points > bestPoints) bestPoints = points, best = move;
            if (!dump || boxPar(box) < boxPar(dump->box)) dump = move;
        }
    }
    if (state.throwsMade() < kMaxThrows) {
        const DiceCounts keep = keepFor(best->box, dice);
        if (keep != dice) return YamMove::hold(keep);
    }
    return bestPoints > 0 ? *best : *dump;
}

}  // namespace lt::yam::ai
