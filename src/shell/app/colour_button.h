// A button showing a seat's colour; clicking it opens a colour chooser.
#pragma once

#include <QColor>
#include <QToolButton>

namespace lt::shell {

class ColourButton : public QToolButton {
    Q_OBJECT
  public:
    explicit ColourButton(QWidget* parent = nullptr);
    QColor colour() const { return colour_; }
    void setColour(const QColor& colour);

  signals:
    void colourChanged(const QColor& colour);

  private:
    QColor colour_;
};

}  // namespace lt::shell
