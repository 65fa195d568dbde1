// The app settings: they are a QSettings INI file, read by Qt; what Ludoteca itself parses
// from them is each game's last new-game setup, its option values as text. This target runs
// the core half of that path (the new-game dialog's sanitisedSetup): the first line names a
// game, every further line is "key=value"; values the game does not accept are dropped one
// by one, the rest is completed with the defaults, and the game must start with them for
// every number of players it allows.
#include <map>
#include <string>

#include "framework/errors.h"
#include "framework/game.h"
#include "framework/options.h"
#include "framework/state.h"
#include "fuzz_input.h"
#include "standard_games.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const lt::GameRegistry games = lt::makeStandardGames();
    const auto lines = lt::fuzz::lines(lt::fuzz::asText(data, size));
    const lt::Game* game = games.find(lines.front());
    if (!game) return 0;
    const lt::GameInfo& info = game->info();
    lt::Options kept;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const std::size_t equals = lines[i].find('=');
        if (equals == std::string::npos) continue;
        const std::string key = lines[i].substr(0, equals), value = lines[i].substr(equals + 1);
        try {
            lt::Options(std::map<std::string, std::string>{{key, value}}).validate(info.options);
            kept.set(key, value);
        } catch (const lt::InputError&) {
        }
    }
    const lt::Options options = kept.completed(info.options);
    for (int players = info.minPlayers; players <= info.maxPlayers; ++players) {
        try {
            game->newInitialState(options, players)->legalMoves();
        } catch (const lt::InputError&) {
            // A text option (a FEN start) may pass validate() and still not start: the game
            // says why, as the dialog shows it.
        }
    }
    return 0;
}
