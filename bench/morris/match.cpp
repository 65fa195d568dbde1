// Plays matches between Morris computer levels and reports win rates with 95% intervals.
//
//   morris_match [--games N] [--ms MILLISECONDS] [--classic] [--seed S] LEVEL_A LEVEL_B
//
// LEVEL is easy, medium, hard or random. Each pair of games swaps colours. --ms overrides the
// time budget of every engine level (Hard's 3 s a move makes long matches slow).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "agents/random_agent.h"
#include "agents/self_play.h"
#include "framework/errors.h"
#include "framework/match.h"
#include "games/morris/engine_agent.h"
#include "games/morris/game.h"

namespace {

struct Settings {
    int games = 20;
    int moveMs = 0;  // 0: each level's own budget
    bool diagonals = true;
    std::uint64_t seed = 1;
    std::string levels[2];
};

std::unique_ptr<lt::Agent> makeAgent(const std::string& level, int moveMs) {
    if (level == "random") return std::make_unique<lt::RandomAgent>();
    lt::morris::EngineConfig config = lt::morris::engineConfigForLevel(level);
    if (moveMs > 0)
        config.limits.timeLimit =
            std::min(config.limits.timeLimit, std::chrono::milliseconds(moveMs));
    return std::make_unique<lt::morris::EngineAgent>(config);
}

Settings parse(int argc, char** argv) {
    Settings settings;
    int level = 0;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&] {
            if (i + 1 >= argc) throw lt::InputError("missing value", 0, arg);
            return std::string(argv[++i]);
        };
        if (arg == "--games")
            settings.games = std::stoi(value());
        else if (arg == "--ms")
            settings.moveMs = std::stoi(value());
        else if (arg == "--seed")
            settings.seed = std::stoull(value());
        else if (arg == "--classic")
            settings.diagonals = false;
        else if (level < 2)
            settings.levels[level++] = arg;
        else
            throw lt::InputError("unexpected argument", 0, arg);
    }
    if (level != 2) throw lt::InputError("give two levels, e.g. hard medium", 0, "levels");
    return settings;
}

}  // namespace

int main(int argc, char** argv) {
    Settings settings;
    try {
        settings = parse(argc, argv);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "morris_match: %s\n", e.what());
        return 2;
    }
    const auto game = lt::morris::makeGame();
    lt::Options options;
    options.set("diagonals", settings.diagonals ? "true" : "false");
    int wins = 0, draws = 0, losses = 0;
    long plies = 0;
    const auto started = std::chrono::steady_clock::now();
    for (int g = 0; g < settings.games; ++g) {
        const int aSeat = g % 2;  // level A plays White in even games
        std::vector<std::unique_ptr<lt::Agent>> agents(2);
        agents[aSeat] = makeAgent(settings.levels[0], settings.moveMs);
        agents[1 - aSeat] = makeAgent(settings.levels[1], settings.moveMs);
        lt::Match match(*game, options, lt::parseSeatList("random,random"), settings.seed + g);
        const auto result = lt::playOut(match, agents, settings.seed * 1000 + g);
        plies += static_cast<long>(result.plies);
        const char* outcome = "draw";
        if (result.ranking[aSeat] < result.ranking[1 - aSeat]) {
            ++wins;
            outcome = "A wins";
        } else if (result.ranking[aSeat] > result.ranking[1 - aSeat]) {
            ++losses;
            outcome = "B wins";
        } else {
            ++draws;
        }
        std::printf("game %3d  A=%s as %s  %3zu plies  %s\n", g + 1, settings.levels[0].c_str(),
                    aSeat == 0 ? "White" : "Black", result.plies, outcome);
        std::fflush(stdout);
    }
    // Score per game (win 1, draw 1/2) with a normal-approximation 95% interval.
    const double n = settings.games;
    const double score = (wins + 0.5 * draws) / n;
    const double meanSquare = (wins + 0.25 * draws) / n;
    const double spread = 1.96 * std::sqrt(std::max(0.0, meanSquare - score * score) / n);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf(
        "\n%s vs %s, %d games (%s board): +%d =%d -%d, score %.1f%% +- %.1f%%, "
        "%.0f plies a game, %.0f s\n",
        settings.levels[0].c_str(), settings.levels[1].c_str(), settings.games,
        settings.diagonals ? "diagonal" : "classic", wins, draws, losses, 100 * score, 100 * spread,
        plies / n, seconds);
    return 0;
}
