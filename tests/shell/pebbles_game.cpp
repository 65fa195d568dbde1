#include "pebbles_game.h"

#include <algorithm>
#include <thread>

#include "fake_board.h"
#include "framework/agent.h"
#include "framework/errors.h"
#include "framework/state.h"
#include "framework/view.h"

namespace lt::test {
namespace {

constexpr Move kDealBase = 100;  // deal k: seat s gets secret (k + s) % 3 + 1
constexpr Move kRollBase = 200;  // roll r

class PebblesState final : public State {
  public:
    PebblesState(const Game& game, int players, bool trap)
        : game_(&game), positions_(players, 0), secrets_(players, 0), trap_(trap) {}

    std::unique_ptr<State> clone() const override { return std::make_unique<PebblesState>(*this); }
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return static_cast<int>(positions_.size()); }

    PlayerId currentActor() const override {
        if (winner() >= 0) return actor::terminal;
        if (!dealt_ || roll_ == 0) return actor::chance;
        return turn_;
    }
    std::vector<Move> legalMoves() const override {
        if (currentActor() < 0) return {};
        return {kStep, kStay};
    }
    std::vector<ChanceOutcome> chanceOutcomes() const override {
        if (currentActor() != actor::chance) return {};
        const Move base = dealt_ ? kRollBase : kDealBase;
        return {{base + 1, 1.0 / 3}, {base + 2, 1.0 / 3}, {base + 3, 1.0 / 3}};
    }
    std::optional<PlayerId> roller() const override {
        if (currentActor() == actor::chance && dealt_) return turn_;
        return std::nullopt;
    }
    void apply(Move move) override {
        if (currentActor() == actor::chance) {
            if (!dealt_) {
                for (int s = 0; s < numPlayers(); ++s)
                    secrets_[s] = static_cast<int>((move - kDealBase + s) % 3 + 1);
                dealt_ = true;
            } else {
                roll_ = static_cast<int>(move - kRollBase);
                bellOpen_ = roll_ == 3;
            }
            return;
        }
        if (move != kStep && move != kStay) throw IllegalMove("pebbles: bad move");
        positions_[turn_] += move == kStep ? roll_ : 1;
        roll_ = 0;
        bellOpen_ = false;
        turn_ = (turn_ + 1) % numPlayers();
    }
    std::vector<Move> claimMoves(PlayerId) const override {
        if (bellOpen_ && currentActor() >= 0) return {kBell, kBadBell};
        return {};
    }
    void applyClaim(PlayerId player, Move move) override {
        if (move == kBadBell && bellOpen_) {
            positions_[player] += 5;  // a half-applied claim: the match must not keep it
            throw IllegalMove("pebbles: the bad bell");
        }
        if (move != kBell || !bellOpen_) throw IllegalMove("pebbles: no bell now");
        positions_[player] += 1;
        bellOpen_ = false;
    }
    int claimWindowMs() const override { return bellOpen_ ? kBellWindowMs : 0; }
    std::optional<Move> parseMove(std::string_view text,
                                  std::optional<PlayerId> claimant) const override {
        if (trap_ && !claimant && text == "stay") return std::nullopt;
        return State::parseMove(text, claimant);
    }
    std::string moveToString(Move move) const override {
        if (move == kBell) return "bell";
        if (move == kBadBell) return "bad bell";
        if (move > kRollBase) return "roll " + std::to_string(move - kRollBase);
        if (move > kDealBase) return "deal " + std::to_string(move - kDealBase);
        return move == kStep ? "step" : "stay";
    }
    std::string toString() const override { return describe(-1); }
    std::vector<int> ranking() const override {
        std::vector<int> places;
        for (int p : positions_)
            places.push_back(1 + static_cast<int>(std::count_if(
                                     positions_.begin(), positions_.end(), [&](int q) {
                                         return std::min(q, kGoal) > std::min(p, kGoal);
                                     })));
        return places;
    }
    std::vector<int> scores() const override { return positions_; }
    std::unique_ptr<View> viewFor(PlayerId player) const override;

    // Everything, with only `viewer`'s secret shown (-1: all secrets).
    std::string describe(PlayerId viewer) const {
        std::string text = "turn " + std::to_string(turn_) + " roll " + std::to_string(roll_) +
                           (bellOpen_ ? " bell" : "") + "\n";
        for (int s = 0; s < numPlayers(); ++s)
            text += "seat " + std::to_string(s) + " at " + std::to_string(positions_[s]) +
                    " secret " + (viewer < 0 || viewer == s ? std::to_string(secrets_[s]) : "?") +
                    "\n";
        return text;
    }
    void setSecret(int seat, int value) { secrets_[seat] = value; }

