#include "framework/registry.h"

#include "framework/errors.h"

namespace lt {

void GameRegistry::add(std::unique_ptr<Game> game) {
    if (find(game->info().id)) throw std::logic_error("duplicate game id " + game->info().id);
    games_.push_back(std::move(game));
}

const Game* GameRegistry::find(std::string_view id) const {
    for (const auto& game : games_)
        if (game->info().id == id) return game.get();
    return nullptr;
}

std::vector<const Game*> GameRegistry::all() const {
    std::vector<const Game*> list;
    for (const auto& game : games_) list.push_back(game.get());
    return list;
}

}  // namespace lt
