// `play`: computer-only matches with invariant checks, one line per match and a summary.
#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <map>
#include <memory>

#include "agents/self_play.h"
#include "cli/commands.h"
#include "framework/errors.h"

namespace lt::cli {
namespace {

struct PlayArgs {
    std::string gameId;
    std::vector<SeatSpec> seats;
    int games = 1;
    std::uint64_t seed = 1;
    Options options;
};

std::vector<SeatSpec> computerSeats(const std::string& text) {
    std::vector<SeatSpec> seats = parseSeatList(text);
    for (const auto& seat : seats)
        if (seat.human) throw InputError("play needs computer seats only", 0, "--seats");
    return seats;
}

std::string describe(const std::vector<int>& values) {
    std::string text;
    for (std::size_t i = 0; i < values.size(); ++i)
        text += (i ? "," : "") + std::to_string(values[i]);
    return text;
}

int playGames(const GameRegistry& games, const PlayArgs& play) {
    const Game* game = games.find(play.gameId);
    if (!game)
        throw InputError("unknown game '" + play.gameId + "' (see 'ludoteca-cli list')", 0, "play");

    std::map<PlayerId, int> wins;
    std::size_t totalPlies = 0;
    int unfinished = 0;
    for (int g = 0; g < play.games; ++g) {
        const std::uint64_t seed = play.seed + static_cast<std::uint64_t>(g);
        Match match(*game, play.options, play.seats, seed);
        std::vector<std::unique_ptr<Agent>> agents;
        for (const auto& seat : play.seats) agents.push_back(game->makeAgent(seat.level));
        const SelfPlayResult result = playOut(match, agents, seed * 7919 + 1);
        totalPlies += result.plies;
        if (!result.finished) {
            ++unfinished;
            fmt::print("game {} seed {}: not finished after {} moves\n", g + 1, seed, result.plies);
            continue;
        }
        // The record must replay to the same final state: the save format is complete.
        const Match replayed = Match::fromRecord(games, match.record());
        if (replayed.state().toString() != match.state().toString()) {
            fmt::print(stderr, "game {} seed {}: replay differs from the played match\n", g + 1,
                       seed);
            return 1;
        }
        for (std::size_t s = 0; s < result.ranking.size(); ++s)
            if (result.ranking[s] == 1) ++wins[static_cast<PlayerId>(s)];
        fmt::print("game {} seed {}: ranking {} scores {} moves {}\n", g + 1, seed,
                   describe(result.ranking), describe(result.scores), result.plies);
    }
    std::string summary;
    for (std::size_t s = 0; s < play.seats.size(); ++s)
        summary +=
            fmt::format(" seat{}({})={}", s, play.seats[s].level, wins[static_cast<PlayerId>(s)]);
    fmt::print("summary: games={} moves={} unfinished={} wins:{}\n", play.games, totalPlies,
               unfinished, summary);
    return unfinished ? 1 : 0;
}

}  // namespace

void addPlayCommand(CLI::App& cli, const GameRegistry& games, Run& run) {
    auto play = std::make_shared<PlayArgs>();
    CLI::App* command = cli.add_subcommand("play", "plays computer matches and checks them");
    command->add_option("ID", play->gameId, "the game (see 'ludoteca-cli list')")->required();
    command
        ->add_option_function<std::string>(
            "--seats", [play](const std::string& text) { play->seats = computerSeats(text); },
            "one per seat, like ai:easy,ai:hard,random")
        ->required();
    command->add_option("--games", play->games, "how many matches (default 1)")
        ->check(CLI::Range(1, 1000000));
    command->add_option("--seed", play->seed, "the first match's seed (default 1)");
    command
        ->add_option_function<std::vector<std::string>>(
            "--option",
            [play](const std::vector<std::string>& values) {
                for (const std::string& kv : values) {
                    const auto eq = kv.find('=');
                    if (eq == std::string::npos)
                        throw InputError("expected key=value, got '" + kv + "'", 0, "--option");
                    play->options.set(kv.substr(0, eq), kv.substr(eq + 1));
                }
            },
            "a game option as key=value (repeatable)")
        ->expected(1)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    command->callback(
        [&games, &run, play] { run = [&games, play] { return playGames(games, *play); }; });
}

}  // namespace lt::cli
