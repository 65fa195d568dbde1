#include "app/library_screen.h"

#include <QAction>
#include <QApplication>
#include <QCollator>
#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>
#include <algorithm>

#include "app/flow_layout.h"
#include "app/game_texts.h"
#include "app/game_tile.h"
#include "widgets/font_scale.h"

namespace lt::shell {

LibraryScreen::LibraryScreen(const GameCatalog& catalog, QWidget* parent)
    : QWidget(parent), catalog_(catalog) {
    setObjectName("libraryScreen");
    auto* title = new QLabel(tr("Ludoteca"), this);
    title->setObjectName("libraryTitle");
    auto* subtitle = new QLabel(tr("Choose a game to play"), this);
    subtitle->setObjectName("librarySubtitle");

    auto* filterRow = new QHBoxLayout;
    filterRow->setSpacing(6);
    families_ = new QButtonGroup(this);
    families_->setExclusive(true);
    const std::pair<int, QString> filters[] = {
        {-1, tr("All")},
        {static_cast<int>(Family::Board), familyLabel(Family::Board)},
        {static_cast<int>(Family::Dice), familyLabel(Family::Dice)},
        {static_cast<int>(Family::Cards), familyLabel(Family::Cards)},
        {static_cast<int>(Family::Flags), familyLabel(Family::Flags)},
        {static_cast<int>(Family::Kids), familyLabel(Family::Kids)},
    };
    for (const auto& [id, label] : filters) {
        auto* button = new QPushButton(label, this);
        button->setCheckable(true);
        button->setObjectName("familyFilter");
        button->setCursor(Qt::PointingHandCursor);
        button->setChecked(id == -1);
        families_->addButton(button, id);
        filterRow->addWidget(button);
    }
    connect(families_, &QButtonGroup::idClicked, this, [this](int id) {
        family_ = id < 0 ? std::nullopt : std::optional<Family>(static_cast<Family>(id));
        applyFilter();
    });
    filterRow->addStretch(1);
    search_ = new QLineEdit(this);
    search_->setPlaceholderText(tr("Search games…"));
    search_->setAccessibleName(tr("Search games"));
    search_->setClearButtonEnabled(true);
    // Screen readers: the clear button says what it does (Qt names its action).
    if (auto* clear = search_->findChild<QAction*>("_q_qlineeditclearaction"))
        clear->setText(tr("Clear"));
    search_->setMinimumWidth(fontScaled(240));
    connect(search_, &QLineEdit::textChanged, this, &LibraryScreen::applyFilter);
    // Enter in the search opens the only game it found.
    connect(search_, &QLineEdit::returnPressed, this, [this] {
        if (const auto shown = visibleTiles(); shown.size() == 1) shown.front()->click();
    });
    filterRow->addWidget(search_);

    auto* grid = new QWidget;
    grid_ = grid;
    grid->setObjectName("tileGrid");
    auto* flow = new FlowLayout(grid, 18);
    flow->setContentsMargins(8, 8, 8, 8);
    for (const CatalogEntry& entry : catalog_.entries()) {
        const GameInfo& info = entry.game->info();
        auto* tile = new GameTile(QString::fromStdString(info.id), gameName(info),
                                  playerCountText(info), entry.ui.tileImage, grid);
        connect(tile, &GameTile::clicked, this, [this, tile] { emit gameChosen(tile->gameId()); });
        flow->addWidget(tile);
        tiles_.emplace_back(tile, &entry);
    }
    arrangeTiles();
    connect(qApp, &QApplication::focusChanged, this,
            [this](QWidget*, QWidget* now) { followFocus(now); });
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(grid);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setObjectName("libraryScroll");
    scroll->setAccessibleName(tr("Games"));

    emptyNote_ = new QLabel(this);
    emptyNote_->setAlignment(Qt::AlignCenter);
    emptyNote_->setObjectName("emptyNote");

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(32, 24, 32, 16);
    layout->setSpacing(10);
    layout->addWidget(title);
    layout->addWidget(subtitle);
    layout->addSpacing(6);
    layout->addLayout(filterRow);
    layout->addWidget(emptyNote_);
    layout->addWidget(scroll, 1);
    applyFilter();
}

void LibraryScreen::setFamilyFilter(std::optional<Family> family) {
    family_ = family;
    if (QAbstractButton* button = families_->button(family ? static_cast<int>(*family) : -1))
        button->setChecked(true);
    applyFilter();
}

void LibraryScreen::setSearchText(const QString& text) {
    search_->setText(text);
}

void LibraryScreen::addScreenTile(const QString& id, const QString& name, const QString& detail,
                                  const QString& imagePath, Family family) {
    auto* tile = new GameTile(id, name, detail, imagePath, grid_);
    connect(tile, &GameTile::clicked, this, [this, id] { emit screenChosen(id); });
    grid_->layout()->addWidget(tile);
    screenTiles_.emplace_back(tile, family);
    arrangeTiles();
    applyFilter();
}

void LibraryScreen::arrangeTiles() {
    order_.clear();
    for (const auto& [tile, entry] : tiles_) order_.push_back(tile);
    for (const auto& [tile, family] : screenTiles_) order_.push_back(tile);
    QCollator collator;  // the default locale: the interface language
    collator.setNumericMode(true);
    std::stable_sort(order_.begin(), order_.end(), [&](const GameTile* a, const GameTile* b) {
        return collator.compare(a->text(), b->text()) < 0;
    });
    QLayout* flow = grid_->layout();
    for (GameTile* tile : order_) {
        flow->removeWidget(tile);
        flow->addWidget(tile);
    }
    for (std::size_t i = 1; i < order_.size(); ++i) QWidget::setTabOrder(order_[i - 1], order_[i]);
}

void LibraryScreen::followFocus(QWidget* now) {
    // Focus leaving the library (a dialog, the menu) keeps the current game.
    if (!now || !isAncestorOf(now)) return;
    QString id;
    for (const auto& [tile, entry] : tiles_)
        if (tile == now) id = tile->gameId();
    if (id == currentGameId_) return;
    currentGameId_ = id;
    emit currentGameChanged();
}

void LibraryScreen::applyFilter() {
    const QString needle = search_->text().trimmed();
    int shown = 0;
    for (auto& [tile, family] : screenTiles_) {
        const bool visible =
            (!family_ || family == *family_) &&
            (needle.isEmpty() || tile->text().contains(needle, Qt::CaseInsensitive));
        tile->setVisible(visible);
        shown += visible;
    }
    for (auto& [tile, entry] : tiles_) {
        const GameInfo& info = entry->game->info();
        const bool familyOk = !family_ || entry->onShelf(*family_);
        const bool textOk =
            needle.isEmpty() || tile->text().contains(needle, Qt::CaseInsensitive) ||
            QString::fromStdString(info.name).contains(needle, Qt::CaseInsensitive) ||
            QString::fromStdString(info.localName).contains(needle, Qt::CaseInsensitive);
        tile->setVisible(familyOk && textOk);
        shown += familyOk && textOk;
    }
    if (tiles_.empty() && screenTiles_.empty())
        emptyNote_->setText(tr("No games are installed."));
    else if (shown == 0)
        emptyNote_->setText(tr("No game matches your search."));
    emptyNote_->setVisible(shown == 0);
    grid_->updateGeometry();
}

std::vector<GameTile*> LibraryScreen::visibleTiles() const {
    std::vector<GameTile*> result;
    for (GameTile* tile : order_)
        if (!tile->isHidden()) result.push_back(tile);
    return result;
}

}  // namespace lt::shell
