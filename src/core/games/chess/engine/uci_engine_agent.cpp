#include "games/chess/engine/uci_engine_agent.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <stdexcept>

#include <fmt/format.h>

#include "framework/view.h"
#include "games/chess/game.h"
#include "games/chess/notation.h"

namespace lt::chess::engine {

namespace {

using Clock = std::chrono::steady_clock;

std::vector<std::string> splitWords(const std::string& text) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t end = std::min(text.find(' ', i), text.size());
        if (end > i) words.push_back(text.substr(i, end - i));
        i = end + 1;
    }
    return words;
}

bool isExecutable(const std::string& path) {
    return !path.empty() && ::access(path.c_str(), X_OK) == 0;
}

// A running engine with its standard input and output on pipes. Writing to an engine that has
// died must not kill the application with SIGPIPE: the signal is blocked in this thread
// while writing and a pending one is taken back.
class EngineProcess {
  public:
    explicit EngineProcess(const std::string& command) : command_(command) {
        std::vector<std::string> words = splitWords(command);
        if (words.empty() || !isExecutable(words[0]))
            throw std::runtime_error(fmt::format(
                "The chess engine '{}' cannot be run: no such program, or not executable.",
                words.empty() ? command : words[0]));
        std::vector<char*> argv;
        for (std::string& word : words) argv.push_back(word.data());
        argv.push_back(nullptr);
        int toEngine[2], fromEngine[2];
        if (::pipe2(toEngine, O_CLOEXEC) != 0) throw std::runtime_error("pipe failed");
        if (::pipe2(fromEngine, O_CLOEXEC) != 0) {
            ::close(toEngine[0]);
            ::close(toEngine[1]);
            throw std::runtime_error("pipe failed");
        }
        pid_ = ::fork();
        if (pid_ == 0) {  // the child: only async-signal-safe calls until exec
            ::dup2(toEngine[0], 0);
            ::dup2(fromEngine[1], 1);
            sigset_t none;
            sigemptyset(&none);
            ::sigprocmask(SIG_SETMASK, &none, nullptr);
            ::execv(argv[0], argv.data());
            ::_exit(127);
        }
        ::close(toEngine[0]);
        ::close(fromEngine[1]);
        if (pid_ < 0) {
            ::close(toEngine[1]);
            ::close(fromEngine[0]);
            throw std::runtime_error("fork failed");
        }
        in_ = toEngine[1];
        out_ = fromEngine[0];
    }

    ~EngineProcess() {
        if (in_ >= 0) {
            writeAll("quit\n");
            ::close(in_);
        }
        // A polite engine leaves at once; give it a moment, then end it.
        for (int i = 0; i < 20 && !reaped_; ++i) {
            reap(WNOHANG);
            if (!reaped_) ::usleep(5000);
        }
        if (!reaped_) {
            ::kill(pid_, SIGKILL);
            reap(0);
        }
        ::close(out_);
    }

    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    void send(const std::string& line) {
        if (!writeAll(line + '\n')) throw died();
    }

