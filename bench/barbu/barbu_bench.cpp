// Barbu computer levels (run a Release build): one player of a level against three of the
// level below, whole games of 24 deals with the focal seat rotating; reports the focal
// player's penalty points per deal against the others' average with a 95 % interval (fewer
// is better: its fair share is a quarter of each deal's points), its share of the games won,
// and the time the focal player takes per card and per contract choice.
// Usage: barbu_bench [deals per pairing, default 400] [only this focal level]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "framework/agent.h"
#include "framework/view.h"
#include "games/barbu/game.h"
#include "games/barbu/moves.h"
#include "games/barbu/state.h"

using namespace lt;
using namespace lt::barbu;

namespace {

struct Tally {
    int deals = 0;
    double sumEdge = 0, sumSquares = 0;  // the others' average penalty minus the focal one's
    double focalPoints = 0, otherPoints = 0;
    int games = 0;
    double wins = 0;  // a shared first place counts its share
    double cardSeconds = 0, chooseSeconds = 0;
    long long cards = 0, choices = 0;
};

void playGame(const BarbuGame& game, const std::string& focal, const std::string& others,
              int focalSeat, std::uint64_t seed, int dealLimit, Tally& tally) {
    auto state = game.newInitialState({}, players);
    auto& barbu = static_cast<BarbuState&>(*state);
    std::vector<std::unique_ptr<Agent>> agents;
    for (int p = 0; p < players; ++p)
        agents.push_back(game.makeAgent(p == focalSeat ? focal : others));
    Rng rng(seed);
    const std::atomic<bool> stop{false};
    std::size_t scored = 0;
    while (!state->isTerminal() && tally.deals < dealLimit) {
        if (state->isChanceNode()) {
            const auto outcomes = state->chanceOutcomes();
            state->apply(outcomes[rng.below(outcomes.size())].move);
        } else {
            const PlayerId seat = state->currentActor();
            const auto view = state->viewFor(seat);
            const auto start = std::chrono::steady_clock::now();
            const Move move = agents[seat]->chooseMove(*view, stop, rng);
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            if (seat == focalSeat) {
                if (kindOf(move) == MoveKind::Play) {
                    tally.cardSeconds += seconds;
                    ++tally.cards;
                } else {
                    tally.chooseSeconds += seconds;
                    ++tally.choices;
                }
            }
            state->apply(move);
        }
        const auto& results = barbu.table().results;
        for (; scored < results.size(); ++scored) {
            double others = 0;
            for (int p = 0; p < players; ++p)
                if (p != focalSeat) others += results[scored].points[p];
            others /= players - 1;
            const double edge = others - results[scored].points[focalSeat];
            ++tally.deals;
            tally.sumEdge += edge;
            tally.sumSquares += edge * edge;
            tally.focalPoints += results[scored].points[focalSeat];
            tally.otherPoints += others;
        }
    }
    if (!state->isTerminal()) return;
    ++tally.games;
    const auto ranking = state->ranking();
    if (ranking[focalSeat] == 1)
        tally.wins += 1.0 / static_cast<double>(std::count(ranking.begin(), ranking.end(), 1));
}

void pairing(const BarbuGame& game, const std::string& focal, const std::string& others,
             int dealLimit) {
    Tally tally;
    for (int g = 0; tally.deals < dealLimit; ++g)
        playGame(game, focal, others, g % players, 7300 + static_cast<std::uint64_t>(g), dealLimit,
                 tally);
    const double mean = tally.sumEdge / tally.deals;
    const double variance = (tally.sumSquares - tally.deals * mean * mean) / (tally.deals - 1);
    const double half = 1.96 * std::sqrt(variance / tally.deals);
    std::printf(
        "%-6s vs 3 %-6s  %d deals: penalty per deal %.2f vs others %.2f; edge %+.2f "
        "(95%% interval %+.2f .. %+.2f); games won %.1f of %d (fair share %.1f)\n",
        focal.c_str(), others.c_str(), tally.deals, tally.focalPoints / tally.deals,
        tally.otherPoints / tally.deals, mean, mean - half, mean + half, tally.wins, tally.games,
        tally.games / 4.0);
    std::printf("        %s: %.3f s per card (%lld cards), %.3f s per contract (%lld choices)\n",
                focal.c_str(), tally.cards ? tally.cardSeconds / tally.cards : 0.0, tally.cards,
                tally.choices ? tally.chooseSeconds / tally.choices : 0.0, tally.choices);
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    const int deals = argc > 1 ? std::atoi(argv[1]) : 400;
    const std::string only = argc > 2 ? argv[2] : "";
    BarbuGame game;
    std::printf("Barbu, %d players, at least %d deals per pairing\n", players, deals);
    if (only.empty() || only == "hard") pairing(game, "hard", "medium", deals);
    if (only.empty() || only == "medium") pairing(game, "medium", "easy", deals);
    return 0;
}
