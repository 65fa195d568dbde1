// The game screen's list of moves played. A click on a move, or a step through the list with
// the keys, asks to review the position after it; focus alone (Tab, a hidden button passing
// focus on) and the list following the game ask nothing.
#pragma once

#include <QListWidget>
#include <cstddef>

namespace lt::shell {

class MoveList : public QListWidget {
    Q_OBJECT
  public:
    explicit MoveList(QWidget* parent = nullptr);

  signals:
    // The user chose to see the position after `plies` moves.
    void reviewRequested(std::size_t plies);

  protected:
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
};

}  // namespace lt::shell
