// The DamExchange protocol (DXP, version 1): two draughts programs play over TCP by sending
// fixed-width text messages ending with a NUL byte. This is the transport-free part: message
// coding and the session's rules. The CLI moves the bytes over a socket.
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/draughts/game.h"
#include "games/draughts/search.h"

namespace lt::draughts {

struct DxpGameRequest {  // 'R'
    int version = 1;
    std::string initiatorName;
    char followerColour = 'Z';      // 'W' white, 'Z' black (zwart)
    int minutes = 10;               // thinking time per player
    int moves = 75;                 // moves in that time
    std::optional<Position> start;  // nullopt: the initial position
};
struct DxpGameAccept {  // 'A'
    std::string followerName;
    char code = '0';  // '0' accepted
};
struct DxpMove {  // 'M'
    int seconds = 0;
    int from = 0, to = 0;
    std::vector<int> captured;
};
struct DxpGameEnd {     // 'E'
    char reason = '0';  // from the sender's side: '0' unknown, '1' I lose, '2' draw, '3' I win
    char stop = '0';    // '1': no further games
};
struct DxpChat {  // 'C'
    std::string text;
};
struct DxpBackRequest {  // 'B'
    int moveNumber = 1;
    char colour = 'W';
};
struct DxpBackAccept {  // 'K'
    char code = '0';
};

struct DxpMessage {
    char type = 0;
    DxpGameRequest request;
    DxpGameAccept accept;
    DxpMove move;
    DxpGameEnd end;
    DxpChat chat;
    DxpBackRequest back;
    DxpBackAccept backAccept;
};

// Without the trailing NUL. Throws InputError on a malformed message.
std::string encodeDxp(const DxpMessage& message);
DxpMessage decodeDxp(std::string_view text);

// One engine's side of a DXP connection.
class DxpSession {
  public:
    struct Settings {
        std::string name = "Ludoteca";
        int minutes = 10;
        int moves = 75;
        int maxDepth = 64;           // tests use a fixed depth
        std::uint64_t maxNodes = 0;  // > 0: a node budget per move (SearchLimits::maxNodes)
        bool stopAfterGame = true;   // the initiator plays one game, then says goodbye
        // What the initiator asks for: its colour and the start position (an opening).
        Side initiatorSide = Side::White;
        std::optional<Position> start;  // nullopt: the initial position
        int moveTimeMs = 0;             // > 0: think this long per move, whatever the clock
        // Set when the connection has closed: a running search stops and the session ends.
        const std::atomic<bool>* hungUp = nullptr;
        // The transposition table: 2^21 entries, 64 MiB, the memory MobyDam's table takes in
        // the benchmark match (-t 22). Cleared at each game's start.
        std::size_t tableEntriesLog2 = 21;
    };
    using Sender = std::function<void(const std::string&)>;  // message without NUL
    using Logger = std::function<void(const std::string&)>;

    DxpSession(Settings settings, Sender send, Logger log);

    // The initiator asks for a game with its settings' colour and start position.
    void requestGame();
    // Handles one received message; returns false when the connection should close.
    bool receive(std::string_view text);

    bool playing() const { return state_.has_value(); }
    const DraughtsState* state() const { return state_ ? &*state_ : nullptr; }
    int gamesFinished() const { return gamesFinished_; }
    // The last finished game's result for this side, as DXP codes it: '0' unknown, '1' loss,
    // '2' draw, '3' win; 0 before any game ended.
    char lastResult() const { return lastResult_; }

  private:
    void startGame(const Position& start, Side mySide);
    void playIfMyTurn();
    void finishGame(char reason, bool sendEnd);
    char reasonForMe() const;

    Settings settings_;
    Sender send_;
    Logger log_;
    DraughtsGame game_;
    std::optional<DraughtsState> state_;
    Side mySide_ = Side::White;
    double secondsUsed_ = 0;
    int myMoves_ = 0;
    int gamesFinished_ = 0;
    char lastResult_ = 0;
    Searcher searcher_;  // with settings_.tableEntriesLog2
};

}  // namespace lt::draughts
