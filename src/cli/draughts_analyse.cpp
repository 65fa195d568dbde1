// `ludoteca-cli draughts analyse FILE.pdn`: the game review of one game of a PDN file.
#include <fmt/format.h>

#include <atomic>
#include <iostream>

#include "cli/command_support.h"
#include "cli/review_output.h"
#include "framework/errors.h"
#include "games/draughts/pdn.h"
#include "games/draughts/review.h"
#include "games/draughts/review_pdn.h"

namespace lt::cli {

int analyseDraughts(const AnalyseRequest& request) {
    const auto text = readWholeFile(request.path);
    if (!text) {
        std::cerr << "draughts analyse: cannot open " << request.path << '\n';
        return 2;
    }
    try {
        const std::vector<draughts::PdnGame> games = draughts::readPdn(*text);
        if (static_cast<std::size_t>(request.game) > games.size()) {
            std::cerr << request.path << ": there is no game " << request.game
                      << " (games: " << games.size() << ")\n";
            return 2;
        }
        const draughts::PdnGame& game = games[static_cast<std::size_t>(request.game) - 1];
        const draughts::Position start = draughts::startPosition(game);
        const std::vector<draughts::Move> moves = draughts::replay(game);
        std::optional<review::GameReview> review;
        if (request.stored) {
            review = draughts::readReview(game);
            if (!review) {
                std::cerr << request.path << ": game " << request.game << " holds no review\n";
                return 2;
            }
        } else {
            draughts::ReviewSettings settings;
            settings.depth = request.depth;
            const std::atomic<bool> stop{false};
            review = draughts::reviewGame(start, moves, settings, stop);
        }
        std::vector<std::string> labels;
        const std::size_t offset = start.sideToMove() == draughts::Side::Black ? 1 : 0;
        for (std::size_t ply = 0; ply < moves.size(); ++ply)
            labels.push_back(
                fmt::format("{}{}", (ply + offset) / 2 + 1, (ply + offset) % 2 == 0 ? "." : "..."));
        printReview(std::cout, *review, labels);
        if (!request.output.empty()) {
            draughts::PdnGame annotated =
                draughts::makePdnGame(game.tags, start, moves, game.result);
            draughts::writeReviewComments(annotated, *review);
            if (!writeWholeFile(request.output, draughts::writePdn(annotated))) {
                std::cerr << "draughts analyse: cannot write " << request.output << '\n';
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
