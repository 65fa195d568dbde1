// Tiny games that exercise the framework without depending on a real game's rules:
// tic-tac-toe (perfect information, a known-solved game), Pig (a dice race with a roller) and
// Secret digit (hidden information, in a version that hides it and one that forgets to).
#pragma once

#include <array>
#include <memory>
#include <string>

#include "framework/errors.h"
#include "framework/game.h"
#include "framework/state.h"
#include "framework/view.h"

namespace lt::test {

class TicTacToeGame final : public Game {
  public:
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;

  private:
    GameInfo info_{.id = "tictactoe",
                   .name = "Tic-tac-toe",
                   .localName = "Tris",
                   .family = Family::Board,
                   .minPlayers = 2,
                   .maxPlayers = 2};
};

class TicTacToeState final : public State {
  public:
    explicit TicTacToeState(const Game& game) : game_(&game) {}
    std::unique_ptr<State> clone() const override {
        return std::make_unique<TicTacToeState>(*this);
    }
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return 2; }
    PlayerId currentActor() const override {
        return winner() >= 0 || moves_ == 9 ? actor::terminal : moves_ % 2;
    }
    std::vector<Move> legalMoves() const override {
        std::vector<Move> moves;
        if (isTerminal()) return moves;
        for (Move m = 0; m < 9; ++m)
            if (cells_[m] < 0) moves.push_back(m);
        return moves;
    }
    void apply(Move move) override {
        if (move >= 9 || cells_[move] >= 0 || isTerminal()) throw IllegalMove("occupied");
        cells_[move] = moves_++ % 2;
    }
    std::string moveToString(Move move) const override {
        return std::string{static_cast<char>('a' + move % 3), static_cast<char>('1' + move / 3)};
    }
    std::string toString() const override {
        std::string text;
        for (int i = 0; i < 9; ++i) text += cells_[i] < 0 ? '.' : "XO"[cells_[i]];
        return text;
    }
    std::vector<int> ranking() const override {
        const int w = winner();
        if (w < 0) return {1, 1};
        return w == 0 ? std::vector<int>{1, 2} : std::vector<int>{2, 1};
    }
    int winner() const {
        static constexpr int lines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                                            {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
        for (const auto& l : lines)
            if (cells_[l[0]] >= 0 && cells_[l[0]] == cells_[l[1]] && cells_[l[1]] == cells_[l[2]])
                return cells_[l[0]];
        return -1;
    }
    void set(const std::string& board) {  // "X.O......" with X to move when counts are equal
        moves_ = 0;
        for (int i = 0; i < 9; ++i) {
            cells_[i] = board[i] == 'X' ? 0 : board[i] == 'O' ? 1 : -1;
            moves_ += cells_[i] >= 0;
        }
    }

  private:
    const Game* game_;
    std::array<int, 9> cells_{-1, -1, -1, -1, -1, -1, -1, -1, -1};
    int moves_ = 0;
};

inline std::unique_ptr<State> TicTacToeGame::newInitialState(const Options&, int) const {
    return std::make_unique<TicTacToeState>(*this);
}

// Pig: roll a die as often as you like; a 1 loses the turn's total; first to `target` wins.
class PigGame final : public Game {
  public:
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;

  private:
    GameInfo info_{.id = "pig",
                   .name = "Pig",
                   .localName = "Maiale",
                   .family = Family::Dice,
                   .minPlayers = 2,
                   .maxPlayers = 4,
                   .chance = true,
                   .options = {{.key = "target",
                                .label = "Target",
                                .kind = OptionSpec::Kind::Int,
                                .defaultValue = "30",
                                .min = 10,
                                .max = 100}}};
};

class PigState final : public State {
  public:
    enum : Move { kRoll = 10, kHold = 11 };
    PigState(const Game& game, int players, int target)
        : game_(&game), scores_(players, 0), target_(target) {}
    std::unique_ptr<State> clone() const override { return std::make_unique<PigState>(*this); }
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return static_cast<int>(scores_.size()); }
    PlayerId currentActor() const override {
        for (int s : scores_)
            if (s >= target_) return actor::terminal;
        return rolling_ ? actor::chance : turn_;
    }
    std::vector<Move> legalMoves() const override {
        if (currentActor() < 0) return {};
        return turnTotal_ > 0 ? std::vector<Move>{kRoll, kHold} : std::vector<Move>{kRoll};
    }
    std::vector<ChanceOutcome> chanceOutcomes() const override {
        if (!rolling_) return {};
        std::vector<ChanceOutcome> outcomes;
        for (Move face = 1; face <= 6; ++face) outcomes.push_back({face, 1.0 / 6});
        return outcomes;
    }
    std::optional<PlayerId> roller() const override {
        return rolling_ ? std::optional<PlayerId>(turn_) : std::nullopt;
    }
    void apply(Move move) override {
        if (rolling_) {
            if (move < 1 || move > 6) throw IllegalMove("die face");
            rolling_ = false;
            if (move == 1) {
                turnTotal_ = 0;
                turn_ = (turn_ + 1) % numPlayers();
            } else {
                turnTotal_ += static_cast<int>(move);
            }
            return;
        }
        if (move == kRoll) {
            rolling_ = true;
        } else if (move == kHold && turnTotal_ > 0) {
            scores_[turn_] += turnTotal_;
            turnTotal_ = 0;
            if (scores_[turn_] < target_) turn_ = (turn_ + 1) % numPlayers();
        } else {
            throw IllegalMove("pig move");
        }
    }
    std::string moveToString(Move move) const override {
        if (rolling_) return "roll " + std::to_string(move);
        return move == kRoll ? "roll" : "hold";
    }
    std::string toString() const override {
        std::string text;
        for (int s : scores_) text += std::to_string(s) + " ";
        return text + "| turn " + std::to_string(turn_) + " total " + std::to_string(turnTotal_);
    }
    std::vector<int> ranking() const override {
        std::vector<int> places;
        for (int s : scores_) places.push_back(s >= target_ ? 1 : 2);
        return places;
    }
    std::vector<int> scores() const override { return scores_; }

