// The first screen: a tile for every game, family filters and a search field.
#pragma once

#include <QButtonGroup>
#include <QLabel>
#include <QLineEdit>
#include <QWidget>
#include <optional>
#include <vector>

#include "app/game_catalog.h"

namespace lt::shell {

class GameTile;

class LibraryScreen : public QWidget {
    Q_OBJECT
  public:
    explicit LibraryScreen(const GameCatalog& catalog, QWidget* parent = nullptr);

    // Tiles currently shown (after filtering), in order: tests and keyboard navigation.
    std::vector<GameTile*> visibleTiles() const;
    void setFamilyFilter(std::optional<Family> family);
    void setSearchText(const QString& text);

  signals:
    void gameChosen(const QString& gameId);

  private:
    void applyFilter();

    const GameCatalog& catalog_;
    std::vector<std::pair<GameTile*, const CatalogEntry*>> tiles_;
    QButtonGroup* families_;
    QLineEdit* search_;
    QLabel* emptyNote_;
    std::optional<Family> family_;
};

}  // namespace lt::shell
