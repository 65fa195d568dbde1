// La battaglia corsa computer levels: each level against the one below, with 2 seats (which
// level sits first alternating) and 6 seats (three of each level in alternate seats, which
// level sits first alternating too). Games are played as ludoteca-cli plays them (lt::playOut:
// the computers' slaps in the order of their reaction times, within the table's pace), then
// replayed to measure. Prints the share of games won by the stronger level with a 95 % Wilson
// interval, the share of the piles each level won (by slap and by challenge), and each level's
// reaction times on pairs (median, 10th and 90th percentiles, from the card landing), the
// share of pairs it let go and its false slaps per 100 cards.
// Usage: battaglia_corsa_bench [games per pairing, default 400] [first seed, default 19000]
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "agents/self_play.h"
#include "framework/agent.h"
#include "framework/match.h"
#include "games/battaglia_corsa/game.h"
#include "games/battaglia_corsa/reactions.h"
#include "games/battaglia_corsa/state.h"

using namespace lt;
using namespace lt::battaglia_corsa;

namespace {

struct LevelFigures {
    std::vector<int> reactions;  // ms, on pairs it slapped (planned, won or beaten)
    int pairsSeen = 0, pairsLetGo = 0;
    int slapPiles = 0, challengePiles = 0;
    int falseSlaps = 0, cardsSeen = 0;
};

struct Totals {
    std::string label;
    int piles = 0;
    std::map<std::string, LevelFigures> levels;
};

// Replays the record move by move, noting what each level did.
void measure(const SlapGame& game, const Match& match, const std::vector<std::string>& levels,
             Totals& totals) {
    auto state = game.newInitialState(match.options(), static_cast<int>(levels.size()));
    int sampledTurn = 0;
    for (std::size_t i = 0; i < match.ply(); ++i) {
        const auto& slap = static_cast<const SlapState&>(*state);
        if (slap.turned() != sampledTurn && !slap.pile().empty() && !slap.isChanceNode()) {
            sampledTurn = slap.turned();
            for (PlayerId p = 0; p < static_cast<PlayerId>(levels.size()); ++p) {
                if (slap.stackSize(p) == 0) continue;
                LevelFigures& f = totals.levels[levels[p]];
                ++f.cardsSeen;
                if (!slap.pairOnTop()) continue;
                ++f.pairsSeen;
                const auto reaction = reactionMs(slap, p, levels[p]);
                if (reaction)
                    f.reactions.push_back(*reaction);
                else
                    ++f.pairsLetGo;
            }
        }
        const RecordedMove& recorded = match.playedMove(i);
        const auto move = recorded.claim ? state->parseMove(recorded.notation, recorded.actor)
                                         : state->parseMove(recorded.notation);
        if (recorded.claim)
            state->applyClaim(recorded.actor, *move);
        else
            state->apply(*move);
        const Event& event = static_cast<const SlapState&>(*state).lastEvent();
        const int winner = event.player;
        if (event.kind == Event::Kind::SlapWon) {
            ++totals.piles;
            ++totals.levels[levels[winner]].slapPiles;
        } else if (event.kind == Event::Kind::Took) {
            ++totals.piles;
            ++totals.levels[levels[winner]].challengePiles;
        } else if (event.kind == Event::Kind::FalseSlap) {
            ++totals.levels[levels[winner]].falseSlaps;
        }
    }
}

int percentile(std::vector<int> values, double q) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    return values[static_cast<std::size_t>(q * static_cast<double>(values.size() - 1))];
}

void pairing(const SlapGame& game, const std::string& strong, const std::string& weak, int players,
             int games, std::uint64_t firstSeed, Totals& totals) {
    totals.label = std::to_string(players) + " seats, " + strong + " vs " + weak;
    int wins = 0, unfinished = 0;
    for (int i = 0; i < games; ++i) {
        const int parity = i % 2;
        std::vector<std::string> levels(static_cast<std::size_t>(players));
        std::vector<SeatSpec> seats;
        std::vector<std::unique_ptr<Agent>> agents;
        for (int p = 0; p < players; ++p) {
            levels[p] = p % 2 == parity ? strong : weak;
            seats.push_back({false, "P" + std::to_string(p + 1), levels[p], ""});
            agents.push_back(game.makeAgent(levels[p]));
        }
        const std::uint64_t seed = Rng::derive(firstSeed, static_cast<std::uint64_t>(i));
        Match match(game, {}, seats, seed);
        const SelfPlayResult result = playOut(match, agents, seed ^ 0x5eedULL, 200000);
        if (!result.finished) {
            ++unfinished;
            continue;
        }
        for (int p = 0; p < players; ++p)
            if (result.ranking[p] == 1 && p % 2 == parity) ++wins;
        measure(game, match, levels, totals);
    }
    const double n = games - unfinished;
    const double share = wins / n;
    // Wilson score interval, 95 %.
    const double z = 1.96;
    const double centre = (share + z * z / (2 * n)) / (1 + z * z / n);
    const double half =
        z * std::sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    std::printf("| %d | %s vs %s | %d | %.1f %% | %.1f-%.1f %% | %d |\n", players, strong.c_str(),
                weak.c_str(), games, 100 * share, 100 * (centre - half), 100 * (centre + half),
                unfinished);
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 400;
    const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 19000;
    if (games < 2) {
        std::fprintf(stderr, "usage: battaglia_corsa_bench [games >= 2] [first seed]\n");
        return 2;
    }
    SlapGame game;
    std::printf(
        "| seats | pairing | games | won by the stronger | 95 %% interval | unfinished |\n"
        "| --- | --- | ---: | ---: | --- | ---: |\n");
    std::vector<Totals> pairings;
    for (int players : {2, 6}) {
        pairings.emplace_back();
        pairing(game, "medium", "easy", players, games, seed, pairings.back());
        pairings.emplace_back();
        pairing(game, "hard", "medium", players, games, seed, pairings.back());
    }
    for (Totals& totals : pairings) {
        std::printf(
            "\n%s: %d piles won\n\n"
            "| level | piles won | by slap | by challenge | reaction on pairs: median | 10-90 %% "
            "| pairs let go | false slaps per 100 cards |\n"
            "| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |\n",
            totals.label.c_str(), totals.piles);
        for (const std::string level : {"easy", "medium", "hard"}) {
            if (!totals.levels.count(level)) continue;
            const LevelFigures& f = totals.levels[level];
            const int won = f.slapPiles + f.challengePiles;
            std::printf(
                "| %s | %.1f %% | %.1f %% | %.1f %% | %d ms | %d-%d ms | %.1f %% | %.2f |\n",
                level.c_str(), 100.0 * won / totals.piles, 100.0 * f.slapPiles / totals.piles,
                100.0 * f.challengePiles / totals.piles, percentile(f.reactions, 0.5),
                percentile(f.reactions, 0.1), percentile(f.reactions, 0.9),
                f.pairsSeen ? 100.0 * f.pairsLetGo / f.pairsSeen : 0.0,
                f.cardsSeen ? 100.0 * f.falseSlaps / f.cardsSeen : 0.0);
        }
    }
    return 0;
}
