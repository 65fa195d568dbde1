// The rectangle race's board: the card at the top (black on white while the race is on, in its
// board's colour once turned over), the six coloured boards with their 35 rectangles at the card's
// scale (the real size when the window holds it), and a strip of players with each human's keys.
// Everyone races at once: each human moves his own cursor (a ring in his colour) with his key block
// and drops his pawn with its drop key; one human may use the mouse (a click drops). A full
// rectangle is greyed and refuses drops. Every drop carries the time its key or click happened
// (InputClock), counted from the moment the card appeared, so the match judges the race as it was
// played.
#pragma once

#include <QTimer>
#include <QVariantAnimation>
#include <memory>
#include <optional>
#include <vector>

#include "base/board_view.h"
#include "games/flags/input_clock.h"
#include "games/rectangle_race/race_layout.h"
#include "games/rectangle_race/state.h"

namespace lt::shell::rectangle_race {

using lt::rectangle_race::RaceState;

class RaceBoard final : public BoardView {
    Q_OBJECT
  public:
    explicit RaceBoard(QWidget* parent = nullptr);
    ~RaceBoard() override;

    void setSeats(const std::vector<SeatLook>& seats) override;
    void showState(const State& state, PlayerId viewer) override;
    // The race has no turn moves: everything a human does is a drop (a claim).
    void requestMove(PlayerId /*player*/) override {}
    void cancelRequest() override;
    // A human dealer turns up the next card: Space, his drop key, or a click on the deck or the
    // card.
    void requestRoll(PlayerId roller) override;
    bool hasRollControl() const override { return true; }
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    QString describeMove(const State& before, Move move, const State& after) const override;
    Sound soundFor(const State& before, Move move, const State& after) const override;

    // The screen's millimetre: the table is drawn at it when the window holds it, else
    // smaller (a line says so). Until told, what the board's screen reports.
    void setPixelsPerMm(double pixelsPerMm) override;
    double pixelsPerMm() const { return pixelsPerMm_; }
    RaceLayout layout() const { return layoutFor(size(), pixelsPerMm_, !humans_.empty()); }
    // The line saying the table is drawn smaller than its real size; empty when it is not.
    QString reducedText() const;
    // The human seats, in seat order: the n-th has key block n (a fifth has only the mouse).
    const std::vector<PlayerId>& humans() const { return humans_; }
    // The seat the mouse belongs to: a fifth human, else the first; nullopt with no human.
    std::optional<PlayerId> mouseSeat() const;
    // Where each human's cursor is (a place, components.h), in humans() order.
    const std::vector<int>& cursors() const { return cursors_; }
    // The line at the top: what is happening.
    QString promptText() const;
    // The status line at the deal: the dealer turns up a card, nobody rolls dice.
    QString rollPrompt(PlayerId roller, bool human) const override;
    // The time the race has left (ms), shown by the bar; 0 when no race is on.
    int timeLeftMs() const;

    QSize sizeHint() const override { return {1000, 520}; }
    QSize minimumSizeHint() const override { return {560, 340}; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    bool raceOpen() const;
    void resetCursors();
    void drop(int human, int place, qint64 when);
    void turnUp();
    int humanOf(PlayerId seat) const;
    QColor seatColour(PlayerId seat) const;

    void paintTop(QPainter& painter, const RaceLayout& t) const;
    void paintBoards(QPainter& painter, const RaceLayout& t) const;
    void paintPawns(QPainter& painter, const RaceLayout& t) const;
    void paintCursors(QPainter& painter, const RaceLayout& t) const;
    void paintSeats(QPainter& painter, const RaceLayout& t) const;
    void paintEnd(QPainter& painter, const RaceLayout& t) const;
    void paintPawn(QPainter& painter, QPointF centre, double radius, PlayerId seat,
                   bool glow) const;

    double pixelsPerMm_;
    std::unique_ptr<RaceState> state_;
    std::vector<PlayerId> humans_;
    std::vector<int> cursors_;
    lt::shell::flags::InputClock clock_;
    qint64 dealtAt_ = 0;              // when the race's card appeared, on clock_
    int round_ = -1;                  // the round the cursors were placed for
    std::optional<PlayerId> dealer_;  // a human dealer asked to turn up the next card
    std::optional<int> refused_;      // a full place just refused a drop: it flashes
    QTimer refusedTimer_;
    QTimer tick_;  // repaints the time bar while a race is on
    enum class Show { None, Deal, Drop, Reveal };
    Show show_ = Show::None;
    QVariantAnimation animation_;
    double progress_ = 1;
};

}  // namespace lt::shell::rectangle_race
