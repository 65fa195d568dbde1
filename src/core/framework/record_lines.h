// Where each fact of a saved match was read from, so that what can only be checked once the
// whole record is read (the game, options, seats, cursor) is reported with its line.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "framework/match.h"
#include "framework/match_record.h"

namespace lt {

class GameRegistry;

struct RecordLines {
    int game = 0;
    std::map<std::string, int> options;  // by key
    std::vector<int> seats;              // one per seat, in order
    int cursor = 0;
};

// readMatchRecord(text), also noting in `lines` where each fact was read from. Both skip a UTF-8
// byte order mark.
MatchRecord readMatchRecord(std::string_view text, RecordLines& lines);

// Match::fromRecord(games, record), naming the line of an unknown game, a bad option or seat.
Match replayRecord(const GameRegistry& games, const MatchRecord& record, const RecordLines& lines);

}  // namespace lt
