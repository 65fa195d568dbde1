#include "base/board_accessibility.h"

#include <mutex>

#include "base/board_view.h"

namespace lt::shell {

namespace {

// The board's notification: an object without a widget, child of its board. Q_OBJECT gives it
// its own class name: Qt asks the factories for no plain QObject.
class BoardNotification : public QObject {
    Q_OBJECT

  public:
    using QObject::QObject;
};

BoardNotification* notificationOf(const BoardView* board) {
    return board->findChild<BoardNotification*>(QString(), Qt::FindDirectChildrenOnly);
}

class NotificationAccessible : public QAccessibleObject {
  public:
    explicit NotificationAccessible(BoardNotification* notification)
        : QAccessibleObject(notification) {}

    QAccessibleInterface* parent() const override {
        return QAccessible::queryAccessibleInterface(object()->parent());
    }
    QAccessibleInterface* child(int /*index*/) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface* /*child*/) const override { return -1; }
    QAccessible::Role role() const override { return QAccessible::Notification; }
    QAccessible::State state() const override { return {}; }
    QString text(QAccessible::Text t) const override {
        QAccessibleInterface* board = parent();
        return t == QAccessible::Name && board ? board->text(QAccessible::Name) : QString();
    }
};

}  // namespace

BoardAccessible::BoardAccessible(BoardView* board)
    : QAccessibleWidget(board, QAccessible::Canvas) {}

const BoardView* BoardAccessible::board() const {
    return static_cast<const BoardView*>(widget());
}

QString BoardAccessible::text(QAccessible::Text t) const {
    switch (t) {
        case QAccessible::Name:
            if (!widget()->accessibleName().isEmpty()) return widget()->accessibleName();
            return board()->spokenName();
        case QAccessible::Description:
            if (!widget()->accessibleDescription().isEmpty())
                return widget()->accessibleDescription();
            return board()->spokenDescription();
        default:
            return QAccessibleWidget::text(t);
    }
}

int BoardAccessible::childCount() const {
    return QAccessibleWidget::childCount() + (notificationOf(board()) ? 1 : 0);
}

QAccessibleInterface* BoardAccessible::child(int index) const {
    const int widgets = QAccessibleWidget::childCount();
    if (index < widgets) return QAccessibleWidget::child(index);
    BoardNotification* notification = notificationOf(board());
    return index == widgets && notification ? QAccessible::queryAccessibleInterface(notification)
                                            : nullptr;
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const {
    BoardNotification* notification = notificationOf(board());
    if (child && notification && child->object() == notification)
        return QAccessibleWidget::childCount();
    return QAccessibleWidget::indexOfChild(child);
}

void announceBoardName(BoardView* board) {
    BoardNotification* notification = notificationOf(board);
    if (!notification) notification = new BoardNotification(board);
    QAccessibleEvent shown(notification, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&shown);
}

namespace {

// Qt asks the factories for each class of an object, most derived first: every board, whatever
// its game, gets the interface at its own class.
QAccessibleInterface* boardFactory(const QString& /*className*/, QObject* object) {
    if (auto* board = qobject_cast<BoardView*>(object)) return new BoardAccessible(board);
    if (auto* notification = qobject_cast<BoardNotification*>(object))
        return new NotificationAccessible(notification);
    return nullptr;
}

}  // namespace

void installBoardAccessibility() {
    static std::once_flag installed;
    std::call_once(installed, [] { QAccessible::installFactory(boardFactory); });
}

}  // namespace lt::shell

#include "board_accessibility.moc"
