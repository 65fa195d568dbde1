// Match records (.ludoteca files and autosaves) along the whole path of a load: the text is
// read, replayed into a Match through the registry of every game, saved again as an
// autosave does (with the game review it holds), and the saved text must load back to the
// same position and save the same.
#include <string>

#include "framework/errors.h"
#include "framework/match.h"
#include "framework/match_record.h"
#include "framework/state.h"
#include "fuzz_input.h"
#include "standard_games.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const lt::GameRegistry games = lt::makeStandardGames();
    std::string saved, position;
    try {
        const lt::MatchRecord read = lt::readMatchRecord(lt::fuzz::asText(data, size));
        const lt::Match match = lt::Match::fromRecord(games, read);
        lt::MatchRecord record = match.record();
        record.review = read.review;  // the window keeps a review with the match
        saved = lt::writeMatchRecord(record);
        position = match.state().toString();
    } catch (const lt::InputError&) {
        return 0;  // bad input, rejected with a reason
    }
    try {
        const lt::MatchRecord reread = lt::readMatchRecord(saved);
        const lt::Match reloaded = lt::Match::fromRecord(games, reread);
        if (reloaded.state().toString() != position)
            lt::fuzz::fail("an autosaved match reloads to another position");
        lt::MatchRecord again = reloaded.record();
        again.review = reread.review;
        if (lt::writeMatchRecord(again) != saved)
            lt::fuzz::fail("an autosave written twice differs");
    } catch (const lt::InputError& e) {
        lt::fuzz::fail(e.what());  // the autosave of a loaded match does not load
    }
    return 0;
}
