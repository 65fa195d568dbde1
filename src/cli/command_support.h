// What the chess and draughts commands share: numbers in arguments, perft's arguments and
// figures, reading a game file whole.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include "commands.h"

namespace lt::cli {

// Only digits, at most `maxDigits` of them (so std::stoi cannot overflow).
bool isNumber(const std::string& text, std::size_t maxDigits);

struct PerftRequest {
    int depth = -1;
    bool divide = false;
    std::string fen;
};

// Reads "perft DEPTH [--fen FEN] [--divide]" (args[0] is "perft"); `fen` starts as
// `startFen`. Returns nullopt with `problem` set on a bad or missing argument.
std::optional<PerftRequest> parsePerftArgs(const Args& args, std::string startFen,
                                           std::string& problem);

// The whole file, or nullopt when it cannot be opened.
std::optional<std::string> readWholeFile(const std::string& path);

// "nodes N" and the time and speed since `start`.
void printPerftFigures(std::uint64_t nodes, std::chrono::steady_clock::time_point start);

}  // namespace lt::cli
