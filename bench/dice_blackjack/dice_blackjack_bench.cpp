// Dice Black Jack strategy benchmark (run a Release build):
//   1. the round-winning solver: time to solve, and each seat's chance of winning a round when
//      every player plays it (exact, from the solver's end distributions);
//   2. whole games to all the tokens (5 each) between the computer levels, and the
//      round-winning policy on its own ("round-win"): two-player games with the seats
//      alternating, three- and four-player games over all seatings in turn; win rates with 95%
//      error bars (1.96 standard errors), and the share of rounds each player won. (With two
//      Hard seats, both are counted together.)
// Usage: dice_blackjack_bench [games per pairing, default 20000]
// Measured (Release, 10,000 games per pairing, 2026-11-26): solved in 0.19 ms; with all
// players on the round-winning policy the seats win 44.19% / 50.35% of two-player rounds.
// Hard beats Medium 69.4% +- 0.9%, Easy 78.4% +- 0.8%, and the round-winning policy 70.8% +-
// 0.9%; Medium beats Easy 61.6% +- 1.0%; the round-winning policy only draws with Medium
// (51.1%) and Easy (50.1%), although it wins the most rounds: it busts too often, and a bust
// costs two tokens. Three players (one per level): Hard 62.5%, Medium 24.6%, Easy 13.0% (+-
// 0.9% or better).
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "framework/rng.h"
#include "games/dice_blackjack/ai/agent.h"
#include "games/dice_blackjack/ai/round_solver.h"
#include "games/dice_blackjack/game.h"
#include "games/dice_blackjack/state.h"
#include "level_games.h"

using namespace lt;
using namespace lt::diceblackjack;

