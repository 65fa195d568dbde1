#include "app/flow_layout.h"

#include <QWidget>

namespace lt::shell {

FlowLayout::FlowLayout(QWidget* parent, int spacing) : QLayout(parent), gap_(spacing) {}

FlowLayout::~FlowLayout() {
    while (QLayoutItem* item = takeAt(0)) delete item;
}

void FlowLayout::addItem(QLayoutItem* item) {
    items_.append(item);
}

QLayoutItem* FlowLayout::takeAt(int index) {
    return index >= 0 && index < items_.size() ? items_.takeAt(index) : nullptr;
}

int FlowLayout::heightForWidth(int width) const {
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const {
    QSize size;
    for (const QLayoutItem* item : items_) size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

void FlowLayout::setGeometry(const QRect& rect) {
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

// Places the visible items row by row, each row centred; returns the height used.
int FlowLayout::arrange(const QRect& rect, bool apply) const {
    const QRect area = rect.marginsRemoved(contentsMargins());
    QList<QList<QLayoutItem*>> rows(1);
    int rowWidth = 0;
    for (QLayoutItem* item : items_) {
        if (item->widget() && item->widget()->isHidden()) continue;
        const int w = item->sizeHint().width();
        if (!rows.last().isEmpty() && rowWidth + gap_ + w > area.width()) {
            rows.append(QList<QLayoutItem*>());
            rowWidth = 0;
        }
        rowWidth += (rows.last().isEmpty() ? 0 : gap_) + w;
        rows.last().append(item);
    }
    int y = area.top();
    for (const auto& row : rows) {
        if (row.isEmpty()) continue;
        int width = -gap_, height = 0;
        for (const QLayoutItem* item : row) {
            width += gap_ + item->sizeHint().width();
            height = qMax(height, item->sizeHint().height());
        }
        int x = area.left() + qMax(0, (area.width() - width) / 2);
        for (QLayoutItem* item : row) {
            if (apply) item->setGeometry(QRect(QPoint(x, y), item->sizeHint()));
            x += item->sizeHint().width() + gap_;
        }
        y += height + gap_;
    }
    const QMargins m = contentsMargins();
    return y - gap_ - rect.top() + m.bottom();
}

}  // namespace lt::shell
