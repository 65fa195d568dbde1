#include "command_support.h"

#include <fstream>
#include <iostream>
#include <sstream>

#include <fmt/format.h>

namespace lt::cli {

bool isNumber(const std::string& text, std::size_t maxDigits) {
    return !text.empty() && text.size() <= maxDigits &&
           text.find_first_not_of("0123456789") == std::string::npos;
}

std::optional<PerftRequest> parsePerftArgs(const Args& args, std::string startFen,
                                           std::string& problem) {
    PerftRequest request;
    request.fen = std::move(startFen);
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--divide") {
            request.divide = true;
        } else if (args[i] == "--fen" && i + 1 < args.size()) {
            request.fen = args[++i];
        } else if (request.depth < 0 && isNumber(args[i], 2)) {
            request.depth = std::stoi(args[i]);
        } else {
            problem = "unexpected argument '" + args[i] + "'";
            return std::nullopt;
        }
    }
    if (request.depth < 0) {
        problem = "perft needs a DEPTH";
        return std::nullopt;
    }
    return request;
}

std::optional<std::string> readWholeFile(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) return std::nullopt;
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

void printPerftFigures(std::uint64_t nodes, std::chrono::steady_clock::time_point start) {
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << "nodes " << nodes << '\n';
    std::cout << fmt::format("time {:.3f} s, {:.0f} nodes/s\n", seconds,
                             seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0);
}

}  // namespace lt::cli
