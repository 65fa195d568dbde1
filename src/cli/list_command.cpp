#include <fmt/core.h>

#include "commands.h"

namespace lt::cli {

int listGames(const GameRegistry& games, const Args& /*args*/) {
    for (const Game* game : games.all()) {
        const GameInfo& info = game->info();
        fmt::print("{}\t{}\t{}-{}\t{}\n", info.id, info.name, info.minPlayers, info.maxPlayers,
                   familyName(info.family));
    }
    return 0;
}

}  // namespace lt::cli
