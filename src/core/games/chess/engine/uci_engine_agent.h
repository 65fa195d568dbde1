// A computer seat played by an external chess engine that speaks UCI (Stockfish, or any other
// found on the system), as the "External UCI engine" level. One engine process per move: the
// agent starts it, sends the game so far and the time it may use, reads its bestmove and ends
// it, so an engine that hangs or dies costs one move's error message, never the application.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "framework/agent.h"

namespace lt::chess::engine {

inline constexpr const char* kUciLevel = "uci";

// The engine command (program and arguments, separated by spaces): the LUDOTECA_UCI_ENGINE
// environment variable when set, otherwise the first "stockfish" in a directory of PATH (empty
// entries, which a shell reads as the working directory, are skipped), then
// /usr/games/stockfish (Debian's, not on every PATH). nullopt when none is found.
std::optional<std::string> findUciEngine();
// Where findUciEngine looks for "stockfish", in its order: the directories of PATH (empty
// entries skipped), then /usr/games.
std::vector<std::string> uciEngineSearchDirectories();

// The level of a program the player chose: "uci:<program>"; and back, nullopt for any other
// level (plain "uci" is the engine findUciEngine finds).
std::string uciLevelFor(const std::string& program);
std::optional<std::string> uciLevelProgram(std::string_view level);

// Whether `command` is a UCI engine: it is started, sent "uci" and must answer "uciok"
// within `timeoutMs`; then it is told to quit.
struct UciEngineCheck {
    enum class Outcome {
        Ok,
        NotRunnable,  // no such program, or not executable
        Stopped,      // it ended (or could not start) without answering "uciok"
        NoAnswer,     // it ran but did not say "uciok" in time: not a UCI engine
    };
    Outcome outcome = Outcome::NotRunnable;
    std::string name;  // Ok: the engine's "id name" ("Stockfish 15.1"), or its program's name
};
UciEngineCheck checkUciEngine(const std::string& command, int timeoutMs = 5000);

struct UciEngineSettings {
    std::string command;                   // as findUciEngine() returns it
    std::int64_t moveTimeMs = 2000;        // without a clock
    std::int64_t answerTimeoutMs = 10000;  // for "uciok"/"readyok"
};

// `settings.command` empty: the agent reports, when asked to move, that no engine was found.
std::unique_ptr<Agent> makeUciEngineAgent(UciEngineSettings settings);

}  // namespace lt::chess::engine
