// A row of dice drawn as ivory cubes with pips, for any dice game: tumbles them when they are
// thrown, lets a player set dice aside (click, or keys 1..N) and marks the dice that scored.
#pragma once

#include <QColor>
#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>
#include <vector>

namespace lt::shell {

class DiceView : public QWidget {
    Q_OBJECT
  public:
    explicit DiceView(QWidget* parent = nullptr);

    // Faces 1..6 by position; 0 draws an empty spot (a die not thrown yet). Stops a roll.
    void setFaces(const std::vector<int>& faces);
    const std::vector<int>& faces() const { return faces_; }

    // Held dice are drawn raised, with a rim in the held colour.
    void setHeld(const std::vector<bool>& held);
    const std::vector<bool>& held() const { return held_; }
    void setHeldColour(const QColor& colour);

    // Dice drawn with a golden glow: the dice that scored, or a hint's dice to keep.
    void setHighlighted(const std::vector<bool>& highlighted);

    // Whether clicks and keys 1..N hold and release dice.
    void setInteractive(bool interactive);
    bool isInteractive() const { return interactive_; }

    // Tumbles the dice marked in `rolling` for `durationMs`, then shows `finalFaces` and
    // emits rollFinished(). A duration of 0 shows the faces at once and emits rollFinished()
    // from the event loop.
    void roll(const std::vector<bool>& rolling, const std::vector<int>& finalFaces, int durationMs);
    bool isRolling() const { return tumble_.isActive(); }

    // Where die `index` is drawn, in widget pixels (for input and tests).
    QRectF dieRect(int index) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  signals:
    // A die was held or released by the player.
    void heldToggled(int index, bool held);
    void rollFinished();

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    void toggle(int index);
    void onTumble();
    int dieAt(QPointF point) const;
    double dieSide() const;
    void paintDie(QPainter& painter, int index) const;

    std::vector<int> faces_;
    std::vector<bool> held_;
    std::vector<bool> highlighted_;
    std::vector<bool> rolling_;
    std::vector<int> finalFaces_;
    std::vector<double> tilt_;  // degrees, while tumbling and as they came to rest
    QColor heldColour_{222, 160, 30};
    bool interactive_ = false;
    int hovered_ = -1;

    QTimer tumble_;
    QElapsedTimer rollClock_;
    int rollMs_ = 0;
    unsigned tumbleSeed_ = 1;
};

}  // namespace lt::shell
