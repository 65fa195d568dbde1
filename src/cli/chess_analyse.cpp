// `ludoteca-cli chess analyse FILE.pgn`: the game review of one game of a PGN file.
#include <atomic>
#include <iostream>

#include "cli/command_support.h"
#include "cli/review_output.h"
#include "framework/errors.h"
#include "framework/game_review_text.h"
#include "games/chess/pgn.h"
#include "games/chess/review.h"
#include "games/chess/review_pgn.h"

namespace lt::cli {

int analyseChess(const AnalyseRequest& request) {
    const auto text = readWholeFile(request.path);
    if (!text) {
        std::cerr << "chess analyse: cannot open " << request.path << '\n';
        return 2;
    }
    try {
        const std::vector<chess::PgnGame> games = chess::readPgn(*text);
        if (static_cast<std::size_t>(request.game) > games.size()) {
            std::cerr << request.path << ": there is no game " << request.game
                      << " (games: " << games.size() << ")\n";
            return 2;
        }
        const chess::PgnGame& game = games[static_cast<std::size_t>(request.game) - 1];
        const chess::ReplayedGame replayed = chess::replayPgnGame(game, request.game);
        std::optional<review::GameReview> review;
        if (request.stored) {
            review = chess::readReview(game, replayed);
            if (!review) {
                std::cerr << request.path << ": game " << request.game << " holds no review\n";
                return 2;
            }
        } else {
            chess::ReviewSettings settings;
            settings.depth = request.depth;
            const std::atomic<bool> stop{false};
            review = chess::reviewGame(replayed.start, replayed.moves, settings, stop);
        }
        std::vector<std::string> labels;
        chess::Position position = replayed.start;
        for (const chess::Move move : replayed.moves) {
            labels.push_back(std::to_string(position.fullmoveNumber()) +
                             (position.sideToMove() == chess::White ? "." : "..."));
            position.makeMove(move);
        }
        printReview(std::cout, *review, labels);
        if (!request.output.empty()) {
            const std::string pgn =
                chess::writePgn(game.tags, replayed.start, replayed.moves, game.result,
                                chess::reviewAnnotations(*review), review::openingComment(*review));
            if (!writeWholeFile(request.output, pgn)) {
                std::cerr << "chess analyse: cannot write " << request.output << '\n';
                return 2;
            }
        }
    } catch (const InputError& e) {
        std::cerr << request.path << ": " << e.what() << '\n';
        return 2;
    }
    return 0;
}

}  // namespace lt::cli
