// `play`: computer-only matches with invariant checks, one line per match and a summary.
#include <fmt/core.h>

#include <charconv>
#include <map>

#include "agents/self_play.h"
#include "commands.h"
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

template <typename Int>
Int number(const std::string& text, const char* field) {
    Int value{};
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc{} || end != text.data() + text.size())
        throw InputError("expected a number, got '" + text + "'", 0, field);
    return value;
}

PlayArgs parse(const Args& args) {
    PlayArgs out;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&]() -> const std::string& {
            if (i + 1 >= args.size()) throw InputError("missing value", 0, a);
            return args[++i];
        };
        if (a == "--seats") {
            out.seats = parseSeatList(value());
        } else if (a == "--games") {
            out.games = number<int>(value(), "--games");
        } else if (a == "--seed") {
            out.seed = number<std::uint64_t>(value(), "--seed");
        } else if (a == "--option") {
            const std::string& kv = value();
            const auto eq = kv.find('=');
            if (eq == std::string::npos) throw InputError("expected key=value", 0, "--option");
            out.options.set(kv.substr(0, eq), kv.substr(eq + 1));
        } else if (out.gameId.empty() && !a.starts_with("--")) {
            out.gameId = a;
        } else {
            throw InputError("unexpected argument '" + a + "'", 0, "play");
        }
    }
    if (out.gameId.empty()) throw InputError("missing game id", 0, "play");
    if (out.seats.empty()) throw InputError("missing --seats", 0, "play");
    for (const auto& seat : out.seats)
        if (seat.human) throw InputError("play needs computer seats only", 0, "--seats");
    return out;
}

std::string describe(const std::vector<int>& values) {
    std::string text;
    for (std::size_t i = 0; i < values.size(); ++i)
        text += (i ? "," : "") + std::to_string(values[i]);
    return text;
}

}  // namespace

int playGames(const GameRegistry& games, const Args& args) {
    const PlayArgs play = parse(args);
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

}  // namespace lt::cli
