// The exchange of Il pezzente for a human who must give cards (P8): a panel over the table
// naming what he must give and to whom, one button per allowed choice (the rule forces the
// ranks; among cards tied at the boundary the giver chooses, A6). Left/Right move between the
// choices, Enter gives (the board passes the keys on); a click gives at once.
#pragma once

#include <QFrame>
#include <vector>

#include "games/president/plays.h"

class QLabel;
class QPushButton;

namespace lt::shell::president {

class ExchangeDialog : public QFrame {
    Q_OBJECT
  public:
    explicit ExchangeDialog(QWidget* parent);

    // Shows `prompt` and one button per choice, the first one current.
    void offer(const QString& prompt, const std::vector<std::vector<cards::Card>>& choices);
    int current() const { return current_; }
    void moveCurrent(int step);
    int choiceCount() const { return static_cast<int>(buttons_.size()); }
    QString prompt() const;
    // The text on each choice's button.
    QStringList choiceTexts() const;
    QPushButton* choiceButton(int index) const { return buttons_.at(index); }

  signals:
    void chosen(int index);

  private:
    void markCurrent();

    QLabel* title_;
    QLabel* prompt_;
    QWidget* row_;
    std::vector<QPushButton*> buttons_;
    int current_ = 0;
};

}  // namespace lt::shell::president
