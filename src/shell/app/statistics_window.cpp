#include "app/statistics_window.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "app/game_catalog.h"
#include "app/game_texts.h"
#include "app/statistics_store.h"
#include "widgets/font_scale.h"

namespace lt::shell {

namespace {

QTableWidgetItem* cell(const QString& text, bool bold = false) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (bold) {
        QFont font = item->font();
        font.setBold(true);
        item->setFont(font);
    }
    return item;
}

QTableWidgetItem* number(int value, bool bold = false) {
    QTableWidgetItem* item = cell(QString::number(value), bold);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QTableWidget* makeTable(const QStringList& headers, QWidget* parent) {
    auto* table = new QTableWidget(0, int(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

}  // namespace

StatisticsWindow::StatisticsWindow(StatisticsStore& store, const GameCatalog& catalog,
                                   QWidget* parent)
    : QDialog(parent), store_(store), catalog_(catalog) {
    setWindowTitle(tr("Statistics"));
    setObjectName("statisticsWindow");
    resize(fontScaled(900), fontScaled(560));
    player_ = new QComboBox(this);
    player_->setObjectName("statisticsPlayer");
    empty_ = new QLabel(tr("No game has been finished yet."), this);
    games_ = makeTable({tr("Game"), tr("Played"), tr("Won"), tr("Lost"), tr("Drawn"),
                        tr("Best score"), tr("Streak now"), tr("Longest winning streak"),
                        tr("Longest losing streak"), tr("Hints used")},
                       this);
    levels_ =
        makeTable({tr("Game"), tr("Computer level"), tr("Won"), tr("Lost"), tr("Drawn")}, this);
    reset_ = new QPushButton(tr("&Reset All…"), this);
    reset_->setObjectName("statisticsReset");
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(reset_, QDialogButtonBox::ResetRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(reset_, &QPushButton::clicked, this, &StatisticsWindow::askReset);
    connect(player_, &QComboBox::currentIndexChanged, this, &StatisticsWindow::showPlayer);

    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Player:"), this));
    top->addWidget(player_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(empty_);
    layout->addWidget(games_, 3);
    layout->addWidget(new QLabel(tr("Against the computer (two-player games):"), this));
    layout->addWidget(levels_, 2);
    layout->addWidget(buttons);
    refresh();
}

void StatisticsWindow::refresh() {
    const QString current = player_->currentText();
    const QSignalBlocker block(player_);
    player_->clear();
    for (const auto& [name, games] : store_.statistics().players()) player_->addItem(name);
    const int index = player_->findText(current);
    player_->setCurrentIndex(index >= 0 ? index : 0);
    empty_->setVisible(store_.statistics().isEmpty());
    reset_->setEnabled(!store_.statistics().isEmpty());
    showPlayer();
}

void StatisticsWindow::showPlayer() {
    games_->setRowCount(0);
    levels_->setRowCount(0);
    const auto& players = store_.statistics().players();
    const auto found = players.find(player_->currentText());
    if (found == players.end()) return;
    for (const auto& [id, stats] : found->second) {
        const CatalogEntry* entry = catalog_.find(id);
        const QString name = entry ? gameName(entry->game->info()) : QString::fromStdString(id);
        const int row = games_->rowCount();
        games_->insertRow(row);
        games_->setItem(row, 0, cell(name));
        games_->setItem(row, 1, number(stats.played));
        games_->setItem(row, 2, number(stats.won));
        games_->setItem(row, 3, number(stats.lost));
        games_->setItem(row, 4, number(stats.drawn));
        games_->setItem(row, 5, stats.bestScore ? number(*stats.bestScore) : cell(QString()));
        const QString streak = stats.streak > 0   ? tr("%n won", nullptr, stats.streak)
                               : stats.streak < 0 ? tr("%n lost", nullptr, -stats.streak)
                                                  : QString();
        games_->setItem(row, 6, cell(streak));
        games_->setItem(row, 7, number(stats.longestWinStreak));
        games_->setItem(row, 8, number(stats.longestLossStreak));
        games_->setItem(row, 9, number(stats.hints));
        for (const auto& [level, results] : stats.levels) {
            const int levelRow = levels_->rowCount();
            levels_->insertRow(levelRow);
            levels_->setItem(levelRow, 0, cell(name));
            levels_->setItem(
                levelRow, 1,
                cell(entry ? levelLabel(*entry->game, level) : QString::fromStdString(level)));
            levels_->setItem(levelRow, 2, number(results.won));
            levels_->setItem(levelRow, 3, number(results.lost));
            levels_->setItem(levelRow, 4, number(results.drawn));
        }
    }
    const GameStatistics total = store_.statistics().overall(found->first);
    const int row = games_->rowCount();
    games_->insertRow(row);
    games_->setItem(row, 0, cell(tr("All games"), true));
    games_->setItem(row, 1, number(total.played, true));
    games_->setItem(row, 2, number(total.won, true));
    games_->setItem(row, 3, number(total.lost, true));
    games_->setItem(row, 4, number(total.drawn, true));
    games_->setItem(row, 9, number(total.hints, true));
}

QString StatisticsWindow::resetAll() {
    store_.statistics().clear();
    const QString error = store_.save();
    refresh();
    return error;
}

void StatisticsWindow::askReset() {
    if (QMessageBox::question(this, tr("Reset Statistics"),
                              tr("Forget the statistics of every player?")) != QMessageBox::Yes)
        return;
    const QString error = resetAll();
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Statistics"),
                             tr("The statistics could not be saved: %1").arg(error));
}

}  // namespace lt::shell
