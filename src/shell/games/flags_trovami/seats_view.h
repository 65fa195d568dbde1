// The players of a Trovami! table: name and colour, the buzzer key of each human, the won cards
// as a face-down pile showing only its size (who won what is for memory, rule T3), debts, who
// rolls and who is locked out. During a race each name carries its booking key (F1-F10).
#pragma once

#include <QColor>
#include <QString>
#include <QWidget>
#include <vector>

namespace lt::shell::flags_trovami {

struct SeatRow {
    QString name;
    QColor colour;
    QString keyHint;  // "key 1", or the computer's level
    int cards = 0;
    int target = 0;
    int debt = 0;
    bool locked = false;
    bool rolling = false;
    bool buzzing = false;  // this human's buzzer is down
};

class TrovamiSeatsView : public QWidget {
    Q_OBJECT
  public:
    explicit TrovamiSeatsView(QWidget* parent = nullptr);

    void setRows(const std::vector<SeatRow>& rows);
    const std::vector<SeatRow>& rows() const { return rows_; }
    // During a race: names carry their booking keys and can be clicked.
    void setPicking(bool picking);
    QRectF rowRect(int seat) const;
    // Where a seat's name is drawn: beside its pile, or across the whole row when the row is
    // narrow (five to a line, nine and ten players), its pile then small under it.
    QRectF nameRect(int seat) const;

    // Players side by side, in two lines from six players on.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return {200, sizeHint().height()}; }

  signals:
    void seatClicked(int seat);

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

  private:
    // A row's parts: the booking tag (while picking), the colour dot's left edge (negative:
    // none), the name, the notes and the pile.
    struct RowParts {
        QRectF tag;
        double dotLeft = 0;
        QRectF name;
        QRectF notes;
        QRectF pile;
    };
    RowParts partsOf(int seat) const;
    void paintRow(QPainter& painter, int seat);

    std::vector<SeatRow> rows_;
    bool picking_ = false;
};

}  // namespace lt::shell::flags_trovami
