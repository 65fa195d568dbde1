#include "app/move_list.h"

#include <QContextMenuEvent>
#include <QFocusEvent>
#include <QKeyEvent>
#include <QResizeEvent>
#include <QStyle>

namespace lt::shell {

namespace {

// Each item keeps the plies it covers: [firstRole, pliesRole). A filler covers none.
constexpr int firstRole = Qt::UserRole;
constexpr int pliesRole = Qt::UserRole + 1;
constexpr int fillerRole = Qt::UserRole + 2;
constexpr int plainRole = Qt::UserRole + 3;  // the text without a review's mark, once marked

std::size_t plies(const QListWidgetItem* item) {
    return static_cast<std::size_t>(item->data(pliesRole).toULongLong());
}

std::size_t first(const QListWidgetItem* item) {
    return static_cast<std::size_t>(item->data(firstRole).toULongLong());
}

}  // namespace

MoveList::MoveList(QWidget* parent) : QListWidget(parent) {
    connect(this, &QListWidget::itemClicked, this, &MoveList::request);
    connect(this, &QListWidget::itemActivated, this, &MoveList::request);
}

void MoveList::request(QListWidgetItem* item) {
    if (const auto after = pliesAfter(row(item))) emit reviewRequested(*after);
}

void MoveList::setPaired(bool paired) {
    if (paired == paired_) return;
    paired_ = paired;
    setFlow(paired ? QListView::LeftToRight : QListView::TopToBottom);
    setWrapping(paired);
    setWordWrap(!paired);
    fitColumns();
}

// Two cells a line: the grid is half the list wide, less the room a wrapping list keeps for
// its vertical scroll bar, so that two always fit.
void MoveList::fitColumns() {
    if (!paired_) {
        setGridSize({});
        return;
    }
    const int room = viewport()->width() - style()->pixelMetric(QStyle::PM_ScrollBarExtent) - 1;
    const int width = room / 2;
    setGridSize({std::max(width, 1), fontMetrics().height() + 8});
}

void MoveList::resizeEvent(QResizeEvent* event) {
    QListWidget::resizeEvent(event);
    fitColumns();
}

void MoveList::appendRow(const QString& text, std::size_t firstPly, std::size_t pliesAfter) {
    auto* item = new QListWidgetItem(text, this);
    item->setData(firstRole, static_cast<qulonglong>(firstPly));
    item->setData(pliesRole, static_cast<qulonglong>(pliesAfter));
    item->setToolTip(text);
}

void MoveList::appendFiller(const QString& text, std::size_t pliesBefore) {
    auto* item = new QListWidgetItem(text, this);
    item->setData(firstRole, static_cast<qulonglong>(pliesBefore));
    item->setData(pliesRole, static_cast<qulonglong>(pliesBefore));
    item->setData(fillerRole, true);
    item->setFlags(Qt::NoItemFlags);
}

void MoveList::extendLastRow(const QString& text, std::size_t pliesAfter) {
    QListWidgetItem* last = item(count() - 1);
    last->setText(text);
    last->setToolTip(text);
    last->setData(pliesRole, static_cast<qulonglong>(pliesAfter));
    last->setData(plainRole, QVariant());
    last->setData(Qt::AccessibleTextRole, QVariant());
}

QString MoveList::plainText(int row) const {
    const QListWidgetItem* it = item(row);
    if (!it) return {};
    const QVariant plain = it->data(plainRole);
    return plain.isValid() ? plain.toString() : it->text();
}

void MoveList::setMark(int row, const QString& symbol, const QString& words) {
    QListWidgetItem* it = item(row);
    if (!it || it->data(fillerRole).toBool()) return;
    const QString plain = plainText(row);
    if (symbol.isEmpty()) {
        it->setText(plain);
        it->setData(plainRole, QVariant());
        it->setData(Qt::AccessibleTextRole, QVariant());
        return;
    }
    it->setData(plainRole, plain);
    it->setText(plain + symbol);
    it->setData(Qt::AccessibleTextRole, tr("%1, %2").arg(plain, words));
}

std::size_t MoveList::takeBackTo(std::size_t kept) {
    while (count() > 0) {
        const QListWidgetItem* last = item(count() - 1);
        // A filler goes with the move after it, a row with the last of its plies.
        const bool beyond =
            last->data(fillerRole).toBool() ? first(last) >= kept : plies(last) > kept;
        if (!beyond) break;
        delete takeItem(count() - 1);
    }
    return listedPlies();
}

std::size_t MoveList::listedPlies() const {
    return count() > 0 ? plies(item(count() - 1)) : 0;
}

std::optional<std::size_t> MoveList::pliesAfter(int row) const {
    const QListWidgetItem* it = item(row);
    if (!it || it->data(fillerRole).toBool()) return std::nullopt;
    return plies(it);
}

int MoveList::rowOf(std::size_t after) const {
    for (int r = 0; r < count(); ++r) {
        const QListWidgetItem* it = item(r);
        if (!it->data(fillerRole).toBool() && first(it) < after && after <= plies(it)) return r;
    }
    return -1;
}

void MoveList::keyPressEvent(QKeyEvent* event) {
    // Shift+F10 opens the current row's menu, as the menu key does (the platform sends that
    // one as a context menu event).
    if (event->key() == Qt::Key_F10 && event->modifiers() == Qt::ShiftModifier) {
        QContextMenuEvent menu(QContextMenuEvent::Keyboard, QPoint(), QPoint(), event->modifiers());
        contextMenuEvent(&menu);
        return;
    }
    const int before = currentRow();
    QListWidget::keyPressEvent(event);
    const int after = currentRow();
    if (after != before && after >= 0) request(item(after));
}

// By the keyboard the menu is the current row's, opened on it; by the mouse the clicked row's.
void MoveList::contextMenuEvent(QContextMenuEvent* event) {
    const bool keyboard = event->reason() == QContextMenuEvent::Keyboard;
    QListWidgetItem* it = keyboard ? currentItem() : itemAt(event->pos());
    const auto after = it ? pliesAfter(row(it)) : std::nullopt;
    if (!after) return;
    event->accept();
    emit menuRequested(*after, keyboard ? viewport()->mapToGlobal(visualItemRect(it).center())
                                        : event->globalPos());
}

// A list view makes its first item current when it gains focus by the keyboard: that would
// mark a move nobody chose. The current move stays what it was.
void MoveList::focusInEvent(QFocusEvent* event) {
    const int before = currentRow();
    QListWidget::focusInEvent(event);
    if (currentRow() != before) setCurrentRow(before);
}

}  // namespace lt::shell
