// Engine match: our chess engine (in this process) against a UCI engine process, normally
// Stockfish with UCI_LimitStrength/UCI_Elo, at a time control, from varied openings played
// with both colours. Prints every game, the score, the Elo difference and its 95% error bar.
//
// usage: chess_match [--games N] [--tc SECONDS+INCREMENT] [--elo OPPONENT_ELO]
//                    [--level max|eloNNNN] [--engine PATH] [--max-plies N] [--margin MS]
//                    [--ours-uci "PATH ARGS..."] [--nodes N] [--random-plies N] [--first N]
// --elo 0 plays the opponent at full strength (for matches between two versions of our own
// engine: --engine "OLD/ludoteca-cli chess uci"); --nodes N gives both sides N nodes per move
// instead of a clock, a comparison that does not depend on the machine's load.
// --random-plies N continues each opening with N random moves, drawn per pair of games (both
// colours play the same line) and kept only if a short search finds the position balanced
// (within 60 centipawns): at a fixed node count every game is then a different one, where the
// twenty openings alone repeat after 40 games. --first N starts at game N (1 by default), so
// that two runs at once play different games.
// With --ours-uci our engine plays as a separate UCI process too (normally
// "build/<dir>/bin/ludoteca-cli chess uci"), so the whole protocol path is exercised; a move
// that is not legal in the position loses the game and is counted, as is a time forfeit.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "games/chess/engine/search.h"
#include "games/chess/game.h"
#include "games/chess/movegen.h"
#include "games/chess/notation.h"

using namespace lt::chess;
using Clock = std::chrono::steady_clock;

namespace {

// Twenty common openings (UCI moves), each played once with either colour.
const char* const kOpenings[] = {
    "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6",                           // Ruy Lopez
    "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6",       // Sicilian Najdorf
    "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6",                           // Queen's Gambit Declined
    "d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6",                 // King's Indian
    "e2e4 e7e6 d2d4 d7d5 b1c3 f8b4",                           // French Winawer
    "e2e4 c7c6 d2d4 d7d5 e4e5 c8f5",                           // Caro-Kann Advance
    "c2c4 e7e5 b1c3 g8f6 g2g3",                                // English
    "g1f3 d7d5 g2g3 g8f6 f1g2 c7c6",                           // Reti
    "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3 g8f6",                 // Italian
    "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4",                           // Nimzo-Indian
    "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5",                           // Scandinavian
    "d2d4 d7d5 c1f4 g8f6 e2e3 c7c5",                           // London
    "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6 b1c3 d5c4",                 // Slav
    "d2d4 g8f6 c2c4 g7g6 b1c3 d7d5 c4d5 f6d5 e2e4 d5c3 b2c3",  // Gruenfeld
    "e2e4 d7d6 d2d4 g8f6 b1c3 g7g6",                           // Pirc
    "d2d4 f7f5 g2g3 g8f6 f1g2 g7g6",                           // Dutch
    "e2e4 e7e5 g1f3 g8f6 f3e5 d7d6 e5f3 f6e4",                 // Petroff
    "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 g7g6",       // Sicilian Dragon
    "d2d4 g8f6 c2c4 e7e6 g1f3 b7b6 g2g3",                      // Queen's Indian
    "e2e4 e7e5 f2f4 e5f4 g1f3 d7d6",                           // King's Gambit
};

class UciProcess {
  public:
    // `command` is a program path followed by its arguments, separated by spaces.
    explicit UciProcess(const std::string& command) {
        std::vector<std::string> words;
        for (std::size_t i = 0; i < command.size();) {
            const std::size_t end = std::min(command.find(' ', i), command.size());
            if (end > i) words.push_back(command.substr(i, end - i));
            i = end + 1;
        }
        if (words.empty()) throw std::runtime_error("empty engine command");
        std::vector<char*> argv;
        for (std::string& word : words) argv.push_back(word.data());
        argv.push_back(nullptr);
        int toChild[2], fromChild[2];
        if (pipe(toChild) != 0 || pipe(fromChild) != 0) throw std::runtime_error("pipe failed");
        pid_ = fork();
        if (pid_ < 0) throw std::runtime_error("fork failed");
        if (pid_ == 0) {
            dup2(toChild[0], 0);
            dup2(fromChild[1], 1);
            close(toChild[1]);
            close(fromChild[0]);
            execv(argv[0], argv.data());
            _exit(127);
        }
        close(toChild[0]);
        close(fromChild[1]);
        in_ = fdopen(toChild[1], "w");
        out_ = fdopen(fromChild[0], "r");
    }
    ~UciProcess() {
        send("quit");
        fclose(in_);
        fclose(out_);
        waitpid(pid_, nullptr, 0);
    }
    void send(const std::string& line) {
        fputs((line + "\n").c_str(), in_);
        fflush(in_);
    }
    // Reads lines until one starts with `prefix`; returns it.
    std::string waitFor(const std::string& prefix) {
        char* buffer = nullptr;
        std::size_t size = 0;
        std::string line;
        while (getline(&buffer, &size, out_) > 0) {
            line = buffer;
            while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
            if (line.rfind(prefix, 0) == 0) break;
            line.clear();
        }
        free(buffer);
        if (line.empty()) throw std::runtime_error("the engine closed its output");
        return line;
    }

