// Chess as an lt::Game: moves are the 16-bit codes of chess::Move, notation is SAN, and the
// draws the digest makes automatic (threefold repetition, fifty moves, dead material,
// stalemate) end the game by themselves unless the "draw-rule" option asks for FIDE claims.
// What happens off the board (resigning, draw offers and claims, a flag falling) is made of
// claims (State::claimMoves) that either player may make at any moment: the match record
// stores them like moves, so a replay ends the same way.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "framework/game.h"
#include "framework/state.h"
#include "games/chess/position.h"

namespace lt::chess {

// Option keys.
inline constexpr const char* kFenOption = "fen";             // start position; "" = standard
inline constexpr const char* kClockOption = "clock";         // "none" or "<minutes>+<seconds>"
inline constexpr const char* kDrawRuleOption = "draw-rule";  // "automatic" or "claim"
inline constexpr const char* kVariantOption = "variant";     // "standard" or "chess960"
// The Chess960 start position: "random" (drawn from the match seed) or its number 0-959.
inline constexpr const char* kChess960PositionOption = "chess960-position";

// Claim codes: above every 16-bit board move.
namespace claim {
inline constexpr lt::Move kResign = 0x10000;
inline constexpr lt::Move kOfferDraw = 0x10001;
inline constexpr lt::Move kAcceptDraw = 0x10002;
inline constexpr lt::Move kDeclineDraw = 0x10003;
inline constexpr lt::Move kClaimDraw = 0x10004;  // threefold / fifty moves, "claim" rule only
inline constexpr lt::Move kWhiteTimeUp = 0x10005;
inline constexpr lt::Move kBlackTimeUp = 0x10006;
}  // namespace claim

// A time control: base time and increment per move, in milliseconds.
struct TimeControl {
    std::int64_t baseMs = 0;
    std::int64_t incrementMs = 0;
    bool operator==(const TimeControl&) const = default;
};
// "5+0" -> 5 minutes, no increment; "none" -> nullopt. Throws InputError on other text.
std::optional<TimeControl> parseTimeControl(std::string_view text);

// How a game ended away from the board's own rules.
enum class Ending {
    None,
    Resignation,  // loser() resigned
    DrawAgreed,
    DrawClaimed,  // threefold repetition or fifty moves, claimed (FIDE 9.2, 9.3)
    TimeForfeit,  // loser()'s flag fell
    TimeDraw,     // a flag fell but the opponent cannot checkmate (FIDE 6.9, canCheckmate)
};

// The rules a game is played with, from its options.
struct ChessRules {
    std::optional<TimeControl> clock;
    bool drawsByClaim = false;  // FIDE: threefold and fifty moves are claimed
};

class ChessState final : public State {
  public:
    using Rules = ChessRules;
    ChessState(const Game& game, Position position, Rules rules = {});
    // A Chess960 game whose start position is still to be drawn: its first move is a chance
    // outcome, the position's number (0-959), so a replay from the seed draws the same one.
    static std::unique_ptr<ChessState> awaitingChess960Draw(const Game& game, Rules rules = {});
    // Whether the Chess960 start position is still to be drawn.
    bool awaitingDraw() const { return awaitingDraw_; }

    const Position& position() const { return position_; }
    // Where this game started: the usual set-up or a FEN position. The players' panels count
    // captured pieces against it, not against a full set.
    const Position& startPosition() const { return start_; }
    GameStatus status() const { return status_; }
    const Rules& rules() const { return rules_; }
    Ending ending() const { return ending_; }
    // The side that lost by resignation or on time.
    Color loser() const { return loser_; }
    // The side whose draw offer stands (the opponent may accept or decline it).
    std::optional<Color> drawOffer() const { return drawOffer_; }
    // The game ply (Position::gamePly) of `side`'s last draw offer, or -1 if it made none.
    int lastOfferPly(Color side) const { return lastOfferPly_[side]; }
    // Whether a draw may be claimed now (the "claim" draw rule, threefold or fifty moves).
    bool drawClaimable() const;

    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return 2; }
    PlayerId currentActor() const override;
    std::vector<lt::Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    void apply(lt::Move move) override;
    std::string moveToString(lt::Move move) const override;
    // Lenient SAN (see parseSan) or UCI.
    std::optional<lt::Move> parseMove(std::string_view text,
                                      std::optional<PlayerId> claimant = {}) const override;
    std::vector<lt::Move> claimMoves(PlayerId player) const override;
    void applyClaim(PlayerId player, lt::Move move) override;
    std::string toString() const override;
    std::vector<int> ranking() const override;

  private:
    GameStatus currentStatus() const;
    bool ongoing() const { return status_ == GameStatus::Ongoing && ending_ == Ending::None; }

    const Game* game_;
    Position start_;
    Position position_;
    Rules rules_;
    GameStatus status_;
    Ending ending_ = Ending::None;
    Color loser_ = White;
    std::optional<Color> drawOffer_;
    int lastOfferPly_[2] = {-1, -1};  // one offer per move and player
    bool awaitingDraw_ = false;
};

// "Chess960 #518" (as lichess names it): the notation of the chance outcome that sets a Chess960
// game up.
std::string chess960DrawName(int number);

namespace engine {
class EnginePool;
}

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
    // A computer weighs a draw offered to it, and whether to offer one after its own move,
    // with a short search on a worker (engine/draw_agent.h).
    std::unique_ptr<Agent> makeClaimAgent(const View& view, std::string_view level) const override;
    // A game from a set-up position (throws InputError on a bad FEN).
    std::unique_ptr<ChessState> stateFromFen(std::string_view fen) const;

  private:
    GameInfo info_;
    // The engines the computer players and hints borrow for each search (their tables and
    // history kept across moves); shared with the agents, which may outlive a search.
    std::shared_ptr<engine::EnginePool> engines_;
};

// "checkmate", "stalemate", "threefold repetition", ...; "" while the game goes on.
std::string_view statusName(GameStatus status);
// The PGN result of a position: "1-0", "0-1", "1/2-1/2" or "*" while the game goes on.
std::string_view resultMarker(const Position& pos);
// The same for a game, resignations, agreements and flags included.
std::string_view resultMarker(const ChessState& state);
// "White resigned", "draw agreed", "Black lost on time", ... or statusName(); "" if ongoing.
std::string endingName(const ChessState& state);

std::unique_ptr<lt::Game> makeGame();

}  // namespace lt::chess