    // The next line, or nullopt when none came within `timeoutMs`. Throws if the engine died.
    std::optional<std::string> readLine(int timeoutMs) {
        const auto deadline = Clock::now() + std::chrono::milliseconds(timeoutMs);
        while (true) {
            const std::size_t newline = buffer_.find('\n');
            if (newline != std::string::npos) {
                std::string line = buffer_.substr(0, newline);
                buffer_.erase(0, newline + 1);
                if (!line.empty() && line.back() == '\r') line.pop_back();
                return line;
            }
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now())
                    .count();
            if (left <= 0) return std::nullopt;
            pollfd fd{out_, POLLIN, 0};
            const int ready = ::poll(&fd, 1, static_cast<int>(left));
            if (ready < 0 && errno == EINTR) continue;
            if (ready <= 0) return std::nullopt;
            char chunk[4096];
            const ssize_t n = ::read(out_, chunk, sizeof chunk);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) throw died();
            buffer_.append(chunk, static_cast<std::size_t>(n));
        }
    }

    // Reads lines until one starts with `prefix`; nullopt after `timeoutMs` without it.
    // Throws when `stop` is set meanwhile (the match has moved on: nothing waits for a move).
    std::optional<std::string> waitFor(const std::string& prefix, int timeoutMs,
                                       const std::atomic<bool>& stop) {
        const auto deadline = Clock::now() + std::chrono::milliseconds(timeoutMs);
        while (Clock::now() < deadline) {
            if (stop.load())
                throw std::runtime_error(
                    fmt::format("The chess engine '{}' was stopped before it moved.", command_));
            const auto line = readLine(20);
            if (line && line->rfind(prefix, 0) == 0) return line;
        }
        return std::nullopt;
    }

    std::runtime_error died() {
        for (int i = 0; i < 40 && !reaped_; ++i) {  // its output closed: it is exiting
            reap(WNOHANG);
            if (!reaped_) ::usleep(5000);
        }
        std::string how = "stopped unexpectedly";
        if (reaped_ && WIFEXITED(status_) && WEXITSTATUS(status_) == 127)
            how = "could not be started";
        else if (reaped_ && WIFSIGNALED(status_))
            how = fmt::format("crashed (signal {})", WTERMSIG(status_));
        else if (reaped_ && WIFEXITED(status_))
            how = fmt::format("stopped unexpectedly (exit status {})", WEXITSTATUS(status_));
        return std::runtime_error(fmt::format("The chess engine '{}' {}.", command_, how));
    }

  private:
    bool writeAll(const std::string& text) {
        sigset_t pipeSignal, previous;
        sigemptyset(&pipeSignal);
        sigaddset(&pipeSignal, SIGPIPE);
        ::pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous);
        std::size_t written = 0;
        bool ok = true;
        while (written < text.size()) {
            const ssize_t n = ::write(in_, text.data() + written, text.size() - written);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                ok = false;
                break;
            }
            written += static_cast<std::size_t>(n);
        }
        if (!ok) {
            const timespec now{0, 0};
            ::sigtimedwait(&pipeSignal, nullptr, &now);
        }
        ::pthread_sigmask(SIG_SETMASK, &previous, nullptr);
        return ok;
    }

    void reap(int flags) {
        if (reaped_) return;
        if (::waitpid(pid_, &status_, flags) == pid_) reaped_ = true;
    }

    std::string command_;
    pid_t pid_ = -1;
    int in_ = -1, out_ = -1;
    int status_ = 0;
    bool reaped_ = false;
    std::string buffer_;
};

class UciEngineAgent final : public Agent {
  public:
    explicit UciEngineAgent(UciEngineSettings settings) : settings_(std::move(settings)) {}

    std::string name() const override {
        if (settings_.command.empty()) return "external chess engine (none found)";
        const std::string program = splitWords(settings_.command).front();
        return "external chess engine " + program.substr(program.rfind('/') + 1);
    }

    void setClock(const ClockReading& clock) override { clock_ = clock; }

    lt::Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override {
        if (settings_.command.empty())
            throw std::runtime_error(
                "No UCI chess engine was found. Install Stockfish (Debian: apt install "
                "stockfish) or set LUDOTECA_UCI_ENGINE to the engine's program.");
        const auto state = view.sampleState(rng);  // perfect information: the state itself
        const auto* chess = dynamic_cast<const ChessState*>(state.get());
        if (!chess) throw std::runtime_error("the UCI engine agent was given another game");
        const Position& pos = chess->position();

        EngineProcess engine(settings_.command);
        const int answerMs = static_cast<int>(settings_.answerTimeoutMs);
        engine.send("uci");
        if (!engine.waitFor("uciok", answerMs, stop))
            throw std::runtime_error(fmt::format(
                "The chess engine '{}' does not answer as a UCI engine.", settings_.command));
        // Chess960: castling rights in the FEN's file letters, castling as king takes rook.
        if (pos.isChess960()) engine.send("setoption name UCI_Chess960 value true");
        engine.send("ucinewgame");
        engine.send("isready");
        if (!engine.waitFor("readyok", answerMs, stop))
            throw std::runtime_error(
                fmt::format("The chess engine '{}' is not ready.", settings_.command));
        engine.send(positionCommand(pos));

        std::int64_t budgetMs = settings_.moveTimeMs;
        if (clock_) {
            const std::int64_t left = std::max<std::int64_t>(1, clock_->remainingMs);
            engine.send(
                fmt::format("go wtime {0} btime {0} winc {1} binc {1}", left, clock_->incrementMs));
            budgetMs = left;
        } else {
            engine.send(fmt::format("go movetime {}", settings_.moveTimeMs));
        }
        // Ask it to stop when the match does, or when it overruns what it was given.
        const auto overrun = Clock::now() + std::chrono::milliseconds(budgetMs + 2000);
        std::optional<Clock::time_point> stopSent;
        while (true) {
            const auto line = engine.readLine(20);
            if (line && line->rfind("bestmove", 0) == 0) return parseBestMove(pos, *line);
            const auto now = Clock::now();
            if (!stopSent && (stop.load() || now > overrun)) {
                engine.send("stop");
                stopSent = now;
            }
            if (stopSent && now - *stopSent > std::chrono::milliseconds(1000))
                throw std::runtime_error(fmt::format(
                    "The chess engine '{}' did not stop when asked.", settings_.command));
        }
    }

