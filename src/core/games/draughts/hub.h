// The engine over the Hub protocol, version 2 (Scan 3.x, the Hub GUI): text lines on
// standard input/output. The search runs on a worker thread, so "stop" and "ping" are
// answered while it thinks.
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/draughts/position.h"

namespace lt::draughts {

// A Hub line: "<command> <arg>=<val> <flag> arg=\"quoted value\"".
struct HubLine {
    std::string command;
    std::vector<std::pair<std::string, std::string>> args;
    bool has(std::string_view name) const;
    std::string get(std::string_view name) const;  // "" when absent
};
HubLine parseHubLine(std::string_view text);

// Hub positions: side ('W'/'B') then one character per square 1..50 (w b W B e).
// Throws InputError.
Position parseHubPosition(std::string_view text);
std::string toHubPosition(const Position& position);
// Hub moves: "32-28", or captures as from x to x every captured square: "28x19x23".
std::string toHubMove(const Move& move);
// Throws InputError when the text matches no legal move.
Move parseHubMove(const Position& position, std::string_view text);

// Runs the protocol until "quit" or the end of input. Returns the process exit code.
int runHub(std::istream& in, std::ostream& out);

}  // namespace lt::draughts
