// La battaglia corsa's board: the centre pile (the top cards fanned, cards burned by false
// slaps peeking out under it), each player's face-down stack around the table with his name,
// his count and, for a human, his keys; the player to turn glows in his colour, a challenge
// says what is owed. Humans turn with their turn key (or a click on their stack) when asked,
// and slap at any moment with their slap key or a click on the pile; every slap carries the
// time its key or click happened (InputClock) counted from the moment the top card landed, so
// the match judges the race as it was played. A pair is marked only once its slap window has
// closed (2.5 s, or the next card covered it), so the picture never helps; after each pile the last
// three cards stay visible in a corner.
#pragma once

#include <QTimer>
#include <QVariantAnimation>
#include <memory>
#include <optional>
#include <vector>

#include "base/board_view.h"
#include "games/battaglia_corsa/state.h"
#include "games/flags/input_clock.h"
#include "widgets/card_deck.h"

namespace lt::shell::battaglia_corsa {

using lt::battaglia_corsa::SlapState;

// Where things are drawn for a board of a given size and number of seats.
struct SlapLayout {
    QRectF prompt;
    QRectF pile;                 // the top card of the pile
    QSizeF stackCard;            // a stack's card
    std::vector<QPointF> seats;  // each seat's stack centre
    QRectF lastPile;             // the strip with the last pile's last cards
};
SlapLayout slapLayoutFor(const QSize& size, int seats);
// Where a seat's keys are written, under its name: inside the board even for a seat near its
// edge (the German keys ran off the left edge at 1024 × 600); the text is drawn smaller rather
// than cut.
QRectF keyLineRect(const SlapLayout& t, PlayerId seat, const QSize& size);

class SlapBoard final : public BoardView {
    Q_OBJECT
  public:
    explicit SlapBoard(QWidget* parent = nullptr);
    ~SlapBoard() override;

    void setSeats(const std::vector<SeatLook>& seats) override;
    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    QString describeMove(const State& before, Move move, const State& after) const override;
    Sound soundFor(const State& before, Move move, const State& after) const override;

    SlapLayout layout() const;
    // The human seats, in seat order: the n-th has key block n.
    const std::vector<PlayerId>& humans() const { return humans_; }
    // The seat the mouse's slaps belong to: the first human; nullopt with no human.
    std::optional<PlayerId> mouseSeat() const;
    // The line at the top: what is happening.
    QString promptText() const;
    // The line under a seat's name: a human's keys, or "out".
    QString seatLine(PlayerId seat) const;
    // Whether the pair on top is shown: its window has closed (the picture never helps).
    bool pairMarked() const;
    // Whether the two cards under the top one are a pair nobody slapped before the next card
    // covered it: its window is closed, so it is marked.
    bool missedPairShown() const;

    QSize sizeHint() const override { return {820, 520}; }
    QSize minimumSizeHint() const override { return {520, 360}; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    void turn(PlayerId seat);
    void slap(PlayerId seat, qint64 when);
    int humanOf(PlayerId seat) const;
    QColor seatColour(PlayerId seat) const;
    void noteLastPile(const SlapState& before, const SlapState& after);

    void paintPile(QPainter& painter, const SlapLayout& t) const;
    void paintSeats(QPainter& painter, const SlapLayout& t) const;
    void paintLastPile(QPainter& painter, const SlapLayout& t) const;
    void paintFlight(QPainter& painter, const SlapLayout& t) const;

    std::unique_ptr<SlapState> state_;
    std::vector<PlayerId> humans_;
    std::optional<PlayerId> asked_;  // the human asked to turn or take
    lt::shell::flags::InputClock clock_;
    qint64 landedAt_ = 0;  // when the top card landed, on clock_
    int landedTurned_ = -1;
    std::vector<int> lastPile_;  // the last cards of the pile won last
    PlayerId lastWinner_ = -1;
    bool lastBySlap_ = false;
    CardDeckRenderer deck_;
    QTimer tick_;  // repaints when a pair's window closes
    // The card or pile in flight: from a seat to the pile, or from the pile to a seat.
    enum class Flight { None, ToPile, ToSeat };
    Flight flight_ = Flight::None;
    PlayerId flightSeat_ = -1;
    int flightCard_ = -1;
    QVariantAnimation animation_;
    double progress_ = 1;
};

}  // namespace lt::shell::battaglia_corsa
