// Whistiti computer levels (run a Release build): one player of a level against three of the
// level below, whole games to 20 points with the focal seat rotating; reports the focal
// player's tricks per deal against the others' average with a 95 % interval (a fair share is
// a quarter of the tricks), its share of the games won, and the time it takes per card.
// With partners (digest A5): a side of two focal players against a side of two others, the
// focal side alternating between seats 0+2 and 1+3; the edge is then the focal side's tricks
// less the other side's (fair: 0). "medium-alone" is Medium playing as if each played for
// himself (RuleStyle::partnerAware off), to measure what knowing the partner is worth.
// Usage: whistiti_bench [deals per pairing, default 400] [only: hard, medium or partners]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "framework/agent.h"
#include "framework/view.h"
#include "games/whistiti/game.h"
#include "games/whistiti/moves.h"
#include "games/whistiti/rule_player.h"
#include "games/whistiti/state.h"

using namespace lt;
using namespace lt::whistiti;

namespace {

struct Tally {
    int deals = 0;
    double sumEdge = 0, sumSquares = 0;  // focal tricks minus the others' average
    double focalPoints = 0, otherPoints = 0;
    int games = 0;
    double wins = 0;  // a shared first place counts its share
    double cardSeconds = 0;
    long long cards = 0;
};

std::unique_ptr<Agent> makePlayer(const WhistitiGame& game, const std::string& level) {
    if (level == "medium-alone") {
        RuleStyle style = ruleStyleFor("medium");
        style.partnerAware = false;
        return std::make_unique<RulePlayer>(style);
    }
    return game.makeAgent(level);
}

// One game: the focal level at `focalSeat` (and, with partners, at its partner's seat too).
void playGame(const WhistitiGame& game, const std::string& focal, const std::string& others,
              bool partners, int focalSeat, std::uint64_t seed, int dealLimit, Tally& tally) {
    Options options;
    options.set(std::string(kPartnersOption), partners ? "true" : "false");
    auto state = game.newInitialState(options, players);
    auto& whistiti = static_cast<WhistitiState&>(*state);
    const auto isFocal = [&](PlayerId p) { return whistiti.table().sameSide(p, focalSeat); };
    const int focalCount = partners ? 2 : 1;
    std::vector<std::unique_ptr<Agent>> agents;
    for (int p = 0; p < players; ++p)
        agents.push_back(makePlayer(game, isFocal(p) ? focal : others));
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
            if (isFocal(seat)) {
                tally.cardSeconds += seconds;
                ++tally.cards;
            }
            state->apply(move);
        }
        const auto& results = whistiti.table().results;
        for (; scored < results.size(); ++scored) {
            // Each for himself: the focal player against the others' average; with partners:
            // the focal side's tricks against the other side's.
            double mine = 0, others = 0;
            for (int p = 0; p < players; ++p)
                (isFocal(p) ? mine : others) += results[scored].tricks[p];
            others *= static_cast<double>(focalCount) / (players - focalCount);
            const double edge = mine - others;
            ++tally.deals;
            tally.sumEdge += edge;
            tally.sumSquares += edge * edge;
            tally.focalPoints += mine;
            tally.otherPoints += others;
        }
    }
    if (!state->isTerminal()) return;
    ++tally.games;
    const auto ranking = state->ranking();
    // A shared first place counts its share (partners share their side's).
    if (ranking[focalSeat] == 1)
        tally.wins += static_cast<double>(focalCount) /
                      static_cast<double>(std::count(ranking.begin(), ranking.end(), 1));
}

void pairing(const WhistitiGame& game, const std::string& focal, const std::string& others,
             bool partners, int dealLimit) {
    Tally tally;
    for (int g = 0; tally.deals < dealLimit; ++g)
        playGame(game, focal, others, partners, partners ? g % 2 : g % players,
                 7300 + static_cast<std::uint64_t>(g), dealLimit, tally);
    const double mean = tally.sumEdge / tally.deals;
    const double variance = (tally.sumSquares - tally.deals * mean * mean) / (tally.deals - 1);
    const double half = 1.96 * std::sqrt(variance / tally.deals);
    std::printf(
        "%s%-6s vs %s %-6s  %d deals: tricks per deal %.2f vs others %.2f; edge %+.2f "
        "(95%% interval %+.2f .. %+.2f); games won %.1f of %d (fair share %.1f)\n",
        partners ? "side of 2 " : "", focal.c_str(), partners ? "2" : "3", others.c_str(),
        tally.deals, tally.focalPoints / tally.deals, tally.otherPoints / tally.deals, mean,
        mean - half, mean + half, tally.wins, tally.games, tally.games / (partners ? 2.0 : 4.0));
    std::printf("        %s: %.3f s per card (%lld cards)\n", focal.c_str(),
                tally.cards ? tally.cardSeconds / tally.cards : 0.0, tally.cards);
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    const int deals = argc > 1 ? std::atoi(argv[1]) : 400;
    const std::string only = argc > 2 ? argv[2] : "";
    WhistitiGame game;
    std::printf("Whistiti, %d players, at least %d deals per pairing\n", players, deals);
    if (only.empty() || only == "hard") pairing(game, "hard", "medium", false, deals);
    if (only.empty() || only == "medium") pairing(game, "medium", "easy", false, deals);
    if (only.empty() || only == "partners") {
        pairing(game, "hard", "medium", true, deals);
        pairing(game, "medium", "medium-alone", true, deals);
    }
    return 0;
}
