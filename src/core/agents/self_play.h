// Plays one match between computer agents, with the same moves a GUI match would make:
// agents see views, chance comes from the match seed. Used by the CLI, tests and benchmarks.
#pragma once

#include <atomic>
#include <memory>
#include <vector>

#include "framework/agent.h"
#include "framework/match.h"

namespace lt {

struct SelfPlayResult {
    std::vector<int> ranking;  // place per seat, 1 = winner
    std::vector<int> scores;
    std::size_t plies = 0;  // every move, chance included
    bool finished = false;  // false if the ply limit was hit
};

// agents[i] plays seat i; in real-time games the computers' claims ("Card!", buzzers, drops)
// are made before each turn in the order of their reaction times. Throws IllegalMove if an
// agent returns an illegal move.
SelfPlayResult playOut(Match& match, std::vector<std::unique_ptr<Agent>>& agents,
                       std::uint64_t agentSeed, std::size_t plyLimit = 100000);

}  // namespace lt
