// The round's score card: one row per seat with its colour, name, what it did in the round
// (waiting, throwing, stood, bust, out of the game) and its score, the seat throwing marked
// and the round's winner crowned. Drawn on a dark translucent card over the felt.
#pragma once

#include <QColor>
#include <QString>
#include <QWidget>
#include <vector>

namespace lt::shell::diceblackjack {

class RoundTable : public QWidget {
    Q_OBJECT
  public:
    struct Row {
        QString name;
        QColor colour;
        QString status;  // "waiting", "stands", "bust", ... (translated by the caller)
        QString score;   // the number, or empty
        bool current = false;
        bool winner = false;
        bool bust = false;
        bool out = false;
    };

    explicit RoundTable(QWidget* parent = nullptr);

    void setContent(const QString& title, const std::vector<Row>& rows);
    const std::vector<Row>& rows() const { return rows_; }
    const QString& title() const { return title_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    double rowHeight() const;
    QFont rowFont(int pixels, double rowHeight) const;
    double nameWidth(double rowHeight) const;

    QString title_;
    std::vector<Row> rows_;
};

}  // namespace lt::shell::diceblackjack
