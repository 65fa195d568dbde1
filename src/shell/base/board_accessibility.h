// Screen readers and the boards: one accessible interface for every BoardView, whose name and
// description are the board's spoken texts (BoardView::spokenName, spokenDescription), so a
// blind player hears the last move, whose turn it is, the position and the legal choices.
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

  private:
    const BoardView* board() const;
};

// Registers BoardAccessible with Qt's accessibility (QAccessible::installFactory); the
// first BoardView calls it, later calls do nothing.
void installBoardAccessibility();

}  // namespace lt::shell
