#include "games/dice_10000/ai/agent.h"

#include <stdexcept>

#include "framework/view.h"

namespace lt::dice10000::ai {

const ExpectedScore& PolicyTables::expectedScore(const TenkRules& rules) {
    std::lock_guard lock(mutex_);
    auto& table = expected_[{rules.openingMinimum, rules.mustKeepAllScoring}];
    if (!table) table = std::make_unique<ExpectedScore>(rules);
    return *table;
}

const WinProbability& PolicyTables::winProbability(const TenkRules& rules) {
    std::lock_guard lock(mutex_);
    auto& table = win_[{rules.openingMinimum, rules.mustKeepAllScoring}];
    if (!table) table = std::make_unique<WinProbability>(rules);
    return *table;
}

TenkMove thresholdMove(const TenkState& state, int bankFrom, int bankWithDiceLeft) {
    const DiceCounts keep = scoringDice(state.thrown(), state.openSet());
    const auto result = scoreKeep(state.thrown(), keep, state.openSet());
    if (!result) throw std::invalid_argument("no scoring dice to keep");
    const int total = state.turnTotal() + result->points;
    int left = state.diceToThrow() - diceTotal(keep);
    if (left == 0) left = kDiceCount;
    const bool wantsToBank = total >= bankFrom || left <= bankWithDiceLeft;
    if (wantsToBank && state.mayBank(total)) return TenkMove::keepAndBank(keep);
    return TenkMove::keepAndRoll(keep);
}

TenkAgent::TenkAgent(Level level, std::shared_ptr<PolicyTables> tables)
    : level_(level), tables_(std::move(tables)) {}

std::string TenkAgent::name() const {
    switch (level_) {
        case Level::Easy:
            return "10000-threshold-300";
        case Level::Medium:
            return "10000-expected-score";
        case Level::Hard:
            return "10000-win-probability";
    }
    return "10000";
}

Move TenkAgent::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& /*rng*/) {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const TenkState*>(&full->state()) : nullptr;
    if (!state) throw std::invalid_argument("a 10 000 agent needs a 10 000 view");
    return encode(decide(*state));
}

TenkMove TenkAgent::decide(const TenkState& state) {
    if (state.currentActor() != state.seatToPlay())
        throw std::invalid_argument("a 10 000 agent is asked to move when no seat is to play");
    if (level_ == Level::Easy) return thresholdMove(state, 300, 2);
    if (level_ == Level::Hard && state.numPlayers() == 2) {
        const WinProbability& table = tables_->winProbability(state.rules());
        const PlayerId me = state.seatToPlay();
        const std::pair scores{state.banked(me), state.banked(1 - me)};
        if (&table != plannedTable_ || scores != plannedScores_) {
            turnValues_ = table.turnValues(scores.first, scores.second);
            plannedTable_ = &table;
            plannedScores_ = scores;
        }
        return table.bestMove(state, turnValues_);
    }
    return tables_->expectedScore(state.rules()).bestMove(state);
}

}  // namespace lt::dice10000::ai
