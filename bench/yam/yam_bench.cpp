// Yam solver and AI benchmark (run a Release build):
//   1. the single-column DP on standard Yahtzee, against the published optimum;
//   2. the three Yam column tables: expected score, time, memory;
//   3. the Hard AI's mean over many simulated one-column games against the DP's value,
//      and the other levels and sheets for comparison.
// Usage: yam_bench [games per measurement, default 40000: the standard error of the mean is
// then ~0.2 points, 0.07% of the DP's value]
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>

#include "framework/rng.h"
#include "games/yam/ai/agent.h"
#include "games/yam/game.h"
#include "games/yam/solver/column_values.h"
#include "games/yam/state.h"
#include "level_games.h"

using namespace lt;
using namespace lt::yam;

namespace {

// Processor time of the whole process (all threads): the machine is shared, wall time lies.
double cpuSeconds() {
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

// Plain Yahtzee (no extra-Yahtzee bonus, no joker). Verhoeff's 254.5896 is the value WITH
// the 100-point extra-Yahtzee bonus and the joker rule; without them the optimum is 245.87.
constexpr double kPlainYahtzeeOptimum = 245.87;

struct Sample {
    double mean = 0, standardError = 0;
};

Sample simulate(const YamGame& game, const std::string& columns, int players, ai::Level level,
                int games, std::uint64_t seed) {
    Options options;
    options.set("columns", columns);
    auto agent = game.makeAgent(level == ai::Level::Hard     ? "hard"
                                : level == ai::Level::Medium ? "medium"
                                                             : "easy");
    auto& yamAgent = dynamic_cast<ai::YamAgent&>(*agent);
    const std::atomic<bool> never{false};
    Rng rng(seed);
    double sum = 0, sumSquares = 0;
    long count = 0;
    for (int g = 0; g < games; ++g) {
        auto state = game.newInitialState(options, players);
        auto& yam = dynamic_cast<YamState&>(*state);
        while (!yam.isTerminal()) {
            if (yam.isChanceNode()) {
                yam.apply(bench::sampleChance(yam, rng));
            } else {
                yam.apply(encode(yamAgent.decide(yam, never)));
            }
        }
        for (int score : yam.scores()) {
            sum += score;
            sumSquares += double(score) * score;
            ++count;
        }
    }
    Sample s;
    s.mean = sum / count;
    s.standardError = std::sqrt((sumSquares / count - s.mean * s.mean) / count);
    return s;
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 40000;

    std::printf("== Single-column DP on standard Yahtzee ==\n");
    auto start = std::chrono::steady_clock::now();
    double cpu = cpuSeconds();
    const auto yahtzee = solver::ColumnValues::solve(solver::yahtzeeRules());
    std::printf(
        "optimal expected score %.4f (reference %.2f, plain rules), %.2f s wall, %.2f s "
        "cpu, %zu positions, %.1f MiB\n",
        yahtzee->expectedScore(), kPlainYahtzeeOptimum, bench::secondsSince(start),
        cpuSeconds() - cpu, yahtzee->solvedPositions(), yahtzee->memoryBytes() / 1048576.0);
    const bool yahtzeeOk = std::abs(yahtzee->expectedScore() - kPlainYahtzeeOptimum) <= 0.01;
    std::printf("check |value - %.2f| <= 0.01: %s\n\n", kPlainYahtzeeOptimum,
                yahtzeeOk ? "ok" : "FAILED");

    std::printf("== Yam single-column tables ==\n");
    double freeValue = 0;
    for (ColumnKind kind : {ColumnKind::Down, ColumnKind::Up, ColumnKind::Free}) {
        start = std::chrono::steady_clock::now();
        cpu = cpuSeconds();
        const auto values = solver::ColumnValues::solve(solver::yamColumnRules(kind));
        std::printf(
            "%-5s expected %.4f, %.3f s wall, %.3f s cpu, %zu positions solved, table "
            "%.1f MiB\n",
            std::string(columnId(kind)).c_str(), values->expectedScore(),
            bench::secondsSince(start), cpuSeconds() - cpu, values->solvedPositions(),
            values->memoryBytes() / 1048576.0);
        if (kind == ColumnKind::Free) freeValue = values->expectedScore();
    }
    start = std::chrono::steady_clock::now();
    cpu = cpuSeconds();
    const auto twoThreads =
        solver::ColumnValues::solve(solver::yamColumnRules(ColumnKind::Free), nullptr, 2);
    std::printf("free on 2 threads: %.3f s wall, %.3f s cpu (same value: %s)\n",
                bench::secondsSince(start), cpuSeconds() - cpu,
                twoThreads->expectedScore() == freeValue ? "yes" : "NO");

    std::printf("\n== Simulated games (%d per line, one player) ==\n", games);
    YamGame game;
    start = std::chrono::steady_clock::now();
    const Sample hard = simulate(game, "free", 1, ai::Level::Hard, games, 1);
    const double ratio = hard.mean / freeValue;
    std::printf(
        "hard, free column: mean %.3f +- %.3f vs DP %.3f = %.2f%% (goal >= 99.8%%): %s "
        "(%.1f s incl. tables)\n",
        hard.mean, hard.standardError, freeValue, 100 * ratio, ratio >= 0.998 ? "ok" : "FAILED",
        bench::secondsSince(start));
    for (const char* columns : {"down", "up"}) {
        const Sample s = simulate(game, columns, 1, ai::Level::Hard, games, 2);
        std::printf("hard, %s column: mean %.3f +- %.3f\n", columns, s.mean, s.standardError);
    }
    const int fewer = std::max(1, games / 4);
    for (auto [level, label] :
         {std::pair{ai::Level::Medium, "medium"}, {ai::Level::Easy, "easy"}}) {
        const Sample s = simulate(game, "free", 1, level, fewer, 3);
        std::printf("%s, free column (%d games): mean %.3f +- %.3f (%.1f%% of DP)\n", label, fewer,
                    s.mean, s.standardError, 100 * s.mean / freeValue);
    }
    for (auto [level, label] : {std::pair{ai::Level::Hard, "hard"},
                                {ai::Level::Medium, "medium"},
                                {ai::Level::Easy, "easy"}}) {
        const Sample s = simulate(game, "down-up-free", 1, level, fewer, 4);
        std::printf("%s, three columns (%d games): mean %.3f +- %.3f\n", label, fewer, s.mean,
                    s.standardError);
    }
    return yahtzeeOk && ratio >= 0.998 ? 0 : 1;
}
