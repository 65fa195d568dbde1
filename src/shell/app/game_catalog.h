// The games the shell can offer: every registered core game that has a board (GameUi).
#pragma once

#include <QColor>
#include <QString>
#include <vector>

#include "base/game_ui.h"
#include "framework/game.h"
#include "framework/registry.h"

namespace lt::shell {

struct CatalogEntry {
    const Game* game = nullptr;
    GameUi ui;

    // The seat's own colour if it has one, else the game's default for that seat.
    QColor seatColour(std::size_t seat, const std::string& chosen = {}) const;
    // Whether the library shows the game on `shelf`: its family's, and Kids for children's games.
    bool onShelf(Family shelf) const;
};

class GameCatalog {
  public:
    // Keeps the games of `registry` (which must outlive the catalog) that have a GameUi in `uis`.
    GameCatalog(const GameRegistry& registry, std::vector<GameUi> uis);

    const GameRegistry& registry() const { return *registry_; }
    const std::vector<CatalogEntry>& entries() const { return entries_; }
    // nullptr when the id is unknown or the game has no board.
    const CatalogEntry* find(const QString& id) const;
    const CatalogEntry* find(const std::string& id) const;

  private:
    const GameRegistry* registry_;
    std::vector<CatalogEntry> entries_;
};

}  // namespace lt::shell
