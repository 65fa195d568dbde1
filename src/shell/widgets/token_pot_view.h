// The tokens of a game played for tokens (dice poker, black jack, 421): one stack of chips
// per seat around a central pot, each with its count, and chips flying between them.
//
// Seats sit on a ring around the pot, seat 0 at the bottom and the others clockwise, so the
// picture matches the order of play. Everything scales with the widget, from a thumbnail to
// the full window; counts are always written out, since a tall stack cannot be counted.
//
// Typical use by a board:
//   view->setSeats({{tr("Anna"), Qt::red}, {tr("Bruno"), Qt::blue}});
//   view->setTokens(0, 10); view->setTokens(1, 10); view->setPot(0);
//   view->transfer({{0, TokenPotView::kPot, 2}, {1, TokenPotView::kPot, 2}}, 600);  // antes
//   connect(view, &TokenPotView::transferFinished, ...);
#pragma once

#include <QColor>
#include <QElapsedTimer>
#include <QString>
#include <QTimer>
#include <QWidget>
#include <vector>

namespace lt::shell {

class TokenPotView : public QWidget {
    Q_OBJECT
  public:
    // The pot, wherever a seat index is expected as a transfer's end.
    static constexpr int kPot = -1;

    struct Seat {
        QString name;
        QColor colour;
        int tokens = 0;
    };

    // `count` tokens moving from `from` to `to` (seat indices or kPot).
    struct Transfer {
        int from = kPot;
        int to = kPot;
        int count = 0;
    };

    explicit TokenPotView(QWidget* parent = nullptr);

    // Replaces every seat; ends any transfer under way at once.
    void setSeats(const std::vector<Seat>& seats);
    int seatCount() const { return static_cast<int>(seats_.size()); }

    // Counts shown once any transfer under way has landed. Setting a count ends the transfer.
    void setTokens(int seat, int tokens);
    int tokens(int seat) const;
    void setPot(int tokens);
    int pot() const { return pot_; }

    // The caption over the pot ("Pot" unless told otherwise; the caller translates it).
    void setPotLabel(const QString& label);

    // The seat whose turn it is gets a frame in its colour; -1 for none.
    void setActiveSeat(int seat);
    int activeSeat() const { return active_; }

    // A seat drawn faded: out of the game, or not taking part in this phase.
    void setSeatDimmed(int seat, bool dimmed);

    // Flies the chips of every transfer at the same time, one after the other within each
    // transfer, over about `durationMs`; each count changes as its chips leave and land. A
    // count larger than the source holds is clamped to it. When every chip has landed, emits
    // transferFinished(); a duration of 0 moves them at once and emits it from the event loop.
    // A transfer started while another is under way first lands the running one (which then
    // emits its own transferFinished()).
    void transfer(const std::vector<Transfer>& transfers, int durationMs);
    void transfer(int from, int to, int count, int durationMs) {
        transfer(std::vector<Transfer>{{from, to, count}}, durationMs);
    }
    bool isTransferring() const { return clock_.isActive(); }
    // Lands every chip in flight now (and emits transferFinished() if one was under way).
    void finishTransfer();

    // Where a seat's stack (with its labels) and the pot are drawn, in widget pixels.
    QRectF seatRect(int seat) const;
    QRectF potRect() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  signals:
    void transferFinished();

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    struct Flight {
        int from;
        int to;
        QColor colour;
        int startMs;  // when this chip leaves, from the start of the transfer
    };

    void onFrame();
    double unit() const;
    QPointF anchor(int end) const;  // where chips leave and land: a stack's top, the pot
    int shownCount(int end) const;  // the count while chips are in flight
    QColor endColour(int end) const;
    void paintSeat(QPainter& painter, int seat) const;
    void paintPot(QPainter& painter) const;
    void paintHeap(QPainter& painter, QPointF base, int count, const QColor& colour,
                   double chip) const;
    void paintChip(QPainter& painter, QPointF top, double radius, const QColor& colour) const;
    void paintCount(QPainter& painter, QPointF centre, int count, double size) const;

    std::vector<Seat> seats_;
    std::vector<bool> dimmed_;
    int pot_ = 0;
    int active_ = -1;
    QString potLabel_;

    std::vector<Flight> flights_;
    int flightMs_ = 0;  // how long one chip takes to fly
    QTimer clock_;
    QElapsedTimer elapsed_;
};

}  // namespace lt::shell
