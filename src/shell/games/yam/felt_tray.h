// The dice tray: green felt in a wooden frame, the surface the dice are thrown on.
#pragma once

#include <QWidget>

namespace lt::shell::yam {

class FeltTray final : public QWidget {
  public:
    using QWidget::QWidget;

  protected:
    void paintEvent(QPaintEvent* event) override;
};

}  // namespace lt::shell::yam
