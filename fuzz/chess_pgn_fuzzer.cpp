// Chess PGN files as Open… reads them: the text splits into games, each game's moves replay
// from its start, and its import (a hot-seat match record) replays into a Match through the
// registry. A replayed game written as PGN must read and replay to the same moves.
#include <string>

#include "framework/errors.h"
#include "framework/match.h"
#include "fuzz_input.h"
#include "games/chess/pgn.h"
#include "games/chess/pgn_match.h"
#include "standard_games.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace lt::chess;
    static const lt::GameRegistry games = lt::makeStandardGames();
    std::vector<PgnGame> pgnGames;
    try {
        pgnGames = readPgn(lt::fuzz::asText(data, size));
    } catch (const lt::InputError&) {
        return 0;
    }
    for (std::size_t i = 0; i < pgnGames.size(); ++i) {
        const int number = static_cast<int>(i) + 1;
        try {
            const PgnImport import = importPgnGame(pgnGames[i], number);
            lt::Match::fromRecord(games, import.record);
        } catch (const lt::InputError&) {
        }
        ReplayedGame replayed;
        try {
            replayed = replayPgnGame(pgnGames[i], number);
        } catch (const lt::InputError&) {
            continue;
        }
        try {
            const std::string written =
                writePgn(pgnGames[i].tags, replayed.start, replayed.moves, pgnGames[i].result);
            const std::vector<PgnGame> again = readPgn(written);
            if (again.size() != 1) lt::fuzz::fail("a written PGN game reads as another count");
            if (replayPgnGame(again[0], 1).moves != replayed.moves)
                lt::fuzz::fail("a written PGN game replays to other moves");
        } catch (const lt::InputError& e) {
            lt::fuzz::fail(e.what());  // a game we wrote does not read back
        }
    }
    return 0;
}
