#include "cli/review_output.h"

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <cstdio>
#include <fstream>
#include <ostream>

#include "framework/game_review_text.h"

namespace lt::cli {

CLI::App* addAnalyseOptions(CLI::App& parent, AnalyseRequest& request, int defaultDepth,
                            const char* fileKind) {
    request.depth = defaultDepth;
    CLI::App* analyse = parent.add_subcommand(
        "analyse", fmt::format("reviews a game of a {} file with the engine", fileKind));
    analyse->add_option("FILE", request.path, fmt::format("a {} file", fileKind))->required();
    analyse->add_option("--depth", request.depth, "search depth per position")
        ->check(CLI::Range(1, 40))
        ->capture_default_str();
    analyse->add_option("--game", request.game, "which game of the file (from 1)")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    analyse->add_option("--output", request.output,
                        fmt::format("writes the game with the review as {}", fileKind));
    analyse->add_flag("--stored", request.stored,
                      "prints the review the file holds instead of analysing");
    return analyse;
}

void printReview(std::ostream& out, const review::GameReview& review,
                 const std::vector<std::string>& labels) {
    for (const review::MoveReview& move : review.moves) {
        std::string better;
        if (!move.better.empty()) {
            better = "better:";
            for (const std::string& step : move.line) better += " " + step;
        }
        const std::string line = fmt::format(
            "{:<6} {:<9} {:>7}  {:<10} {}", labels[move.ply], move.played,
            review::evaluationText(review.positions[move.ply + 1]), markName(move.mark), better);
        out << line.substr(0, line.find_last_not_of(' ') + 1) << '\n';
    }
    if (!review.complete) out << "(incomplete)\n";
    for (std::size_t seat = 0; seat < 2; ++seat) {
        const review::PlayerSummary& player = review.players[seat];
        std::string counts;
        for (std::size_t m = 0; m < review::kMarkCount; ++m)
            counts +=
                fmt::format(", {} {}", markName(static_cast<review::Mark>(m)), player.counts[m]);
        out << fmt::format("{}: accuracy {:.1f} %{}\n", seat == 0 ? "White" : "Black",
                           player.accuracy, counts);
    }
}

bool writeWholeFile(const std::string& path, const std::string& text) {
    const std::string temporary = path + ".part";
    {
        std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
        file << text;
        file.flush();
        if (!file) {
            std::remove(temporary.c_str());
            return false;
        }
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        std::remove(temporary.c_str());
        return false;
    }
    return true;
}

}  // namespace lt::cli
