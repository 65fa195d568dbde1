// One seat's line in the list of hands: a colour dot and name, the hand as small dice, and
// what it is worth ("two pairs", "421 · worth 10"). Marked when the seat is throwing or won the
// round.
#pragma once

#include <QLabel>
#include <QWidget>
#include <vector>

namespace lt::shell {
class DiceView;
}

namespace lt::shell::dicecommon {

class HandRow final : public QWidget {
    Q_OBJECT
  public:
    HandRow(const QString& name, const QColor& colour, int dice, QWidget* parent = nullptr);

    // Faces by position (0 for none), and the caption beside them.
    void setHand(const std::vector<int>& faces, const QString& caption);
    void clearHand();
    void setMarked(bool marked);

    DiceView* diceView() const { return dice_; }
    QString caption() const { return caption_->text(); }

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    QLabel* name_ = nullptr;
    DiceView* dice_ = nullptr;
    QLabel* caption_ = nullptr;
    QColor colour_;
    int diceCount_;
    bool marked_ = false;
};

}  // namespace lt::shell::dicecommon
