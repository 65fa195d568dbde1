// `ludoteca-cli chess ...`: perft, PGN replay, the UCI engine and engine matches.
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <chrono>
#include <iostream>
#include <memory>

#include "cli/command_support.h"
#include "cli/commands.h"
#include "cli/review_output.h"
#include "framework/errors.h"
#include "games/chess/engine/uci.h"
#include "games/chess/game.h"
#include "games/chess/movegen.h"
#include "games/chess/notation.h"
#include "games/chess/pgn.h"
#include "games/chess/review.h"

namespace lt::cli {

namespace {

int chessPerftCommand(const PerftRequest& request) {
    const int depth = request.depth;
    chess::Position pos;
    try {
        pos = chess::Position::fromFen(request.fen);
    } catch (const InputError& e) {
        std::cerr << "chess perft: " << e.what() << '\n';
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    if (request.divide && depth > 0) {
        for (chess::Move m : chess::legalMoves(pos)) {
            pos.makeMove(m);
            const std::uint64_t count = chess::perft(pos, depth - 1);
            pos.unmakeMove();
            std::cout << chess::toUci(m) << ": " << count << '\n';
            nodes += count;
        }
        std::cout << '\n';
    } else {
        nodes = chess::perft(pos, depth);
    }
    printPerftFigures(nodes, start);
    return 0;
}

int pgnCommand(const std::string& path) {
    const auto text = readWholeFile(path);
    if (!text) {
        std::cerr << "chess pgn: cannot open " << path << '\n';
        return 2;
    }
    std::vector<chess::PgnGame> games;
    try {
        games = chess::readPgn(*text);
    } catch (const InputError& e) {
        std::cerr << path << ": " << e.what() << '\n';
        return 2;
    }
    std::size_t plies = 0;
    int errors = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const chess::PgnGame& game = games[i];
        std::string tags;
        for (const char* name : {"Event", "Date", "White", "Black"}) {
            const std::string value = game.tag(name);
            std::string escaped;
            for (char c : value) escaped += c == '"' ? std::string("\\\"") : std::string(1, c);
            if (!value.empty()) tags += fmt::format(" {}=\"{}\"", name, escaped);
        }
        try {
            const chess::ReplayedGame replayed =
                chess::replayPgnGame(game, static_cast<int>(i) + 1);
            plies += replayed.moves.size();
            const std::string_view end = chess::statusName(replayed.final.status());
            std::cout << fmt::format("game {}:{} plies={} result={}{}\n", i + 1, tags,
                                     replayed.moves.size(), game.result,
                                     end.empty() ? "" : fmt::format(" ({})", end));
        } catch (const InputError& e) {
            ++errors;
            std::cout << fmt::format("game {}:{} error\n", i + 1, tags);
            std::cerr << path << ": " << e.what() << '\n';
        }
    }
    std::cout << fmt::format("games={} plies={} errors={}\n", games.size(), plies, errors);
    return errors ? 1 : 0;
}

}  // namespace

void addChessCommand(CLI::App& cli, Run& run) {
    CLI::App* tools =
        cli.add_subcommand("chess", "chess tools: perft, PGN replay and review, UCI engine");
    tools->require_subcommand(1);
    addPerftCommand(*tools, std::string(chess::kStartFen), chessPerftCommand, run);
    auto path = std::make_shared<std::string>();
    CLI::App* pgn = tools->add_subcommand("pgn", "replays every game of a PGN file");
    pgn->add_option("FILE", *path, "a PGN file")->required();
    pgn->callback([&run, path] { run = [path] { return pgnCommand(*path); }; });
    auto analyse = std::make_shared<AnalyseRequest>();
    addAnalyseOptions(*tools, *analyse, chess::kDefaultReviewDepth, "PGN")
        ->callback([&run, analyse] { run = [analyse] { return analyseChess(*analyse); }; });
    tools->add_subcommand("uci", "the chess engine over UCI on stdin/stdout")->callback([&run] {
        run = [] { return chess::engine::runUci(std::cin, std::cout); };
    });
}

}  // namespace lt::cli
