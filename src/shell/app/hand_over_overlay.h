// Covers the board between two humans of a game with private cards: "Pass to Anna", and only
// Anna's click on "I am Anna" reveals her view.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace lt::shell {

class HandOverOverlay : public QWidget {
    Q_OBJECT
  public:
    // Follows the size of `parent`, which it covers.
    explicit HandOverOverlay(QWidget* parent);

    void showFor(const QString& playerName);
    QPushButton* button() const { return button_; }

  signals:
    void accepted();

  protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    QLabel* message_;
    QPushButton* button_;
};

}  // namespace lt::shell
