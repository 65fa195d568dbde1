// "Screen size…" in Settings: the one-time check of the screen's millimetre. The player holds a
// credit card (85.6 mm long) against the screen and sets the bar to its length with the mouse or
// the arrow keys; Reset goes back to what the screen reports. Boards drawn at a true physical
// size (the rectangle race) use the result.
#pragma once

#include <QDialog>
#include <optional>

class QLabel;

namespace lt::shell {

class CardBar;

class ScreenSizeDialog final : public QDialog {
    Q_OBJECT
  public:
    // `measured`: the player's earlier measurement, if any; `reported`: the screen's
    // millimetre (pixelsPerMmOf), which Reset returns to.
    ScreenSizeDialog(std::optional<double> measured, double reported, QWidget* parent = nullptr);

    // The measurement to keep; none after Reset (the screen's report is used).
    std::optional<double> pixelsPerMm() const;
    CardBar* bar() const { return bar_; }

  private:
    void showScale();

    double reported_;
    bool measured_;
    CardBar* bar_;
    QLabel* scale_;
};

}  // namespace lt::shell