  private:
    const Game* game_;
    std::vector<int> scores_;
    int target_;
    int turn_ = 0;
    int turnTotal_ = 0;
    bool rolling_ = false;
};

inline std::unique_ptr<State> PigGame::newInitialState(const Options& options,
                                                       int numPlayers) const {
    return std::make_unique<PigState>(*this, numPlayers, options.getInt(info_.options, "target"));
}

// Secret digit: chance deals seat 0 a digit; seat 1, who may not see it, guesses it.
// SecretDigitState forgets to override viewFor (every seat sees the digit: the bug the
// conformance test must catch); HiddenSecretDigitState hides it from seat 1.
class SecretDigitState : public State {
  public:
    explicit SecretDigitState(const Game& game) : game_(&game) {}
    std::unique_ptr<State> clone() const override {
        return std::make_unique<SecretDigitState>(*this);
    }
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return 2; }
    PlayerId currentActor() const override {
        return secret_ < 0 ? actor::chance : guess_ < 0 ? 1 : actor::terminal;
    }
    std::vector<Move> legalMoves() const override {
        std::vector<Move> moves;
        if (currentActor() == 1)
            for (Move m = 0; m < 10; ++m) moves.push_back(m);
        return moves;
    }
    std::vector<ChanceOutcome> chanceOutcomes() const override {
        std::vector<ChanceOutcome> outcomes;
        if (secret_ < 0)
            for (Move m = 0; m < 10; ++m) outcomes.push_back({m, 0.1});
        return outcomes;
    }
    void apply(Move move) override {
        if (move >= 10 || isTerminal()) throw IllegalMove("digit");
        (secret_ < 0 ? secret_ : guess_) = static_cast<int>(move);
    }
    std::string moveToString(Move move) const override { return std::to_string(move); }
    std::string toString() const override { return textFor(true); }
    std::vector<int> ranking() const override {
        return guess_ == secret_ ? std::vector<int>{2, 1} : std::vector<int>{1, 2};
    }
    std::string textFor(bool seesSecret) const {
        return "secret " +
               (secret_ < 0  ? "-"
                : seesSecret ? std::to_string(secret_)
                             : "?") +
               " guess " + (guess_ < 0 ? "-" : std::to_string(guess_));
    }
    void setSecret(int secret) { secret_ = secret; }

  private:
    const Game* game_;
    int secret_ = -1;
    int guess_ = -1;
};

class HiddenSecretDigitState final : public SecretDigitState {
  public:
    using SecretDigitState::SecretDigitState;
    std::unique_ptr<State> clone() const override {
        return std::make_unique<HiddenSecretDigitState>(*this);
    }
    std::unique_ptr<View> viewFor(PlayerId player) const override;
};

class SecretDigitView final : public View {
  public:
    SecretDigitView(PlayerId viewer, HiddenSecretDigitState state)
        : viewer_(viewer), state_(std::move(state)) {}
    PlayerId viewer() const override { return viewer_; }
    std::string toString() const override { return state_.textFor(viewer_ == 0); }
    std::unique_ptr<State> sampleState(Rng& rng) const override {
        auto sampled = std::make_unique<HiddenSecretDigitState>(state_);
        if (viewer_ != 0 && state_.currentActor() != actor::chance)
            sampled->setSecret(static_cast<int>(rng.below(10)));
        return sampled;
    }

  private:
    PlayerId viewer_;
    HiddenSecretDigitState state_;
};

inline std::unique_ptr<View> HiddenSecretDigitState::viewFor(PlayerId player) const {
    return std::make_unique<SecretDigitView>(player, *this);
}

template <typename SecretState>
class SecretDigitGame final : public Game {
  public:
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options&, int) const override {
        return std::make_unique<SecretState>(*this);
    }

  private:
    GameInfo info_{.id = "secret-digit",
                   .name = "Secret digit",
                   .localName = "Cifra segreta",
                   .family = Family::Board,
                   .minPlayers = 2,
                   .maxPlayers = 2,
                   .chance = true,
                   .hiddenInformation = true};
};

}  // namespace lt::test