  private:
    pid_t pid_;
    FILE* in_;
    FILE* out_;
};

struct Settings {
    int games = 24;
    double baseSeconds = 10, incrementSeconds = 0.1;
    int opponentElo = 1500;
    std::string level = "max";
    std::string engine = "/usr/games/stockfish";
    int maxPlies = 400;
    int marginMs = 200;       // overrun forgiven (process latency on a loaded machine)
    std::string oursUci;      // empty: our engine searches in this process
    std::uint64_t nodes = 0;  // nodes per move for both sides; 0: play on the clock
    int randomPlies = 0;      // random balanced moves after each opening
    int firstGame = 0;        // the index of the first game played
};

// Faults counted over the match, per side ([0] ours, [1] the opponent's).
struct Faults {
    int illegal[2] = {0, 0};
    int forfeits[2] = {0, 0};
};

// Asks a UCI engine for its move with the clocks as they stand; returns the move text.
std::string askUci(UciProcess& engine, const std::string& moves, const std::int64_t clock[2],
                   std::int64_t increment, std::uint64_t nodes) {
    engine.send("position startpos moves " + moves);
    if (nodes)
        engine.send(fmt::format("go nodes {}", nodes));
    else
        engine.send(fmt::format("go wtime {} btime {} winc {} binc {}", clock[White], clock[Black],
                                increment, increment));
    const std::string answer = engine.waitFor("bestmove");
    return answer.substr(9, answer.find(' ', 9) - 9);
}

// The legal move written `uci` in `pos`, or nullopt (parseUci checks legality).
std::optional<Move> legalUci(const Position& pos, const std::string& uci) {
    try {
        return parseUci(pos, uci);
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

// `plies` random legal moves from `pos` (played on it; returned as " m1 m2 ..."), drawn from
// `seed` until a line is found after which a short search sees neither side 60 centipawns up.
std::string randomBalancedLine(Position& pos, int plies, std::uint64_t seed) {
    if (plies <= 0) return {};
    std::mt19937_64 random(seed * 0x9E3779B97F4A7C15ULL + 12345);
    engine::TranspositionTable table(4);
    engine::Searcher searcher(table);
    std::atomic<bool> stop{false};
    for (int attempt = 0;; ++attempt) {
        std::string line;
        int played = 0;
        for (; played < plies; ++played) {
            MoveList list;
            generateMoves(pos, list);
            if (list.size == 0) break;
            const Move m = list.moves[random() % list.size];
            line += ' ' + toUci(m);
            pos.makeMove(m);
        }
        bool balanced = played == plies;
        if (balanced) {
            const engine::SearchResult result =
                searcher.search(pos, engine::SearchLimits{.nodes = 20000}, stop);
            balanced = !result.best.isNone() && std::abs(result.score) <= 60;
        }
        if (balanced || attempt == 999) return line;
        for (int i = 0; i < played; ++i) pos.unmakeMove();
    }
}

// +1 our win, 0 draw, -1 our loss; `why` says how it ended.
int playGame(const Settings& settings, UciProcess& opponent, UciProcess* ours, int index,
             std::string& why, int& plies, Faults& faults) {
    const bool weAreWhite = index % 2 == 0;
    Position pos;
    std::string moves;
    for (const char* p = kOpenings[(index / 2) % std::size(kOpenings)]; *p;) {
        std::string uci;
        while (*p && *p != ' ') uci += *p++;
        while (*p == ' ') ++p;
        pos.makeMove(parseUci(pos, uci));
        moves += (moves.empty() ? "" : " ") + uci;
    }
    moves += randomBalancedLine(pos, settings.randomPlies, static_cast<std::uint64_t>(index / 2));
    for (UciProcess* engine : {&opponent, ours}) {
        if (!engine) continue;
        engine->send("ucinewgame");
        engine->send("isready");
        engine->waitFor("readyok");
    }
    engine::TranspositionTable table(64);
    engine::Searcher searcher(table);
    const int elo = settings.level == "max" ? 0 : std::atoi(settings.level.c_str() + 3);
    searcher.setStrength(elo ? engine::strengthForElo(elo) : engine::Strength{},
                         static_cast<std::uint64_t>(index) * 7919 + 1);
    std::int64_t clock[2] = {static_cast<std::int64_t>(settings.baseSeconds * 1000),
                             static_cast<std::int64_t>(settings.baseSeconds * 1000)};
    const auto increment = static_cast<std::int64_t>(settings.incrementSeconds * 1000);
    std::atomic<bool> stop{false};
    while (true) {
        const GameStatus status = pos.status();
        if (status != GameStatus::Ongoing) {
            why = std::string(statusName(status));
            if (status != GameStatus::Checkmate) return 0;
            const bool whiteWon = pos.sideToMove() == Black;
            return whiteWon == weAreWhite ? 1 : -1;
        }
        if (pos.gamePly() >= settings.maxPlies) {
            why = "move limit";
            return 0;
        }
        const Color mover = pos.sideToMove();
        const bool ourTurn = (mover == White) == weAreWhite;
        const auto start = Clock::now();
        Move move;
        if (ourTurn && !ours) {
            engine::SearchLimits limits;
            limits.timeLeftMs[White] = clock[White];
            limits.timeLeftMs[Black] = clock[Black];
            limits.incrementMs[White] = limits.incrementMs[Black] = increment;
            limits.overheadMs = 100;  // as Stockfish's Move Overhead below
            if (settings.nodes) limits = engine::SearchLimits{.nodes = settings.nodes};
            move = searcher.search(pos, limits, stop).best;
        } else {
            const std::string text =
                askUci(ourTurn ? *ours : opponent, moves, clock, increment, settings.nodes);
            const std::optional<Move> legal = legalUci(pos, text);
            if (!legal) {
                why = fmt::format("illegal move {} by {}", text, ourTurn ? "ludoteca" : "opponent");
                ++faults.illegal[ourTurn ? 0 : 1];
                return ourTurn ? -1 : 1;
            }
            move = *legal;
        }
        const auto spent =
            std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
        if (!settings.nodes) clock[mover] -= spent;
        if (clock[mover] < -settings.marginMs) {
            why = fmt::format("time forfeit by {} ({} ms over)", ourTurn ? "ludoteca" : "opponent",
                              -clock[mover]);
            ++faults.forfeits[ourTurn ? 0 : 1];
            return ourTurn ? -1 : 1;
        }
        clock[mover] = std::max<std::int64_t>(clock[mover], 0) + increment;
        moves += ' ';
        moves += toUci(move);
        pos.makeMove(move);
        plies = pos.gamePly();
    }
}

}  // namespace

int main(int argc, char** argv) {
    signal(SIGPIPE, SIG_IGN);
    Settings settings;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string key = argv[i], value = argv[i + 1];
        if (key == "--games")
            settings.games = std::atoi(value.c_str());
        else if (key == "--elo")
            settings.opponentElo = std::atoi(value.c_str());
        else if (key == "--level")
            settings.level = value;
        else if (key == "--engine")
            settings.engine = value;
        else if (key == "--margin")
            settings.marginMs = std::atoi(value.c_str());
        else if (key == "--max-plies")
            settings.maxPlies = std::atoi(value.c_str());
        else if (key == "--nodes")
            settings.nodes = std::strtoull(value.c_str(), nullptr, 10);
        else if (key == "--first")
            settings.firstGame = std::max(0, std::atoi(value.c_str()) - 1);
        else if (key == "--random-plies")
            settings.randomPlies = std::atoi(value.c_str());
        else if (key == "--ours-uci")
            settings.oursUci = value;
        else if (key == "--tc") {
            settings.baseSeconds = std::atof(value.c_str());
            const auto plus = value.find('+');
            settings.incrementSeconds =
                plus == std::string::npos ? 0 : std::atof(value.c_str() + plus + 1);
        } else {
            std::cerr << "unknown option " << key << '\n';
            return 2;
        }
    }
    UciProcess opponent(settings.engine);
    opponent.send("uci");
    opponent.waitFor("uciok");
    opponent.send("setoption name Threads value 1");
    opponent.send("setoption name Hash value 64");
    opponent.send("setoption name Move Overhead value 100");
    if (settings.opponentElo > 0) {
        opponent.send("setoption name UCI_LimitStrength value true");
        opponent.send(fmt::format("setoption name UCI_Elo value {}", settings.opponentElo));
    }

    std::optional<UciProcess> ours;
    if (!settings.oursUci.empty()) {
        ours.emplace(settings.oursUci);
        ours->send("uci");
        ours->waitFor("uciok");
        ours->send("setoption name Hash value 64");
        ours->send("setoption name Move Overhead value 100");  // as Stockfish's below
        if (settings.level != "max") {
            ours->send("setoption name UCI_LimitStrength value true");
            ours->send("setoption name UCI_Elo value " + settings.level.substr(3));
        }
    }

    int wins = 0, draws = 0, losses = 0;
    Faults faults;
    fmt::print("ludoteca {} ({}) vs {} UCI_Elo {}, {}+{} s, {} games\n", settings.level,
               ours ? "over UCI: " + settings.oursUci : std::string("in process"), settings.engine,
               settings.opponentElo, settings.baseSeconds, settings.incrementSeconds,
               settings.games);
    for (int g = settings.firstGame; g < settings.firstGame + settings.games; ++g) {
        std::string why;
        int plies = 0;
        const int result =
            playGame(settings, opponent, ours ? &*ours : nullptr, g, why, plies, faults);
        (result > 0 ? wins : result < 0 ? losses : draws)++;
        fmt::print("game {:3}: ludoteca {} opening {:2} {} after {} plies ({})   +{} ={} -{}\n",
                   g + 1, g % 2 == 0 ? "White" : "Black", (g / 2) % std::size(kOpenings) + 1,
                   result > 0   ? "win "
                   : result < 0 ? "loss"
                                : "draw",
                   plies, why, wins, draws, losses);
        std::fflush(stdout);
    }
    const double n = settings.games;
    const double score = (wins + 0.5 * draws) / n;
    const double variance = (wins + 0.25 * draws) / n - score * score;
    const double margin = 1.96 * std::sqrt(std::max(variance, 0.0) / n);
    auto elo = [](double s) {
        s = std::clamp(s, 1e-3, 1 - 1e-3);
        return -400.0 * std::log10(1.0 / s - 1.0);
    };
    fmt::print("score {:.1f}/{} ({:.1f}%), +{} ={} -{}\n", wins + 0.5 * draws, settings.games,
               100 * score, wins, draws, losses);
    fmt::print("illegal moves: ludoteca {}, opponent {}; time forfeits: ludoteca {}, opponent {}\n",
               faults.illegal[0], faults.illegal[1], faults.forfeits[0], faults.forfeits[1]);
    if (wins == settings.games || losses == settings.games) {
        // A clean sweep has no finite estimate: report the bound of a half point less.
        const double bound = std::abs(elo((n - 0.5) / n));
        fmt::print("Elo difference {}{:.0f} or more (all games {}), so ludoteca {} {} {:.0f}\n",
                   wins ? "+" : "-", bound, wins ? "won" : "lost", settings.level, wins ? ">" : "<",
                   settings.opponentElo + (wins ? bound : -bound));
    } else {
        fmt::print(
            "Elo difference {:+.0f} +- {:.0f} (95%: {:+.0f} .. {:+.0f}), so ludoteca {} ~ {:.0f}\n",
            elo(score), (elo(score + margin) - elo(score - margin)) / 2, elo(score - margin),
            elo(score + margin), settings.level, settings.opponentElo + elo(score));
    }
    return 0;
}
