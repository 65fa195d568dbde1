#include "cli/command_support.h"

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

namespace lt::cli {

void addPerftCommand(CLI::App& parent, std::string startFen,
                     std::function<int(const PerftRequest&)> perft, Run& run) {
    auto request = std::make_shared<PerftRequest>();
    request->fen = std::move(startFen);
    CLI::App* command = parent.add_subcommand(
        "perft", "counts the positions DEPTH moves ahead (move generator test)");
    command->add_option("DEPTH", request->depth, "number of moves ahead (0-99)")
        ->required()
        ->check(CLI::Range(0, 99));
    command->add_option("--fen", request->fen, "the start position (default: the initial one)");
    command->add_flag("--divide", request->divide, "the count after each legal first move");
    command->callback([request, perft = std::move(perft), &run] {
        run = [request, perft] { return perft(*request); };
    });
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

std::optional<std::string> unknownCommand(const CLI::App& cli,
                                          const std::vector<std::string>& args) {
    const CLI::App* app = &cli;
    std::string words;
    for (const std::string& arg : args) {
        const auto commands = app->get_subcommands(std::function<bool(const CLI::App*)>{});
        if (commands.empty() || arg.starts_with("-")) return std::nullopt;
        words += (words.empty() ? "" : " ") + arg;
        const auto named = std::find_if(commands.begin(), commands.end(),
                                        [&](const CLI::App* c) { return c->get_name() == arg; });
        if (named == commands.end()) return words;
        app = *named;
    }
    return std::nullopt;
}

std::string chosenCommand(const CLI::App& cli) {
    std::string words;
    for (const CLI::App* app = &cli; !app->get_subcommands().empty();) {
        app = app->get_subcommands().front();
        words += (words.empty() ? "" : " ") + app->get_name();
    }
    return words;
}

}  // namespace lt::cli
