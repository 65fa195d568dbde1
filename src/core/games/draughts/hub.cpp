#include "games/draughts/hub.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <istream>
#include <mutex>
#include <optional>
#include <ostream>
#include <thread>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/draughts/notation.h"
#include "games/draughts/search.h"

namespace lt::draughts {

bool HubLine::has(std::string_view name) const {
    return std::any_of(args.begin(), args.end(), [&](const auto& a) { return a.first == name; });
}

std::string HubLine::get(std::string_view name) const {
    for (const auto& [key, value] : args)
        if (key == name) return value;
    return {};
}

HubLine parseHubLine(std::string_view text) {
    HubLine line;
    std::size_t i = 0;
    const auto skipSpace = [&] {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    };
    const auto readWord = [&] {
        std::string word;
        if (i < text.size() && text[i] == '"') {
            ++i;
            while (i < text.size() && text[i] != '"') word += text[i++];
            if (i < text.size()) ++i;
            return word;
        }
        while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i])) &&
               text[i] != '=')
            word += text[i++];
        return word;
    };
    skipSpace();
    line.command = readWord();
    while (true) {
        skipSpace();
        if (i >= text.size()) break;
        std::string name = readWord();
        std::string value;
        if (i < text.size() && text[i] == '=') {
            ++i;
            value = readWord();
        }
        if (name.empty() && i < text.size()) ++i;  // a stray '=' or quote: skip it
        if (!name.empty()) line.args.emplace_back(std::move(name), std::move(value));
    }
    return line;
}

Position parseHubPosition(std::string_view text) {
    return parseSquareLetters(text, 'b', "pos");
}

std::string toHubPosition(const Position& position) {
    return toSquareLetters(position, 'b');
}

std::string toHubMove(const Move& move) {
    if (!move.isCapture()) return fmt::format("{}-{}", move.fromSquare(), move.toSquare());
    std::string text = fmt::format("{}x{}", move.fromSquare(), move.toSquare());
    for (int square : move.capturedSquares()) text += fmt::format("x{}", square);
    return text;
}

Move parseHubMove(const Position& position, std::string_view text) {
    std::vector<int> numbers;
    int value = -1;
    for (char c : text) {
        if (std::isdigit(static_cast<unsigned char>(c))) {
            value = (value < 0 ? 0 : value * 10) + (c - '0');
            if (value > 1000) break;
        } else if (c == '-' || c == 'x') {
            numbers.push_back(value);
            value = -1;
        } else {
            throw InputError(fmt::format("'{}' is not a Hub move", text), 0, "move");
        }
    }
    numbers.push_back(value);
    if (numbers.size() < 2 || std::count(numbers.begin(), numbers.end(), -1) > 0)
        throw InputError(fmt::format("'{}' is not a Hub move", text), 0, "move");
    std::vector<int> captured(numbers.begin() + 2, numbers.end());
    std::sort(captured.begin(), captured.end());
    for (const Move& move : legalMoves(position)) {
        if (move.fromSquare() != numbers[0] || move.toSquare() != numbers[1]) continue;
        if (!captured.empty() && move.capturedSquares() != captured) continue;
        return move;
    }
    throw InputError(fmt::format("{} is not legal here", text), 0, "move");
}

namespace {

// The longest time a Hub level may give, in seconds (about 116 days): longer ones count as
// this, so the search's clock arithmetic (in nanoseconds) cannot overflow.
constexpr double kMaxSeconds = 1e7;

// A number in a Hub argument, brought into [min, max] ("1e400" and "inf" are max); nullopt
// when the text is no number.
std::optional<double> clampedNumber(const std::string& text, double min, double max) {
    if (text.empty() || std::isspace(static_cast<unsigned char>(text.front()))) return std::nullopt;
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (end != text.c_str() + text.size() || std::isnan(value)) return std::nullopt;
    return std::clamp(value, min, max);
}

// One Hub session: the state it was given and the worker thread that searches.
class HubSession {
  public:
    HubSession(std::istream& in, std::ostream& out) : in_(in), out_(out) {}
    ~HubSession() { finishSearch(); }

    int run() {
        std::string text;
        while (std::getline(in_, text)) {
            const HubLine line = parseHubLine(text);
            if (line.command.empty()) continue;
            if (line.command == "quit") break;
            handle(line);
        }
        finishSearch();
        return 0;
    }

  private:
    void send(const std::string& line) {
        const std::lock_guard<std::mutex> lock(outMutex_);
        out_ << line << '\n' << std::flush;
    }

    void error(const std::string& message) { send(fmt::format("error message=\"{}\"", message)); }

