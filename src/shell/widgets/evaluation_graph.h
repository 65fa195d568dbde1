// The evaluation graph of a game review, under the board: one point per position (the start,
// then after each move), White's winning chances from -1 (Black wins) to 1 (White wins), the
// marked moves as coloured dots, the position shown as a vertical line; positions not analysed
// yet are left out. A click on a point, or Left / Right / Home / End while it has the focus,
// asks to show that position.
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
        // A position not analysed yet (a review begun at a later move): no point is drawn,
        // and the keys and clicks go to the analysed ones.
        bool analysed = true;
    };

    explicit EvaluationGraph(QWidget* parent = nullptr);

    // The points so far, of `total` positions (the graph's width is the whole game).
    void setPoints(std::vector<Point> points, std::size_t total);
    // The points analysed.
    std::size_t pointCount() const;
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
    // The analysed point nearest to `index` on its side: at or before it (backwards) or at or
    // after it; nullopt when there is none.
    std::optional<std::size_t> analysedFrom(std::size_t index, bool backwards) const;

    std::vector<Point> points_;
    std::size_t total_ = 0;
    std::optional<std::size_t> current_;
};

}  // namespace lt::shell
