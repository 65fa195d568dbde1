// `ludoteca-cli chess ...`: perft, PGN replay, the UCI engine and engine matches.
#include <chrono>
#include <iostream>

#include <fmt/format.h>

#include "command_support.h"
#include "commands.h"
#include "framework/errors.h"
#include "games/chess/chess_game.h"
#include "games/chess/engine/uci.h"
#include "games/chess/movegen.h"
#include "games/chess/notation.h"
#include "games/chess/pgn.h"

namespace lt::cli {

namespace {

constexpr std::string_view kUsage =
    "usage: ludoteca-cli chess perft DEPTH [--fen FEN] [--divide]\n"
    "       ludoteca-cli chess pgn FILE\n"
    "       ludoteca-cli chess uci\n";

int usage(std::string_view problem) {
    if (!problem.empty()) std::cerr << "chess: " << problem << '\n';
    std::cerr << kUsage;
    return 2;
}

int perftCommand(const Args& args) {
    std::string problem;
    const auto request = parsePerftArgs(args, std::string(chess::kStartFen), problem);
    if (!request) return usage(problem);
    const int depth = request->depth;
    chess::Position pos;
    try {
        pos = chess::Position::fromFen(request->fen);
    } catch (const InputError& e) {
        std::cerr << "chess perft: " << e.what() << '\n';
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    if (request->divide && depth > 0) {
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

int pgnCommand(const Args& args) {
    if (args.size() != 2) return usage("pgn needs exactly one FILE");
    const auto text = readWholeFile(args[1]);
    if (!text) {
        std::cerr << "chess pgn: cannot open " << args[1] << '\n';
        return 2;
    }
    std::vector<chess::PgnGame> games;
    try {
        games = chess::readPgn(*text);
    } catch (const InputError& e) {
        std::cerr << args[1] << ": " << e.what() << '\n';
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
            std::cerr << args[1] << ": " << e.what() << '\n';
        }
    }
    std::cout << fmt::format("games={} plies={} errors={}\n", games.size(), plies, errors);
    return errors ? 1 : 0;
}

}  // namespace

int chessCommand(const Args& args) {
    if (args.empty()) return usage("");
    const std::string& sub = args[0];
    if (sub == "--help" || sub == "-h") {
        std::cout << kUsage;
        return 0;
    }
    if (sub == "perft") return perftCommand(args);
    if (sub == "pgn") return pgnCommand(args);
    if (sub == "uci") {
        if (args.size() != 1) return usage("uci takes no arguments");
        return chess::engine::runUci(std::cin, std::cout);
    }
    return usage("unknown sub-command '" + sub + "'");
}

}  // namespace lt::cli
