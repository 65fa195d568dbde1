// Ludo computer levels against each other, two seats, alternating who starts.
// Usage: ludo_bench [games per pairing, default 200]
#include <fmt/format.h>

#include <chrono>
#include <cstdlib>
#include <functional>
#include <string>

#include "agents/ismcts_agent.h"
#include "agents/self_play.h"
#include "framework/match.h"
#include "games/ludo/game.h"

namespace {

using AgentMaker = std::function<std::unique_ptr<lt::Agent>()>;

AgentMaker level(const lt::Game& game, std::string id) {
    return [&game, id] { return game.makeAgent(id); };
}

void pairing(const lt::Game& game, const std::string& a, AgentMaker makeA, const std::string& b,
             AgentMaker makeB, int games) {
    int winsA = 0;
    std::size_t plies = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int g = 0; g < games; ++g) {
        lt::Match match(game, lt::Options{}, lt::parseSeatList("random,random"), 5000 + g);
        std::vector<std::unique_ptr<lt::Agent>> agents;
        agents.push_back(makeA());
        agents.push_back(makeB());
        const bool swapped = g % 2 == 1;
        if (swapped) std::swap(agents[0], agents[1]);
        const auto result = lt::playOut(match, agents, 900 + g);
        plies += result.plies;
        if (result.finished && result.ranking[swapped ? 1 : 0] == 1) ++winsA;
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    fmt::print("{:>8} vs {:<8} {:4}/{} wins ({:5.1f}%)  {:.0f} plies/game  {:.2f} s\n", a, b, winsA,
               games, 100.0 * winsA / games, static_cast<double>(plies) / games, seconds);
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 200;
    const auto game = lt::ludo::makeGame();
    const AgentMaker ismcts = [] {
        return std::make_unique<lt::IsmctsAgent>(lt::mctsConfigForLevel("medium"));
    };
    pairing(*game, "easy", level(*game, "easy"), "random", level(*game, "random"), games);
    pairing(*game, "medium", level(*game, "medium"), "easy", level(*game, "easy"), games);
    pairing(*game, "hard", level(*game, "hard"), "medium", level(*game, "medium"), games);
    pairing(*game, "hard", level(*game, "hard"), "random", level(*game, "random"), games);
    pairing(*game, "hard", level(*game, "hard"), "ismcts", ismcts, std::max(2, games / 10));
    return 0;
}
