// Ship, Captain and Crew's computer players. The only decision is, once the crew is aboard
// with throws left, to stop or to throw one or both cargo dice again. The levels differ only
// there, so each must decide it worse than the next (exact figures in bench/ship_captain_crew).
//   Easy:   a timid beginner: sails with 5 miles or more, otherwise throws only the lower
//           cargo die again (3.73 miles a turn).
//   Medium: a player's rule of thumb: sails with 7 miles or more, otherwise throws both cargo
//           dice again (4.06 miles a turn).
//   Hard:   the exact optimum. Two players: the highest chance of winning the game
//           (WinTable). Three or four players: in the last round, the highest chance of
//           finishing first against the totals already made and the turns still to come;
//           before it, the policy with the most miles on average (4.32 miles a turn).
#pragma once

#include <map>
#include <memory>
#include <mutex>

#include "framework/agent.h"
#include "games/ship_captain_crew/ai/turn_policy.h"
#include "games/ship_captain_crew/ai/win_table.h"
#include "games/ship_captain_crew/state.h"

namespace lt::shipcaptaincrew::ai {

enum class Level { Easy, Medium, Hard };

// The two-player win tables of each rule set, built on first request (never at app start)
// and shared by every agent of the game; safe to call from several worker threads.
class PolicyTables {
  public:
    const WinTable& winTable(const SccRules& rules);

  private:
    std::mutex mutex_;
    std::map<bool, std::unique_ptr<WinTable>> tables_;
};

// Easy's habit with the cargo (low, high): sail from 5 miles, else throw the lower die again.
SccMove timidMove(int low, int high);
// Medium's rule of thumb: sail from 7 miles, else throw both cargo dice again.
SccMove thresholdMove(int low, int high);

class SccAgent final : public Agent {
  public:
    SccAgent(Level level, std::shared_ptr<PolicyTables> tables);
    std::string name() const override;
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;

    SccMove decide(const SccState& state);

  private:
    // Three or four players, last round: the chance of finishing first with each turn result.
    static TurnUtility lastRoundUtility(const SccState& state);

    Level level_;
    std::shared_ptr<PolicyTables> tables_;
};

}  // namespace lt::shipcaptaincrew::ai
