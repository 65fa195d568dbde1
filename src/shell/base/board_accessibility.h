// Screen readers and the boards: one accessible interface for every BoardView, whose name and
// description are the board's spoken texts (BoardView::spokenName, spokenDescription), so a
// blind player hears the last move, whose turn it is, the position and the legal choices.
// Each new name is also shown as the board's notification (its one accessible child, role
// Notification), because a screen reader may ignore a canvas's name changes (Orca 43 does)
// but speaks a notification when it is shown.
#pragma once

#include <QAccessibleWidget>

namespace lt::shell {

class BoardView;

class BoardAccessible : public QAccessibleWidget {
  public:
    explicit BoardAccessible(BoardView* board);
    // Name: the widget's accessibleName if one was set, else the board's spoken name;
    // Description: the board's spoken description.
    QString text(QAccessible::Text t) const override;
    // The board's child widgets, then its notification once it was shown.
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;

  private:
    const BoardView* board() const;
};

// Registers BoardAccessible with Qt's accessibility (QAccessible::installFactory); the
// first BoardView calls it, later calls do nothing.
void installBoardAccessibility();

// Shows the board's notification (QAccessible::ObjectShow), whose name is the board's name.
void announceBoardName(BoardView* board);

}  // namespace lt::shell
