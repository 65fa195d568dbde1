#include "games/chess/engine/agent.h"

#include <algorithm>
#include <charconv>
#include <optional>

#include "framework/errors.h"
#include "framework/view.h"
#include "games/chess/engine/engine_pool.h"
#include "games/chess/engine/search.h"
#include "games/chess/engine/uci_engine_agent.h"
#include "games/chess/game.h"

namespace lt::chess::engine {

namespace {

constexpr int kEloLevels[] = {800, 1000, 1200, 1400, 1600, 1800, 2000};
// What a club player calls each rating; 2000 is "Expert" as in US Chess's classes.
constexpr const char* kLevelWords[] = {"Beginner (≈800)",       "Novice (≈1000)",
                                       "Casual player (≈1200)", "Intermediate (≈1400)",
                                       "Club player (≈1600)",   "Strong club player (≈1800)",
                                       "Expert (≈2000)"};

class ChessAgent final : public Agent {
  public:
    ChessAgent(std::string name, std::string level, Strength strength, std::int64_t moveTimeMs,
               std::shared_ptr<EnginePool> engines)
        : name_(std::move(name)),
          level_(std::move(level)),
          strength_(strength),
          moveTimeMs_(moveTimeMs),
          engines_(std::move(engines)) {}

    std::string name() const override { return name_; }

    lt::Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override {
        const auto state = view.sampleState(rng);  // perfect information: the state itself
        const auto* chess = dynamic_cast<const ChessState*>(state.get());
        if (!chess) throw IllegalMove("the chess engine was given another game");
        Position pos = chess->position();
        const EnginePool::Lease engine = engines_->borrow(level_);
        Searcher& searcher = engine->searcher;
        searcher.setStrength(strength_, rng.next());
        SearchLimits limits;
        if (clock_) {
            // A clock game: the engine's own time management, from the time really left.
            const Color side = pos.sideToMove();
            limits.timeLeftMs[side] = std::max<std::int64_t>(1, clock_->remainingMs);
            limits.incrementMs[side] = clock_->incrementMs;
        } else {
            limits.moveTimeMs = moveTimeMs_;
        }
        const SearchResult result = searcher.search(pos, limits, stop);
        return result.best.code();
    }

    void setClock(const ClockReading& clock) override { clock_ = clock; }

  private:
    std::string name_;
    std::string level_;
    Strength strength_;
    std::int64_t moveTimeMs_;
    std::optional<ClockReading> clock_;
    std::shared_ptr<EnginePool> engines_;
};

}  // namespace

std::vector<LevelInfo> chessLevels() {
    std::vector<LevelInfo> levels;
    for (std::size_t i = 0; i < std::size(kEloLevels); ++i)
        levels.push_back({"elo" + std::to_string(kEloLevels[i]), kLevelWords[i]});
    // Before "Strongest", which stays last: the shell's hints use the last level.
    levels.push_back({kUciLevel, "External UCI engine"});
    levels.push_back({"max", "Strongest"});
    return levels;
}

std::unique_ptr<Agent> makeChessAgent(std::string_view level, std::shared_ptr<EnginePool> engines) {
    if (level == kUciLevel) return makeUciEngineAgent({.command = findUciEngine().value_or("")});
    if (const auto program = uciLevelProgram(level))
        return makeUciEngineAgent({.command = *program});
    if (level == "max")
        return std::make_unique<ChessAgent>("chess engine, strongest", std::string(level),
                                            Strength{}, 3000, std::move(engines));
    int elo = 0;
    if (level.starts_with("elo")) {
        const auto digits = level.substr(3);
        const auto [end, error] =
            std::from_chars(digits.data(), digits.data() + digits.size(), elo);
        if (error != std::errc() || end != digits.data() + digits.size()) elo = 0;
    }
    for (int known : kEloLevels)
        if (known == elo)
            return std::make_unique<ChessAgent>(
                "chess engine, about " + std::to_string(elo) + " Elo", std::string(level),
                strengthForElo(elo), 1500, std::move(engines));
    throw InputError("unknown chess level '" + std::string(level) + "'");
}

}  // namespace lt::chess::engine
