// The table of Trovami!: the red-bordered cards in a 7 x 3 grid, each with its letter key,
// empty places where a card was won, and marks for the last touch (a glow in the winner's
// colour, a cross on a wrong card).
#pragma once

#include <QColor>
#include <QHash>
#include <QPixmap>
#include <QString>
#include <QWidget>
#include <vector>

namespace lt::shell::flags_trovami {

class TrovamiTableView : public QWidget {
    Q_OBJECT
  public:
    struct Mark {
        int slot = -1;
        QColor colour;
        bool wrong = false;  // a cross; else a glow
    };

    explicit TrovamiTableView(QWidget* parent = nullptr);

    // ISO codes by slot, row by row; an empty code is an empty place.
    void setCards(const std::vector<QString>& codes);
    const std::vector<QString>& cards() const { return codes_; }
    void setMarks(const std::vector<Mark>& marks);
    // Whether the letter keys are drawn and clicks count.
    void setActive(bool active);
    // A thin rim on every card, in the colour of the human whose buzzer is down.
    void setPicker(const QColor& colour);

    QRectF slotRect(int slot) const;
    int slotAt(QPointF point) const;

    QSize sizeHint() const override { return {760, 420}; }
    QSize minimumSizeHint() const override { return {420, 160}; }

  signals:
    void slotClicked(int slot);

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    void paintCard(QPainter& painter, int slot);
    const QPixmap& flag(const QString& code, const QSize& size);

    std::vector<QString> codes_;
    std::vector<Mark> marks_;
    QHash<QString, QPixmap> flags_;  // at the current card size
    QColor picker_;
    bool active_ = false;
    int hovered_ = -1;
};

}  // namespace lt::shell::flags_trovami
