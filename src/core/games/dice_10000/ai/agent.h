// 10 000's computer players.
//   Easy:   a simple human habit: set aside every scoring die, bank from 300 points in hand
//           or when at most two dice are left to throw (opening minimum permitting).
//   Medium: the policy with the highest expected turn score (ExpectedScore).
//   Hard:   two players: the highest probability of winning the game (WinProbability);
//           three or four players: Medium's policy.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <utility>

#include "framework/agent.h"
#include "games/dice_10000/ai/expected_score.h"
#include "games/dice_10000/ai/win_probability.h"
#include "games/dice_10000/state.h"

namespace lt::dice10000::ai {

enum class Level { Easy, Medium, Hard };

// The strategy tables of each rule set, built on first request (never at app start) and
// shared by every agent of the game; safe to call from several worker threads.
class PolicyTables {
  public:
    const ExpectedScore& expectedScore(const TenkRules& rules);
    const WinProbability& winProbability(const TenkRules& rules);

  private:
    using Key = std::pair<int, bool>;
    std::mutex mutex_;
    std::map<Key, std::unique_ptr<ExpectedScore>> expected_;
    std::map<Key, std::unique_ptr<WinProbability>> win_;
};

// Easy's habit, for the seat to play.
TenkMove thresholdMove(const TenkState& state, int bankFrom, int bankWithDiceLeft);

class TenkAgent final : public Agent {
  public:
    TenkAgent(Level level, std::shared_ptr<PolicyTables> tables);
    std::string name() const override;
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;

    TenkMove decide(const TenkState& state);

  private:
    Level level_;
    std::shared_ptr<PolicyTables> tables_;
    // Hard: the turn's values, kept while the banked scores stay the same (a whole turn).
    const WinProbability* plannedTable_ = nullptr;
    std::pair<int, int> plannedScores_{-1, -1};
    WinProbability::TurnValues turnValues_;
};

}  // namespace lt::dice10000::ai
