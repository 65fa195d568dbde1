// The Ludo board: draws the petits-chevaux board, walks pawns square by square, rolls the
// die, and lets a human pick the pawn to move: click it, press its number 1-4, or mark one
// with the arrow keys and press Space or Enter (with one pawn to move, it is marked already).
#pragma once

#include <QPixmap>
#include <QTimer>
#include <QVariantAnimation>
#include <memory>
#include <optional>
#include <vector>

#include "base/board_view.h"
#include "games/ludo/board_art.h"
#include "games/ludo/state.h"

namespace lt::shell::ludo {

class LudoBoardView final : public BoardView {
    Q_OBJECT
  public:
    explicit LudoBoardView(QWidget* parent = nullptr);

    void setSeats(const std::vector<SeatLook>& seats) override;
    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(Move move) override;
    QString movePrompt(PlayerId player) const override;
    QString describeMove(const State& before, Move move, const State& after) const override;
    Sound soundFor(const State& before, Move move, const State& after) const override;

    // Board units to widget pixels at the current size (for input and tests).
    BoardFrame frame() const;
    // The die as drawn (for tests): the seat whose yard it lies in, and its face; 0 is a blank
    // face, the die still to roll.
    struct DieLook {
        PlayerId seat = 0;
        int face = 0;
    };
    DieLook dieLook() const;

    QSize sizeHint() const override { return {720, 720}; }
    QSize minimumSizeHint() const override { return {300, 300}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    // One stretch of an animation: a pawn walking a path (or flying), the die rolling, or a
    // pause that leaves a roll without a move in view.
    struct Leg {
        enum class Kind { Walk, Flight, Roll, Pause } kind = Kind::Walk;
        lt::ludo::PawnRef pawn;
        std::vector<QPointF> path;  // board units; Walk hops from square to square
        int durationMs = 0;
        int face = 0;  // Roll: the face it lands on
    };

    QColor seatColour(PlayerId seat) const;
    ArmColours armColours() const;
    void startLegs(std::vector<Leg> legs, std::unique_ptr<lt::ludo::LudoState> after);
    void runNextLeg();
    void onLegProgress(double t);
    void finishAnimation();
    void settleDie();
    // The offered move that a click at `board` (board units) or pawn number `pawn` picks.
    std::optional<lt::ludo::LudoMove> moveAt(QPointF board) const;
    std::optional<lt::ludo::LudoMove> moveOfPawn(int pawn) const;
    void choose(const lt::ludo::LudoMove& move);
    void mark(std::size_t index);
    QPointF shownPlace(PlayerId seat, int pawn) const;
    void paintHighlights(QPainter& painter, const BoardFrame& frame) const;
    void paintPawns(QPainter& painter, const BoardFrame& frame) const;
    void paintTargets(QPainter& painter, const BoardFrame& frame) const;

    std::unique_ptr<lt::ludo::LudoState> state_;
    std::vector<lt::ludo::LudoMove> offered_;  // non-empty while a human chooses
    std::optional<lt::ludo::LudoMove> hint_;
    std::optional<lt::ludo::LudoMove> hovered_;
    std::size_t marked_ = 0;  // the offered move Space and Enter play; the arrows change it

    // The die: where it lies, what it shows, and whether its seat is still to roll.
    PlayerId dieSeat_ = 0;
    int dieFace_ = 0;
    double dieAngle_ = 0;
    bool dieWaiting_ = true;

    // The running animation: pawns moved so far keep their new place in `placed_`.
    std::vector<Leg> legs_;
    std::size_t legIndex_ = 0;
    std::unique_ptr<lt::ludo::LudoState> afterAnimation_;
    std::vector<std::pair<lt::ludo::PawnRef, QPointF>> placed_;
    std::optional<lt::ludo::PawnRef> moving_;
    QPointF movingAt_;
    double movingLift_ = 0;
    QVariantAnimation animation_;

    QTimer pulse_;  // makes the movable pawns glow
    double pulsePhase_ = 0;
    QPixmap boardCache_;
};

}  // namespace lt::shell::ludo
