#include "games/draughts/pdn_match.h"

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/draughts/notation.h"

namespace lt::draughts {
namespace {

// "?" is the file's way of saying the name is not known; a tag of spaces says nothing either.
// Spaces around a name are dropped.
std::string playerName(const PdnGame& game, const char* tag, const char* fallback) {
    const std::string text = game.tag(tag);
    const auto first = text.find_first_not_of(" \t\r\n\v\f");
    if (first == std::string::npos) return fallback;
    const std::string name = text.substr(first, text.find_last_not_of(" \t\r\n\v\f") - first + 1);
    return name == "?" ? fallback : name;
}

}  // namespace

PdnImport importPdnGame(const PdnGame& game, int gameNumber) {
    const std::string prefix = fmt::format("game {}", gameNumber);
    const std::string type = game.tag("GameType");
    if (!type.empty() && type != "20" && type.rfind("20,", 0) != 0)
        throw InputError(
            fmt::format("{}: GameType {} is not international draughts (20)", prefix, type),
            game.line, "GameType");
    PdnImport imported;
    MatchRecord& record = imported.record;
    record.gameId = "draughts";
    Position start = Position::initial();
    try {
        start = startPosition(game);
    } catch (const InputError& e) {
        throw InputError(prefix + ", FEN tag: " + e.what(), game.line, "FEN");
    }
    if (!(start == Position::initial())) record.options.set(kFenOption, toFen(start));
    record.seats = {{true, playerName(game, "White", "White"), "", ""},
                    {true, playerName(game, "Black", "Black"), "", ""}};

    const DraughtsGame draughts;
    std::unique_ptr<State> state;
    try {
        state = draughts.newInitialState(record.options, 2);
    } catch (const InputError& e) {
        throw InputError(prefix + ", FEN tag: " + e.reason(), game.line, "FEN");
    }
    const auto& now = static_cast<const DraughtsState&>(*state);
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const Position& position = now.position();
        const std::size_t ply = i + (start.sideToMove() == Side::Black ? 1 : 0);
        const std::string where =
            fmt::format("{}, move {}{} {}: ", prefix, ply / 2 + 1,
                        position.sideToMove() == Side::White ? "." : "...", game.moves[i]);
        if (state->isTerminal()) {
            imported.stopped = where + "the game is already over (" + now.outcomeReason() + ")";
            break;
        }
        try {
            const Move move = parseMove(position, game.moves[i]);
            record.moves.push_back(
                {state->currentActor(), false, moveToText(position, move), game.moveLines[i]});
            state->apply(move.code());
        } catch (const InputError& e) {
            imported.stopped = where + e.reason();
            break;
        }
    }
    record.cursor = record.moves.size();
    return imported;
}

}  // namespace lt::draughts
