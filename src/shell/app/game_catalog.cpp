#include "app/game_catalog.h"

#include <algorithm>

namespace lt::shell {

GameCatalog::GameCatalog(const GameRegistry& registry, std::vector<GameUi> uis)
    : registry_(&registry) {
    for (const Game* game : registry.all()) {
        auto ui = std::find_if(uis.begin(), uis.end(),
                               [&](const GameUi& u) { return u.gameId == game->info().id; });
        if (ui != uis.end() && ui->makeBoard) entries_.push_back({game, *ui});
    }
}

const CatalogEntry* GameCatalog::find(const std::string& id) const {
    auto it = std::find_if(entries_.begin(), entries_.end(),
                           [&](const CatalogEntry& e) { return e.game->info().id == id; });
    return it == entries_.end() ? nullptr : &*it;
}

const CatalogEntry* GameCatalog::find(const QString& id) const {
    return find(id.toStdString());
}

}  // namespace lt::shell
