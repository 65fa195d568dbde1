// Kem's computer levels (run a Release build): a team of a level against a team of the level
// below, whole games to the default target (5 points, 20-minute limit) played by the screenless
// simulation (every claim in the order of its time, re-planned after each, as the match
// controller does), the teams changing sides from game to game. Reports the stronger team's
// share of won games with a 95 % interval, its points per game, and how fast each level reads
// the other team's signal: right Counter-Kem's per game, the opponents' valid Kem's it saw
// before its first right one, the game time that took, and wrong Counter-Kem's per game.
// Usage: kems_bench [games per pairing, default 400]
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "games/kems/game.h"
#include "games/kems/simulation.h"
#include "games/kems/state.h"

using namespace lt;
using namespace lt::kems;

namespace {

struct Reading {
    int games = 0;
    int decoded = 0;        // games in which the team named the other's signal right
    int rightCounters = 0;  // all right Counter-Kem's
    int wrongCounters = 0;
    long long kemsSeen = 0;  // the opponents' valid Kem's before the first right one
    long long msToDecode = 0;
};

struct Tally {
    int games = 0, wins = 0, draws = 0;
    long long points = 0, otherPoints = 0;
    Reading strong, weak;
    double seconds = 0;
};

// What team `team` did with the other team's signal in `table`.
void readReading(const Table& table, int team, Reading& reading) {
    ++reading.games;
    int seen = 0;
    bool first = true;
    for (const Event& e : table.events) {
        const bool ours = teamOf(e.seat) == team;
        if (!ours && (e.kind == Event::Kind::Kems || e.kind == Event::Kind::DoubleKems) && e.valid)
            ++seen;
        if (!ours || e.kind != Event::Kind::Counter) continue;
        if (!e.valid) {
            ++reading.wrongCounters;
            continue;
        }
        ++reading.rightCounters;
        if (first) {
            first = false;
            ++reading.decoded;
            reading.kemsSeen += seen;
            reading.msToDecode += e.timeMs;
        }
    }
}

void playGame(const KemsGame& game, const std::string& strong, const std::string& weak,
              int strongTeam, std::uint64_t seed, Tally& tally) {
    auto initial = game.newInitialState({}, 4);
    auto& state = static_cast<KemsState&>(*initial);
    std::array<std::string, kSeats> levels;
    for (PlayerId seat = 0; seat < kSeats; ++seat)
        levels[seat] = teamOf(seat) == strongTeam ? strong : weak;
    Rng rng(seed);
    const auto start = std::chrono::steady_clock::now();
    playOut(state, levels, rng);
    tally.seconds +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const Table& table = state.table();
    ++tally.games;
    const int mine = table.scores[strongTeam], theirs = table.scores[1 - strongTeam];
    tally.points += mine;
    tally.otherPoints += theirs;
    if (mine > theirs) ++tally.wins;
    if (mine == theirs) ++tally.draws;
    readReading(table, strongTeam, tally.strong);
    readReading(table, 1 - strongTeam, tally.weak);
}

void printReading(const char* level, const Reading& r) {
    std::printf(
        "  %-6s named the other signal right in %d of %d games; %.2f right and %.2f wrong "
        "Counter-Kem's per game",
        level, r.decoded, r.games, static_cast<double>(r.rightCounters) / r.games,
        static_cast<double>(r.wrongCounters) / r.games);
    if (r.decoded > 0)
        std::printf("; first right one after %.2f of their Kem's, %.0f s of play",
                    static_cast<double>(r.kemsSeen) / r.decoded,
                    static_cast<double>(r.msToDecode) / r.decoded / 1000.0);
    std::printf("\n");
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::max(1, std::atoi(argv[1])) : 400;
    const KemsGame game;
    const std::pair<const char*, const char*> pairings[] = {{"hard", "medium"}, {"medium", "easy"}};
    for (const auto& [strong, weak] : pairings) {
        Tally tally;
        for (int g = 0; g < games; ++g)
            playGame(game, strong, weak, g % 2, 1000003ULL * static_cast<std::uint64_t>(g) + 17,
                     tally);
        const double p = static_cast<double>(tally.wins) / tally.games;
        const double half = 1.96 * std::sqrt(p * (1 - p) / tally.games);
        std::printf(
            "%s team vs %s team: %d games, won %d (%.1f %%, 95 %% %.1f … %.1f %%), "
            "drawn %d; points per game %.2f to %.2f; %.4f s per game\n",
            strong, weak, tally.games, tally.wins, 100 * p, 100 * (p - half), 100 * (p + half),
            tally.draws, static_cast<double>(tally.points) / tally.games,
            static_cast<double>(tally.otherPoints) / tally.games, tally.seconds / tally.games);
        printReading(strong, tally.strong);
        printReading(weak, tally.weak);
    }
    return 0;
}
