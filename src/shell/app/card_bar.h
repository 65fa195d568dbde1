// The bar of the screen-size check: a credit card drawn from the left edge, whose length the
// player sets until it covers a real card held against the screen. The mouse drags its right
// end (a click puts the end there); the arrow keys move it a pixel at a time, ten with Shift.
#pragma once

#include <QWidget>

namespace lt::shell {

class CardBar final : public QWidget {
    Q_OBJECT
  public:
    explicit CardBar(QWidget* parent = nullptr);

    double length() const { return length_; }  // pixels
    // Sets the length, kept to the believable resolutions (widgets/physical_scale.h).
    void setLength(double pixels);
    static double shortest();
    static double longest();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  signals:
    // The player moved the end (not emitted by setLength()).
    void lengthEdited(double pixels);

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    void edit(double pixels);

    double length_;
};

}  // namespace lt::shell