  private:
    // The game from its start, so the engine knows the repetitions and the fifty-move count.
    static std::string positionCommand(const Position& pos) {
        const std::vector<Move> moves = pos.movesPlayed();
        Position start = pos;
        for (std::size_t i = 0; i < moves.size(); ++i) start.unmakeMove();
        const bool chess960 = pos.isChess960();
        std::string command =
            "position fen " + start.fen(chess960 ? FenCastling::Shredder : FenCastling::XFen);
        if (!moves.empty()) command += " moves";
        for (const Move move : moves) command += ' ' + toUci(move, chess960);
        return command;
    }

    lt::Move parseBestMove(const Position& pos, const std::string& line) const {
        const std::vector<std::string> words = splitWords(line);
        const std::string text = words.size() > 1 ? words[1] : "";
        try {
            return parseUci(pos, text).code();
        } catch (const std::exception&) {
            throw std::runtime_error(fmt::format("The chess engine '{}' played an illegal move: {}",
                                                 settings_.command, text.empty() ? line : text));
        }
    }

    UciEngineSettings settings_;
    std::optional<ClockReading> clock_;
};

}  // namespace

std::vector<std::string> uciEngineSearchDirectories() {
    std::vector<std::string> found;
    if (const char* path = std::getenv("PATH")) {
        const std::string dirs = path;
        // An empty entry would mean the working directory to a shell: a program lying there
        // must not be run in the engine's place, so such entries are skipped.
        for (std::size_t i = 0; i <= dirs.size();) {
            const std::size_t end = std::min(dirs.find(':', i), dirs.size());
            if (end > i) found.push_back(dirs.substr(i, end - i));
            i = end + 1;
        }
    }
    found.push_back("/usr/games");
    return found;
}

std::optional<std::string> findUciEngine() {
    if (const char* chosen = std::getenv("LUDOTECA_UCI_ENGINE"); chosen && *chosen)
        return std::string(chosen);
    for (const std::string& dir : uciEngineSearchDirectories())
        if (const std::string candidate = dir + "/stockfish"; isExecutable(candidate))
            return candidate;
    return std::nullopt;
}

std::string uciLevelFor(const std::string& program) {
    return std::string(kUciLevel) + ":" + program;
}

std::optional<std::string> uciLevelProgram(std::string_view level) {
    const std::string prefix = std::string(kUciLevel) + ":";
    if (!level.starts_with(prefix) || level.size() == prefix.size()) return std::nullopt;
    return std::string(level.substr(prefix.size()));
}

UciEngineCheck checkUciEngine(const std::string& command, int timeoutMs) {
    using Outcome = UciEngineCheck::Outcome;
    const std::vector<std::string> words = splitWords(command);
    if (words.empty() || !isExecutable(words[0])) return {Outcome::NotRunnable, {}};
    try {
        EngineProcess engine(command);
        engine.send("uci");
        std::string name = words[0].substr(words[0].rfind('/') + 1);
        const auto deadline = Clock::now() + std::chrono::milliseconds(timeoutMs);
        while (Clock::now() < deadline) {
            const auto line = engine.readLine(20);
            if (!line) continue;
            if (line->rfind("id name ", 0) == 0) name = line->substr(8);
            if (*line == "uciok" || line->rfind("uciok ", 0) == 0) return {Outcome::Ok, name};
        }
        return {Outcome::NoAnswer, {}};
    } catch (const std::exception&) {
        return {Outcome::Stopped, {}};
    }
}

std::unique_ptr<Agent> makeUciEngineAgent(UciEngineSettings settings) {
    return std::make_unique<UciEngineAgent>(std::move(settings));
}

}  // namespace lt::chess::engine
