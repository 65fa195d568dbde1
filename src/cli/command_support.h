// What the commands share: perft's arguments and figures, reading a game file whole, and
// the command-line errors main reports.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.h"

namespace lt::cli {

struct PerftRequest {
    int depth = 0;
    bool divide = false;
    std::string fen;
};

// Adds "perft DEPTH [--fen FEN] [--divide]" to `parent` (chess or draughts); `--fen` starts
// as `startFen`. When chosen, `run` calls `perft` with the request.
void addPerftCommand(CLI::App& parent, std::string startFen,
                     std::function<int(const PerftRequest&)> perft, Run& run);

// The whole file, or nullopt when it cannot be opened.
std::optional<std::string> readWholeFile(const std::string& path);

// "nodes N" and the time and speed since `start`.
void printPerftFigures(std::uint64_t nodes, std::chrono::steady_clock::time_point start);

// The words of `args` that name commands, up to and including the first one that names
// none where a command is expected ("chess frobnicate"); nullopt when every command exists.
std::optional<std::string> unknownCommand(const CLI::App& cli,
                                          const std::vector<std::string>& args);

// "chess perft": the sub-commands the parse went into, where it stopped.
std::string chosenCommand(const CLI::App& cli);

}  // namespace lt::cli
