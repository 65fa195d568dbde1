// Draughts PDN files as Open… reads them: the text splits into games, each game's moves
// replay from its start, and its import (a hot-seat match record) replays into a Match
// through the registry. A replayed game written as PDN must read and replay to the same moves.
#include <string>

#include "framework/errors.h"
#include "framework/match.h"
#include "fuzz_input.h"
#include "games/draughts/pdn.h"
#include "games/draughts/pdn_match.h"
#include "standard_games.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace lt::draughts;
    static const lt::GameRegistry games = lt::makeStandardGames();
    std::vector<PdnGame> pdnGames;
    try {
        pdnGames = readPdn(lt::fuzz::asText(data, size));
    } catch (const lt::InputError&) {
        return 0;
    }
    for (std::size_t i = 0; i < pdnGames.size(); ++i) {
        try {
            const PdnImport import = importPdnGame(pdnGames[i], static_cast<int>(i) + 1);
            lt::Match::fromRecord(games, import.record);
        } catch (const lt::InputError&) {
        }
        std::vector<Move> moves;
        try {
            moves = replay(pdnGames[i]);
        } catch (const lt::InputError&) {
            continue;
        }
        try {
            const PdnGame game = makePdnGame(pdnGames[i].tags, startPosition(pdnGames[i]), moves,
                                             pdnGames[i].result);
            const std::vector<PdnGame> again = readPdn(writePdn(game));
            if (again.size() != 1) lt::fuzz::fail("a written PDN game reads as another count");
            if (replay(again[0]) != moves)
                lt::fuzz::fail("a written PDN game replays to other moves");
        } catch (const lt::InputError& e) {
            lt::fuzz::fail(e.what());  // a game we wrote does not read back
        }
    }
    return 0;
}