    void handle(const HubLine& line) {
        const std::string& c = line.command;
        if (c == "ping") return send("pong");
        if (c == "stop") return finishSearch();
        if (c == "ponder-hit") return;
        if (searching_) finishSearch();  // anything else ends the running search first
        if (c == "hub") {
            send("id name=Ludoteca version=0.1 author=\"Ludoteca authors\" country=Italy");
            send("param name=hash type=int value=20 min=14 max=24");
            send("wait");
        } else if (c == "set-param") {
            if (line.get("name") == "hash") {
                if (const auto value = clampedNumber(line.get("value"), 14, 24))
                    hashLog2_ = static_cast<int>(*value);
                else
                    error("hash must be a number");
            }
        } else if (c == "init") {
            searcher_ = std::make_unique<Searcher>(static_cast<std::size_t>(hashLog2_));
            send("ready");
        } else if (c == "new-game") {
            if (searcher_) searcher_->clear();
        } else if (c == "pos") {
            setPosition(line);
        } else if (c == "level") {
            setLevel(line);
        } else if (c == "go") {
            startSearch();
        }
    }

    void setPosition(const HubLine& line) {
        try {
            Position position = parseHubPosition(line.get("pos"));
            std::vector<std::uint64_t> history{position.hash()};
            const std::string moves = line.get("moves");
            std::size_t start = 0;
            while (start < moves.size()) {
                std::size_t end = moves.find(' ', start);
                if (end == std::string::npos) end = moves.size();
                if (end > start) {
                    const Move move = parseHubMove(position, moves.substr(start, end - start));
                    const bool reversible =
                        (position.kings() & bitMask(move.from)) && !move.isCapture();
                    position.play(move);
                    if (!reversible) history.clear();
                    history.push_back(position.hash());
                }
                start = end + 1;
            }
            position_ = position;
            history_ = std::move(history);
        } catch (const InputError& e) {
            error(e.what());
        }
    }

    void setLevel(const HubLine& line) {
        limits_ = SearchLimits{};
        limits_.time = std::chrono::milliseconds(0);
        const auto seconds = [&](const char* name) {
            return clampedNumber(line.get(name), 0, kMaxSeconds).value_or(0.0);
        };
        if (line.has("depth")) {
            if (const auto depth = clampedNumber(line.get("depth"), 1, 64))
                limits_.maxDepth = static_cast<int>(*depth);
            else
                error("depth must be a number");
        }
        double budget = 0;
        if (line.has("move-time")) budget = seconds("move-time");
        if (line.has("time")) {
            const double left = seconds("time");
            double movesLeft = line.has("moves") ? seconds("moves") : 0;
            if (movesLeft <= 0) movesLeft = 30;
            budget = std::min(left / movesLeft + 0.8 * seconds("inc"), left * 0.5);
        }
        // A clock ("time") wins over a time per move, as it does for the budget above.
        limits_.timeIsPerMove = line.has("move-time") && !line.has("time");
        if (!line.has("infinite") && budget > 0)
            limits_.time = std::chrono::milliseconds(std::max<long>(1, std::lround(budget * 1000)));
        if (!line.has("infinite") && budget <= 0 && !line.has("depth"))
            limits_.time = std::chrono::milliseconds(1000);
    }

    // "go think", "go ponder" and "go analyze" search alike: there is no book or contempt
    // to switch off, and pondering simply uses the time it is given.
    void startSearch() {
        if (!searcher_) searcher_ = std::make_unique<Searcher>(static_cast<std::size_t>(hashLog2_));
        if (legalMoves(position_).empty()) {
            error("no legal move in this position");
            return;
        }
        stop_ = false;
        searching_ = true;
        const Position position = position_;
        const std::vector<std::uint64_t> history = history_;
        SearchLimits limits = limits_;
        worker_ = std::thread([this, position, history, limits] {
            Rng rng(1);
            const SearchResult result =
                searcher_->search(position, history, limits, stop_, rng,
                                  [&](const SearchInfo& info) { send(infoLine(info)); });
            std::string done = "done move=" + toHubMove(result.best);
            if (result.info.pv.size() >= 2 && result.info.pv.front() == result.best)
                done += " ponder=" + toHubMove(result.info.pv[1]);
            send(done);
        });
    }

    static std::string infoLine(const SearchInfo& info) {
        std::string pv;
        for (const Move& move : info.pv) {
            if (!pv.empty()) pv += ' ';
            pv += toHubMove(move);
        }
        const double seconds = info.elapsed.count() / 1000.0;
        return fmt::format("info depth={} score={:.2f} nodes={} time={:.3f} nps={:.2f} pv=\"{}\"",
                           info.depth, info.score / 100.0, info.nodes, seconds,
                           seconds > 0 ? info.nodes / seconds / 1e6 : 0.0, pv);
    }

    void finishSearch() {
        if (!searching_) return;
        stop_ = true;
        if (worker_.joinable()) worker_.join();
        searching_ = false;
    }

    std::istream& in_;
    std::ostream& out_;
    std::mutex outMutex_;
    std::unique_ptr<Searcher> searcher_;
    int hashLog2_ = 20;
    Position position_ = Position::initial();
    std::vector<std::uint64_t> history_{Position::initial().hash()};
    SearchLimits limits_;
    std::thread worker_;
    std::atomic<bool> stop_{false};
    bool searching_ = false;
};

}  // namespace

int runHub(std::istream& in, std::ostream& out) {
    return HubSession(in, out).run();
}

}  // namespace lt::draughts
