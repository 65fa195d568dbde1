// President computer levels (run a Release build): one player of a level against three of
// the level below, matches of five deals (titles and exchanges carried from deal to deal) with
// the focal seat rotating; reports the focal player's place points per deal (3 President ...
// 0 Beggar; a fair share is 1.5) with a 95 % interval, how often it was President, and the
// time it takes per decision.
// Usage: president_bench [deals per pairing, default 400] [only this focal level]
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "framework/agent.h"
#include "framework/view.h"
#include "games/president/game.h"
#include "games/president/state.h"

using namespace lt;
using namespace lt::president;

namespace {

struct Tally {
    int deals = 0;
    double sum = 0, sumSquares = 0;  // the focal player's place points per deal
    int presidents = 0;
    // Per match: deals in one match are not independent (the titles and the exchange carry the
    // advantage on), so the interval over whole matches is the honest one.
    int matches = 0;
    double matchSum = 0, matchSquares = 0;
    double seconds = 0;
    long long decisions = 0;
};

void playMatch(const PresidentGame& game, const std::string& focal, const std::string& others,
               int focalSeat, std::uint64_t seed, int dealLimit, Tally& tally) {
    auto state = game.newInitialState({}, players);
    const auto& table = static_cast<PresidentState&>(*state).table();
    std::vector<std::unique_ptr<Agent>> agents;
    for (int p = 0; p < players; ++p)
        agents.push_back(game.makeAgent(p == focalSeat ? focal : others));
    Rng rng(seed);
    const std::atomic<bool> stop{false};
    std::size_t scored = 0;
    const double sumBefore = tally.sum;
    const int dealsBefore = tally.deals;
    while (!state->isTerminal() && tally.deals < dealLimit) {
        if (state->isChanceNode()) {
            const auto outcomes = state->chanceOutcomes();
            double draw = rng.uniform();
            auto chosen = outcomes.begin();
            while (std::next(chosen) != outcomes.end() && draw >= chosen->probability) {
                draw -= chosen->probability;
                ++chosen;
            }
            state->apply(chosen->move);
        } else {
            const PlayerId seat = state->currentActor();
            const auto view = state->viewFor(seat);
            const auto start = std::chrono::steady_clock::now();
            const Move move = agents[seat]->chooseMove(*view, stop, rng);
            if (seat == focalSeat) {
                tally.seconds +=
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
                ++tally.decisions;
            }
            state->apply(move);
        }
        for (; scored < table.results.size(); ++scored) {
            const int place = table.results[scored][static_cast<std::size_t>(focalSeat)];
            const double points = pointsForPlace(place);
            tally.sum += points;
            tally.sumSquares += points * points;
            tally.presidents += place == 1;
            ++tally.deals;
        }
    }
    if (tally.deals > dealsBefore) {
        const double mean = (tally.sum - sumBefore) / (tally.deals - dealsBefore);
        ++tally.matches;
        tally.matchSum += mean;
        tally.matchSquares += mean * mean;
    }
}

void pairing(const PresidentGame& game, const std::string& focal, const std::string& others,
             int deals) {
    Tally tally;
    for (int match = 0; tally.deals < deals; ++match)
        playMatch(game, focal, others, match % players, 1000 + static_cast<std::uint64_t>(match),
                  deals, tally);
    const double mean = tally.sum / tally.deals;
    const double variance = tally.sumSquares / tally.deals - mean * mean;
    const double half = 1.96 * std::sqrt(variance / tally.deals);
    const double matchMean = tally.matchSum / tally.matches;
    const double matchHalf =
        1.96 * std::sqrt((tally.matchSquares / tally.matches - matchMean * matchMean) /
                         (tally.matches - 1));
    std::printf(
        "%s vs three %s: %d deals, %.3f place points a deal (fair 1.5; 95 %%: %.3f .. %.3f by "
        "deals, %.3f .. %.3f by %d matches), President in %d (%.1f %%), %.4f s per decision "
        "(%lld decisions)\n",
        focal.c_str(), others.c_str(), tally.deals, mean, mean - half, mean + half,
        matchMean - matchHalf, matchMean + matchHalf, tally.matches, tally.presidents,
        100.0 * tally.presidents / tally.deals,
        tally.seconds / static_cast<double>(tally.decisions), tally.decisions);
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    const int deals = argc > 1 ? std::atoi(argv[1]) : 400;
    const std::string only = argc > 2 ? argv[2] : "";
    const PresidentGame game;
    if (only.empty() || only == "hard") pairing(game, "hard", "medium", deals);
    if (only.empty() || only == "medium") pairing(game, "medium", "easy", deals);
    return 0;
}