namespace {

using ai::RoundSolver;

// Exact chance of each seat winning a round of `players`, all playing the solver's policy;
// the last entry is the chance that nobody wins (all bust, or a tie for best).
std::vector<double> seatChances(const RoundSolver& solver, int players) {
    std::array<double, kTarget + 1> best{};  // distribution of the best score standing
    best[0] = 1;
    std::vector<double> wins;
    for (int seat = 0; seat < players; ++seat) {
        const int followers = players - 1 - seat;
        double win = 0;
        std::array<double, kTarget + 1> next{};
        for (int b = 0; b <= kTarget; ++b) {
            if (best[b] == 0) continue;
            win += best[b] * solver.turnValue(followers, b).win;
            const auto& ends = solver.ends(followers, b);
            next[b] += best[b] * ends[RoundSolver::kBust];
            for (int f = 3; f <= kTarget; ++f) next[std::max(b, f)] += best[b] * ends[f];
        }
        best = next;
        wins.push_back(win);
    }
    // A seat wins only when it stood alone above the rest: the rest is "nobody".
    double nobody = 1;
    for (double w : wins) nobody -= w;
    wins.push_back(nobody);
    return wins;
}

struct Tally {
    int games = 0;
    int wins = 0;
    long rounds = 0;
    long roundsWon = 0;
};

struct Player {
    std::string name;
    std::function<BjMove(const BlackjackState&)> decide;
};

// Plays one game with player `at[seat]` at each seat; tallies games and rounds by player.
void playGame(const BlackjackGame& game, const std::vector<int>& at,
              const std::vector<Player>& players, std::vector<Tally>& tally, Rng& rng) {
    auto state = game.newInitialState({}, static_cast<int>(at.size()));
    auto& bj = static_cast<BlackjackState&>(*state);
    int roundsSeen = 0;
    while (!bj.isTerminal()) {
        if (bj.isChanceNode())
            bj.apply(bench::sampleChance(bj, rng));
        else
            bj.apply(encode(players[at[bj.seatToPlay()]].decide(bj)));
        if (bj.lastRound().number != roundsSeen) {
            roundsSeen = bj.lastRound().number;
            for (int seat = 0; seat < bj.numPlayers(); ++seat)
                if (bj.inGame(seat) || bj.eliminatedInRound(seat) == roundsSeen)
                    ++tally[at[seat]].rounds;
            if (bj.lastRound().winner >= 0) ++tally[at[bj.lastRound().winner]].roundsWon;
        }
    }
    const auto places = bj.ranking();
    for (int seat = 0; seat < bj.numPlayers(); ++seat) {
        ++tally[at[seat]].games;
        if (places[seat] == 1) ++tally[at[seat]].wins;
    }
}

void report(const std::vector<Player>& players, const std::vector<int>& which,
            const std::vector<Tally>& tally) {
    for (int i : which) {
        const Tally& t = tally[i];
        const double p = static_cast<double>(t.wins) / t.games;
        const double error = 1.96 * std::sqrt(p * (1 - p) / t.games);
        const double r = static_cast<double>(t.roundsWon) / t.rounds;
        const double roundError = 1.96 * std::sqrt(r * (1 - r) / t.rounds);
        std::printf(
            "    %-10s wins %5.1f%% +- %.1f%% of games, %5.1f%% +- %.1f%% of rounds played\n",
            players[i].name.c_str(), 100 * p, 100 * error, 100 * r, 100 * roundError);
    }
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 20000;
    const BlackjackGame game;

    const auto start = std::chrono::steady_clock::now();
    const auto solver = std::make_shared<const RoundSolver>();
    std::printf("solver: %.3f ms\n", 1000 * bench::secondsSince(start));
    for (int players = 2; players <= 4; ++players) {
        const auto chances = seatChances(*solver, players);
        std::printf("  %d Hard players, round won by seat 1..%d:", players, players);
        for (int seat = 0; seat < players; ++seat) std::printf(" %.2f%%", 100 * chances[seat]);
        std::printf("; nobody %.2f%%\n", 100 * chances.back());
    }

    // The three levels, and the round-winning policy on its own for comparison.
    std::vector<Player> players;
    for (const auto& [name, level] :
         {std::pair{"easy", ai::Level::Easy}, std::pair{"medium", ai::Level::Medium},
          std::pair{"hard", ai::Level::Hard}}) {
        auto agent = std::make_shared<ai::BlackjackAgent>(level, solver);
        players.push_back({name, [agent](const BlackjackState& s) { return agent->decide(s); }});
    }
    players.push_back({"round-win", [solver](const BlackjackState& s) {
                           const auto stakes = ai::stakesOf(s);
                           const int choice = solver->bestChoice(stakes.followers, stakes.best,
                                                                 s.roundScore(s.seatToPlay()));
                           return choice == 0 ? BjMove::stop() : BjMove::again(choice);
                       }});
    enum { kEasy, kMedium, kHard, kRoundWin };

    std::printf("two-player games to all the tokens, %d per pairing (seats alternate):\n", games);
    const std::vector<std::pair<int, int>> pairings = {{kHard, kMedium},     {kHard, kEasy},
                                                       {kMedium, kEasy},     {kHard, kRoundWin},
                                                       {kRoundWin, kMedium}, {kRoundWin, kEasy}};
    for (std::size_t i = 0; i < pairings.size(); ++i) {
        const auto [a, b] = pairings[i];
        std::vector<Tally> tally(players.size());
        Rng rng(100 + i);
        for (int g = 0; g < games; ++g) {
            const std::vector<int> seats = g % 2 == 0 ? std::vector{a, b} : std::vector{b, a};
            playGame(game, seats, players, tally, rng);
        }
        std::printf("  %s vs %s\n", players[a].name.c_str(), players[b].name.c_str());
        report(players, {a, b}, tally);
    }

    for (int players3 : {3, 4}) {
        std::vector<int> seating = players3 == 3 ? std::vector<int>{kEasy, kMedium, kHard}
                                                 : std::vector<int>{kEasy, kMedium, kHard, kHard};
        std::printf("%d-player games (%s), all seatings in turn, %d games:\n", players3,
                    players3 == 3 ? "one of each level" : "Easy, Medium and two Hard", games);
        std::vector<Tally> tally(players.size());
        Rng rng(200 + players3);
        for (int g = 0; g < games; ++g) {
            playGame(game, seating, players, tally, rng);
            if (!std::next_permutation(seating.begin(), seating.end()))
                std::sort(seating.begin(), seating.end());
        }
        report(players, {kHard, kMedium, kEasy}, tally);
    }
    return 0;
}
