#include "framework/record_lines.h"

#include <algorithm>

#include "framework/errors.h"
#include "framework/levels.h"
#include "framework/registry.h"

namespace lt {
namespace {

// The first computer seat whose level the game does not know (Match's constructor rejects
// that one), or -1.
int seatWithUnknownLevel(const GameRegistry& games, const MatchRecord& record) {
    const Game* game = games.find(record.gameId);
    if (!game) return -1;
    for (std::size_t i = 0; i < record.seats.size(); ++i) {
        const SeatSpec& seat = record.seats[i];
        if (!seat.human && !isKnownLevel(*game, seat.level)) return static_cast<int>(i);
    }
    return -1;
}

// The line an error without one comes from, or 0.
int lineOf(const InputError& error, const GameRegistry& games, const MatchRecord& record,
           const RecordLines& lines) {
    if (error.field() == "game") return lines.game;
    if (error.field() == "cursor") return lines.cursor;
    if (error.field() == "seats") {
        if (lines.seats.empty()) return 0;
        const int seat = seatWithUnknownLevel(games, record);
        // Otherwise the number of seats is wrong: the last seat line.
        return seat >= 0 && seat < static_cast<int>(lines.seats.size()) ? lines.seats[seat]
                                                                        : lines.seats.back();
    }
    // Options are checked, and read by the game, when the match is built: the error names the
    // option.
    const auto option = lines.options.find(error.field());
    return option == lines.options.end() ? 0 : option->second;
}

}  // namespace

Match replayRecord(const GameRegistry& games, const MatchRecord& record, const RecordLines& lines) {
    try {
        return Match::fromRecord(games, record);
    } catch (const InputError& e) {
        const int line = e.line() == 0 ? lineOf(e, games, record, lines) : 0;
        if (line == 0) throw;
        throw InputError(e.reason(), line, e.field());
    }
}

}  // namespace lt
