#include "base/board_accessibility.h"

#include <mutex>

#include "base/board_view.h"

namespace lt::shell {

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

namespace {

// Qt asks the factories for each class of an object, most derived first: every board, whatever
// its game, gets the interface at its own class.
QAccessibleInterface* boardFactory(const QString& /*className*/, QObject* object) {
    if (auto* board = qobject_cast<BoardView*>(object)) return new BoardAccessible(board);
    return nullptr;
}

}  // namespace

void installBoardAccessibility() {
    static std::once_flag installed;
    std::call_once(installed, [] { QAccessible::installFactory(boardFactory); });
}

}  // namespace lt::shell
