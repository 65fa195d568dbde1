#include "games/chess/engine/uci.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <istream>
#include <limits>
#include <mutex>
#include <optional>
#include <ostream>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "framework/errors.h"
#include "games/chess/engine/search.h"
#include "games/chess/notation.h"

namespace lt::chess::engine {

namespace {

// The calibrated range of strengthForElo(); the full-strength engine is about 2000 as well.
constexpr int kMinElo = 800, kMaxElo = 2000;
constexpr int kMaxHashMegabytes = 1024;

std::optional<std::int64_t> toNumber(const std::string& text) {
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

// A whole decimal number (an optional '-'), brought into [min, max]: "99999999999999999999"
// is max. nullopt when the text is no number.
std::optional<std::int64_t> clampedNumber(const std::string& text, std::int64_t min,
                                          std::int64_t max) {
    const bool negative = !text.empty() && text[0] == '-';
    const std::size_t digits = negative ? 1 : 0;
    if (text.size() == digits || text.find_first_not_of("0123456789", digits) != std::string::npos)
        return std::nullopt;
    const auto value = toNumber(text);
    if (!value) return negative ? min : max;  // beyond the 64-bit range
    return std::clamp(*value, min, max);
}

std::string lower(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

class UciSession {
  public:
    UciSession(std::istream& in, std::ostream& out, std::size_t hashMegabytes)
        : in_(in),
          out_(out),
          hashMegabytes_(std::clamp<std::size_t>(hashMegabytes, 1, kMaxHashMegabytes)),
          table_(hashMegabytes_),
          seed_(std::random_device{}()) {}
    ~UciSession() { stopSearch(); }

    int run() {
        std::string line;
        // The end of the input is "quit", as in Stockfish: the search stops and answers.
        while (std::getline(in_, line)) {
            std::istringstream words(line);
            std::vector<std::string> tokens;
            for (std::string w; words >> w;) tokens.push_back(w);
            if (tokens.empty()) continue;
            const std::string& command = tokens[0];
            if (command == "quit") break;
            try {
                dispatch(command, tokens);
            } catch (const InputError& e) {
                say("info string " + std::string(e.what()));
            } catch (const std::exception& e) {
                // Out of memory for a "setoption name Hash", say: the session goes on.
                say("info string " + command + " failed: " + e.what());
            }
        }
        stopSearch();
        return 0;
    }

  private:
    void say(const std::string& text) {
        std::lock_guard lock(outMutex_);
        out_ << text << '\n' << std::flush;
    }

    void dispatch(const std::string& command, const std::vector<std::string>& tokens) {
        if (command == "uci") {
            say("id name Ludoteca Chess\nid author the Ludoteca authors\n"
                "option name Hash type spin default " +
                std::to_string(hashMegabytes_) + " min 1 max " + std::to_string(kMaxHashMegabytes) +
                "\n"
                "option name Clear Hash type button\n"
                "option name Move Overhead type spin default 30 min 0 max 5000\n"
                "option name UCI_LimitStrength type check default false\n"
                "option name UCI_Elo type spin default 1500 min " +
                std::to_string(kMinElo) + " max " + std::to_string(kMaxElo) +
                "\noption name Skill Level type spin default 20 min 0 max 20\n"
                "option name UCI_Chess960 type check default false\nuciok");
        } else if (command == "isready") {
            say("readyok");
        } else if (command == "ucinewgame") {
            stopSearch();
            table_.clear();
            searcher_.reset();
            position_ = Position();
        } else if (command == "position") {
            stopSearch();
            setPosition(tokens);
        } else if (command == "go") {
            stopSearch();
            go(tokens);
        } else if (command == "stop") {
            stopSearch();
        } else if (command == "setoption") {
            stopSearch();
            setOption(tokens);
        } else if (command == "d") {
            say(position_.toString());
        } else if (command == "debug" || command == "ponderhit" || command == "register") {
            // Accepted and ignored: no debug output, no pondering, no registration.
        } else {
            throw InputError("unknown command '" + command + "'");
        }
    }

    void setPosition(const std::vector<std::string>& tokens) {
        std::size_t i = 1;
        Position pos;
        if (i < tokens.size() && tokens[i] == "startpos") {
            if (chess960_) pos = Position::fromFen(kStartFen, true);
            ++i;
        } else if (i < tokens.size() && tokens[i] == "fen") {
            std::string fen;
            for (++i; i < tokens.size() && tokens[i] != "moves"; ++i) fen += tokens[i] + ' ';
            pos = Position::fromFen(fen, chess960_);
        } else {
            throw InputError("position needs 'startpos' or 'fen'");
        }
        if (i < tokens.size()) {
            if (tokens[i] != "moves") throw InputError("expected 'moves', got '" + tokens[i] + "'");
            for (++i; i < tokens.size(); ++i) pos.makeMove(parseUci(pos, tokens[i]));
        }
        position_ = pos;
    }

    void setOption(const std::vector<std::string>& tokens) {
        std::string name, value;
        std::string* target = nullptr;
        for (std::size_t i = 1; i < tokens.size(); ++i) {
            if (tokens[i] == "name") {
                target = &name;
            } else if (tokens[i] == "value") {
                target = &value;
            } else if (target) {
                *target += (target->empty() ? "" : " ") + tokens[i];
            }
        }
        const std::string key = lower(name);
        auto number = [&](int min, int max) {
            const auto v = toNumber(value);
            if (!v || *v < min || *v > max)
                throw InputError("option " + name + " needs a number from " + std::to_string(min) +
                                 " to " + std::to_string(max));
            return static_cast<int>(*v);
        };
        if (key == "hash") {
            table_.resize(static_cast<std::size_t>(number(1, kMaxHashMegabytes)));
        } else if (key == "move overhead") {
            overheadMs_ = number(0, 5000);
        } else if (key == "clear hash") {
            table_.clear();
        } else if (key == "uci_limitstrength") {
            if (lower(value) != "true" && lower(value) != "false")
                throw InputError("option UCI_LimitStrength needs true or false");
            limitStrength_ = lower(value) == "true";
        } else if (key == "uci_chess960") {
            if (lower(value) != "true" && lower(value) != "false")
                throw InputError("option UCI_Chess960 needs true or false");
            chess960_ = lower(value) == "true";
        } else if (key == "uci_elo") {
            elo_ = number(kMinElo, kMaxElo);
        } else if (key == "skill level") {
            skill_ = number(0, 20);
        } else {
            throw InputError("unknown option '" + name + "'");
        }
    }

    Strength strength() const {
        if (limitStrength_) return strengthForElo(elo_);
        if (skill_ < 20) return strengthForElo(kMinElo + skill_ * 80);
        return {};
    }

    void go(const std::vector<std::string>& tokens) {
        SearchLimits limits;
        limits.overheadMs = overheadMs_;
        for (std::size_t i = 1; i < tokens.size(); ++i) {
            const std::string& key = tokens[i];
            if (key == "infinite") {
                limits.infinite = true;
                continue;
            }
            if (key == "ponder") continue;
            if (key == "searchmoves") throw InputError("searchmoves is not supported");
            // Each value is brought into its range: a time beyond kMaxTimeMs is that long,
            // "depth 0" searches 1 ply, "nodes 0" one node.
            std::int64_t min = 0, max = kMaxTimeMs;
            if (key == "depth" || key == "mate") {
                min = 1, max = kMaxPly - 1;
            } else if (key == "movestogo") {
                max = 1000;
            } else if (key == "movetime" || key == "nodes") {
                min = 1;
                if (key == "nodes") max = std::numeric_limits<std::int64_t>::max();
            } else if (key != "wtime" && key != "btime" && key != "winc" && key != "binc") {
                throw InputError("unknown go parameter '" + key + "'");
            }
            if (i + 1 >= tokens.size()) throw InputError("go " + key + " needs a value");
            const auto value = clampedNumber(tokens[++i], min, max);
            if (!value) throw InputError("go " + key + ": bad value '" + tokens[i] + "'");
            if (key == "wtime")
                limits.timeLeftMs[White] = *value;
            else if (key == "btime")
                limits.timeLeftMs[Black] = *value;
            else if (key == "winc")
                limits.incrementMs[White] = *value;
            else if (key == "binc")
                limits.incrementMs[Black] = *value;
            else if (key == "movestogo")
                limits.movesToGo = static_cast<int>(*value);
            else if (key == "movetime")
                limits.moveTimeMs = *value;
            else if (key == "depth")
                limits.depth = static_cast<int>(*value);
            else if (key == "nodes")
                limits.nodes = static_cast<std::uint64_t>(*value);
            else  // mate in n moves: 2n - 1 plies
                limits.depth = static_cast<int>(std::min<std::int64_t>(*value * 2 - 1, max));
        }
        stop_ = false;
        searcher_.setStrength(strength(), seed_++);
        worker_ = std::thread([this, limits, pos = position_]() mutable {
            const SearchResult result =
                searcher_.search(pos, limits, stop_, [this](const SearchInfo& info) {
                    std::string line =
                        "info depth " + std::to_string(info.depth) + " seldepth " +
                        std::to_string(info.selDepth) + " score " + uciScore(info.score) +
                        " nodes " + std::to_string(info.nodes) + " nps " +
                        std::to_string(
                            info.nodes * 1000 /
                            static_cast<std::uint64_t>(std::max<std::int64_t>(1, info.timeMs))) +
                        " time " + std::to_string(info.timeMs) + " pv";
                    for (Move m : info.pv) line += ' ' + toUci(m, chess960_);
                    say(line);
                });
            std::string line = "bestmove " + toUci(result.best, chess960_);
            if (!result.ponder.isNone()) line += " ponder " + toUci(result.ponder, chess960_);
            say(line);
        });
    }

    void stopSearch() {
        stop_ = true;
        waitSearch();
    }

    void waitSearch() {
        if (worker_.joinable()) worker_.join();
    }

    std::istream& in_;
    std::ostream& out_;
    std::mutex outMutex_;
    Position position_;
    std::size_t hashMegabytes_;  // the table's size at the start, the Hash option's default
    TranspositionTable table_;
    Searcher searcher_{table_};
    std::thread worker_;
    std::atomic<bool> stop_{false};
    bool limitStrength_ = false;
    bool chess960_ = false;  // castling read from X-FEN and written as king takes rook
    int elo_ = 1500;
    int skill_ = 20;
    std::int64_t overheadMs_ = 30;
    std::uint64_t seed_;
};

}  // namespace

int runUci(std::istream& in, std::ostream& out, std::size_t hashMegabytes) {
    UciSession session(in, out, hashMegabytes);
    return session.run();
}

}  // namespace lt::chess::engine
