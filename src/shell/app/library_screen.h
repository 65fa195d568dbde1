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

    // Tiles currently shown (after filtering), in order: tests and keyboard navigation. Tiles
    // are ordered by their (translated) names, screens such as the classroom quiz among games.
    std::vector<GameTile*> visibleTiles() const;
    // The game whose tile has the keyboard focus (New Game… and Rules act on it), or "".
    QString currentGameId() const { return currentGameId_; }
    void setFamilyFilter(std::optional<Family> family);
    void setSearchText(const QString& text);
    // A tile for a screen that is not a match (the classroom flag quiz): it emits screenChosen.
    void addScreenTile(const QString& id, const QString& name, const QString& detail,
                       const QString& imagePath, Family family);

  signals:
    void gameChosen(const QString& gameId);
    void currentGameChanged();
    void screenChosen(const QString& screenId);

  private:
    void applyFilter();
    // Lays the tiles out (and in the Tab order) by name, in the language's collation.
    void arrangeTiles();
    void followFocus(QWidget* now);

    const GameCatalog& catalog_;
    std::vector<std::pair<GameTile*, const CatalogEntry*>> tiles_;
    std::vector<std::pair<GameTile*, Family>> screenTiles_;
    QWidget* grid_;
    QButtonGroup* families_;
    QLineEdit* search_;
    QLabel* emptyNote_;
    std::optional<Family> family_;
    std::vector<GameTile*> order_;  // every tile, as laid out
    QString currentGameId_;
};

}  // namespace lt::shell
