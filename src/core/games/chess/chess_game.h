// Chess as an lt::Game: moves are the 16-bit codes of chess::Move, notation is SAN, and the
// draws the digest makes automatic (threefold repetition, fifty moves, dead material,
// stalemate) end the game by themselves.
#pragma once

#include <memory>
#include <string_view>

#include "framework/game.h"
#include "framework/state.h"
#include "position.h"

namespace lt::chess {

class ChessState final : public State {
  public:
    ChessState(const Game& game, Position position);

    const Position& position() const { return position_; }
    GameStatus status() const { return status_; }

    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return 2; }
    PlayerId currentActor() const override;
    std::vector<lt::Move> legalMoves() const override;
    void apply(lt::Move move) override;
    std::string moveToString(lt::Move move) const override;
    // Lenient SAN (see parseSan) or UCI.
    std::optional<lt::Move> parseMove(std::string_view text,
                                      std::optional<PlayerId> claimant = {}) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;

  private:
    const Game* game_;
    Position position_;
    GameStatus status_;
};

// Seat 0 plays White, seat 1 Black.
class ChessGame final : public Game {
  public:
    ChessGame();
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    // An Elo ladder from about 800 up, and the engine at full strength.
    std::vector<LevelInfo> levels() const override;
    // The engine at that level; "random" gives the random mover used by tests.
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;
    // A game from a set-up position (throws InputError on a bad FEN).
    std::unique_ptr<ChessState> stateFromFen(std::string_view fen) const;

  private:
    GameInfo info_;
};

// "checkmate", "stalemate", "threefold repetition", ...; "" while the game goes on.
std::string_view statusName(GameStatus status);
// The PGN result of a position: "1-0", "0-1", "1/2-1/2" or "*" while the game goes on.
std::string_view resultMarker(const Position& pos);

std::unique_ptr<lt::Game> makeGame();

}  // namespace lt::chess
