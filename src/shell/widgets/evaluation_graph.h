// The evaluation graph of a game review, under the board: one point per position (the start,
// then after each move), White's winning chances from -1 (Black wins) to 1 (White wins), the
// marked moves as coloured dots, the position shown as a vertical line. A click on a point, or
// Left / Right / Home / End while it has the focus, asks to show that position.
#pragma once

#include <QWidget>
#include <optional>
#include <vector>

namespace lt::shell {

class EvaluationGraph : public QWidget {
    Q_OBJECT
  public:
    // How a point's move was judged, for its dot (none for the start and good or best moves).
    enum class Dot { None, Inaccuracy, Mistake, Blunder };
    struct Point {
        double whiteChances = 0;  // in [-1, 1]
        Dot dot = Dot::None;
        QString spoken;  // the point in words, for screen readers: "After 12… Qd5: blunder"
    };

    explicit EvaluationGraph(QWidget* parent = nullptr);

    // The points analysed so far, of `total` positions (the graph's width is the whole game).
    void setPoints(std::vector<Point> points, std::size_t total);
    std::size_t pointCount() const { return points_.size(); }
    // The position shown, marked on the graph; nullopt: the game's current one (none marked).
    void setCurrent(std::optional<std::size_t> index);
    std::optional<std::size_t> current() const { return current_; }
    // Where point `index` is drawn (tests click there).
    QPointF pointAt(std::size_t index) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  signals:
    void pointChosen(std::size_t index);

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    QRectF plotArea() const;
    void choose(std::size_t index);

    std::vector<Point> points_;
    std::size_t total_ = 0;
    std::optional<std::size_t> current_;
};

}  // namespace lt::shell
