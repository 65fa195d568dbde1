#include "app/move_list.h"

#include <QFocusEvent>
#include <QKeyEvent>

namespace lt::shell {

MoveList::MoveList(QWidget* parent) : QListWidget(parent) {
    connect(this, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        emit reviewRequested(static_cast<std::size_t>(row(item)) + 1);
    });
    connect(this, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        emit reviewRequested(static_cast<std::size_t>(row(item)) + 1);
    });
}

void MoveList::keyPressEvent(QKeyEvent* event) {
    const int before = currentRow();
    QListWidget::keyPressEvent(event);
    const int after = currentRow();
    if (after != before && after >= 0) emit reviewRequested(static_cast<std::size_t>(after) + 1);
}

// A list view makes its first item current when it gains focus by the keyboard: that would
// mark a move nobody chose. The current move stays what it was.
void MoveList::focusInEvent(QFocusEvent* event) {
    const int before = currentRow();
    QListWidget::focusInEvent(event);
    if (currentRow() != before) setCurrentRow(before);
}

}  // namespace lt::shell
