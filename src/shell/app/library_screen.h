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
    // A tile for a screen that is not a match (the classroom flag quiz): it emits screenChosen.
    void addScreenTile(const QString& id, const QString& name, const QString& detail,
                       const QString& imagePath, Family family);

  signals:
    void gameChosen(const QString& gameId);
    void screenChosen(const QString& screenId);

  private:
    void applyFilter();

    const GameCatalog& catalog_;
    std::vector<std::pair<GameTile*, const CatalogEntry*>> tiles_;
    std::vector<std::pair<GameTile*, Family>> screenTiles_;
    QWidget* grid_;
    QButtonGroup* families_;
    QLineEdit* search_;
    QLabel* emptyNote_;
    std::optional<Family> family_;
};

}  // namespace lt::shell
