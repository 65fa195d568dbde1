// Match records (.ludoteca files and autosaves) along the whole path of a load: the text is
// read, replayed into a Match through the registry of every game, saved again as an
// autosave does, and the saved text must load back to the same position.
#include <string>

#include "framework/errors.h"
#include "framework/match.h"
#include "framework/match_record.h"
#include "framework/state.h"
#include "fuzz_input.h"
#include "standard_games.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const lt::GameRegistry games = lt::makeStandardGames();
    try {
        const lt::MatchRecord record = lt::readMatchRecord(lt::fuzz::asText(data, size));
        const lt::Match match = lt::Match::fromRecord(games, record);
        const std::string saved = lt::writeMatchRecord(match.record());
        const lt::Match reloaded = lt::Match::fromRecord(games, lt::readMatchRecord(saved));
        if (reloaded.state().toString() != match.state().toString())
            lt::fuzz::fail("an autosaved match reloads to another position");
        if (lt::writeMatchRecord(reloaded.record()) != saved)
            lt::fuzz::fail("an autosave written twice differs");
    } catch (const lt::InputError&) {
    }
    return 0;
}
