// `chess analyse` / `draughts analyse`: their options, and the review printed the same way
// for both games.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "framework/game_review.h"

namespace CLI {
class App;
}

namespace lt::cli {

struct AnalyseRequest {
    std::string path;
    int depth = 0;
    int game = 1;         // which game of the file, from 1
    std::string output;   // where to write the game with its review; "" for nowhere
    bool stored = false;  // print the review the file holds instead of analysing
};

// Adds "analyse FILE [--depth D] [--game N] [--output FILE] [--stored]" to `parent`.
CLI::App* addAnalyseOptions(CLI::App& parent, AnalyseRequest& request, int defaultDepth,
                            const char* fileKind);

// One line per move: its number label (labels[i]), the move, the evaluation after it from
// White's side, its mark and the engine's better line; then a summary line per player:
// "White: accuracy 91.3 %, best 20, good 9, inaccuracy 1, mistake 0, blunder 0".
void printReview(std::ostream& out, const review::GameReview& review,
                 const std::vector<std::string>& labels);

// Writes `text` to `path` whole or not at all (a temporary file renamed); false on failure.
bool writeWholeFile(const std::string& path, const std::string& text);

// The commands (src/cli/chess_analyse.cpp, src/cli/draughts_analyse.cpp): exit code 0, or 2
// for a file that cannot be read or written.
int analyseChess(const AnalyseRequest& request);
int analyseDraughts(const AnalyseRequest& request);

}  // namespace lt::cli