  private:
    PlayerId winner() const {
        for (int s = 0; s < numPlayers(); ++s)
            if (positions_[s] >= kGoal) return s;
        return -1;
    }

    const Game* game_;
    std::vector<int> positions_;
    std::vector<int> secrets_;
    bool dealt_ = false;
    int roll_ = 0;
    bool bellOpen_ = false;
    PlayerId turn_ = 0;
    bool trap_ = false;
};

class PebblesView final : public View {
  public:
    PebblesView(PlayerId viewer, std::unique_ptr<PebblesState> state)
        : viewer_(viewer), state_(std::move(state)) {}
    PlayerId viewer() const override { return viewer_; }
    std::string toString() const override { return state_->describe(viewer_); }
    std::unique_ptr<State> sampleState(Rng& rng) const override {
        auto sample = std::make_unique<PebblesState>(*state_);
        for (int s = 0; s < sample->numPlayers(); ++s)
            if (s != viewer_) sample->setSecret(s, static_cast<int>(rng.below(3)) + 1);
        return sample;
    }

  private:
    PlayerId viewer_;
    std::unique_ptr<PebblesState> state_;
};

std::unique_ptr<View> PebblesState::viewFor(PlayerId player) const {
    return std::make_unique<PebblesView>(player, std::make_unique<PebblesState>(*this));
}

// Thinks until stopped: what closing the window or undoing must interrupt.
class SlowAgent final : public Agent {
  public:
    std::string name() const override { return "slow"; }
    Move chooseMove(const View&, const std::atomic<bool>& stop, Rng&) override {
        while (!stop) std::this_thread::sleep_for(std::chrono::milliseconds(2));
        return kStay;
    }
};

// Throws what no catch (const std::exception&) catches.
class BrokenAgent final : public Agent {
  public:
    std::string name() const override { return "broken"; }
    Move chooseMove(const View&, const std::atomic<bool>&, Rng&) override { throw 42; }
};

class PebblesGame final : public Game {
  public:
    PebblesGame() {
        info_.id = "pebbles";
        info_.name = "Pebbles";
        info_.family = Family::Kids;
        info_.minPlayers = 2;
        info_.maxPlayers = 4;
        info_.chance = true;
        info_.hiddenInformation = true;
        info_.realTime = true;
        OptionSpec trap;
        trap.key = "trap";
        trap.label = "Unreadable stay";
        trap.kind = OptionSpec::Kind::Bool;
        trap.defaultValue = "false";
        info_.options = {trap};
    }
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int players) const override {
        return std::make_unique<PebblesState>(*this, players,
                                              options.getBool(info_.options, "trap"));
    }
    std::vector<LevelInfo> levels() const override {
        // "easy" last: the hint asks the last level (there is no "hard").
        return {{"slow", "Slow"},
                {"prompt", "Prompt"},
                {"late", "Late"},
                {"broken", "Broken"},
                {"easy", "Easy"}};
    }
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override {
        if (level == "slow") return std::make_unique<SlowAgent>();
        if (level == "broken") return std::make_unique<BrokenAgent>();
        if (level == "prompt" || level == "late") return Game::makeAgent("random");
        return Game::makeAgent(level);
    }
    std::optional<PlannedClaim> planClaim(const View& view, std::string_view level,
                                          Rng&) const override {
        if (view.toString().find(" bell") == std::string::npos) return std::nullopt;
        if (level == "easy") return PlannedClaim{kBell, 30};
        if (level == "prompt") return PlannedClaim{kBell, kPromptBellMs};
        if (level == "late") return PlannedClaim{kBell, kLateBellMs};
        return std::nullopt;
    }

  private:
    GameInfo info_;
};

}  // namespace

std::unique_ptr<Game> makePebblesGame() {
    return std::make_unique<PebblesGame>();
}

shell::GameUi makePebblesUi() {
    shell::GameUi ui;
    ui.gameId = "pebbles";
    ui.makeBoard = [](QWidget* parent) { return new FakeBoard(parent); };
    ui.tileImage = QStringLiteral(":/assets/icons/ludoteca.svg");
    ui.seatColours = {QColor("#d35400"), QColor("#2980b9"), QColor("#27ae60"), QColor("#8e44ad")};
    return ui;
}

}  // namespace lt::test
