#include "widgets/recorded_game_picker.h"
#include "widgets/font_scale.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace lt::shell {

RecordedGamePicker::RecordedGamePicker(const std::vector<RecordedGameRow>& rows,
                                       const QString& fileName, QWidget* parent)
    : QDialog(parent) {
    setObjectName("recordedGamePicker");
    setWindowTitle(tr("Choose a game"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("%1 holds %n game(s). Which one do you want to open?", nullptr,
                                    static_cast<int>(rows.size()))
                                     .arg(fileName),
                                 this));
    list_ = new QTreeWidget(this);
    list_->setObjectName("recordedGameList");
    list_->setRootIsDecorated(false);
    list_->setAlternatingRowColors(true);
    list_->setHeaderLabels(
        {tr("#"), tr("White"), tr("Black"), tr("Event"), tr("Date"), tr("Result"), tr("Moves")});
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const RecordedGameRow& row = rows[i];
        auto* item = new QTreeWidgetItem(
            list_, {QString::number(i + 1), row.white, row.black, row.event, row.date, row.result,
                    QString::number((row.moves + 1) / 2)});
        item->setData(0, Qt::UserRole, static_cast<int>(i));
    }
    list_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    if (!rows.empty()) list_->setCurrentItem(list_->topLevelItem(0));
    connect(list_, &QTreeWidget::itemDoubleClicked, this, &QDialog::accept);
    layout->addWidget(list_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(fontScaled(720), fontScaled(420));
}

int RecordedGamePicker::chosen() const {
    const QTreeWidgetItem* item = list_->currentItem();
    return item ? item->data(0, Qt::UserRole).toInt() : -1;
}

int pickRecordedGame(const std::vector<RecordedGameRow>& rows, const QString& fileName,
                     QWidget* parent) {
    if (rows.size() <= 1) return rows.empty() ? -1 : 0;
    RecordedGamePicker picker(rows, fileName, parent);
    return picker.exec() == QDialog::Accepted ? picker.chosen() : -1;
}

}  // namespace lt::shell
