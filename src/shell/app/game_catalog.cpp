#include "app/game_catalog.h"

#include <algorithm>

namespace lt::shell {

QColor CatalogEntry::seatColour(std::size_t seat, const std::string& chosen) const {
    const QColor own(QString::fromStdString(chosen));
    if (own.isValid()) return own;
    if (seat < ui.seatColours.size()) return ui.seatColours[seat];
    static const QColor fallback[] = {QColor("#c0392b"), QColor("#2471a3"), QColor("#229954"),
                                      QColor("#d4ac0d"), QColor("#7d3c98"), QColor("#ca6f1e")};
    return fallback[seat % std::size(fallback)];
}

bool CatalogEntry::onShelf(Family shelf) const {
    return game->info().family == shelf || (shelf == Family::Kids && ui.forChildren);
}

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
