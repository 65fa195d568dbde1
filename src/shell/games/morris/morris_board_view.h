// The Morris board: shows the position, animates moves, and turns a human's clicks (or drags)
// into a complete move: place / pick up and put down / then, after closing a mill, the
// opponent pawn to remove.
#pragma once

#include <QPointF>
#include <QTimer>
#include <QVariantAnimation>
#include <memory>
#include <optional>
#include <vector>

#include "base/board_view.h"
#include "games/morris/art.h"
#include "games/morris/layout.h"
#include "games/morris/state.h"
#include "widgets/place_cursor.h"

namespace lt::shell::morris {

using lt::morris::Mask;
using lt::morris::MorrisMove;
using lt::morris::MorrisState;

class MorrisBoardView final : public BoardView {
    Q_OBJECT
  public:
    explicit MorrisBoardView(QWidget* parent = nullptr);

    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(Move move) override;
    QString describeMove(const State& before, Move move, const State& after) const override;
    Sound soundFor(const State& before, Move move, const State& after) const override;

    QSize sizeHint() const override { return {900, 640}; }
    QSize minimumSizeHint() const override { return {360, 300}; }

    // The point under the keyboard cursor (shown after the first arrow key), and where a point
    // is on screen (tests).
    std::optional<int> keyboardCursor() const { return cursor_.place(); }
    QPointF pointCentre(int point) const { return layout().point(point); }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    // What the human has picked so far while building a move.
    struct Pick {
        std::optional<int> from;  // the pawn picked up (moving and flying)
        std::optional<int> to;    // the destination, when a mill now asks for a removal
    };
    // A move being animated: the pawn travels (t 0..1), then the removed pawn fades (1..2).
    struct Flight {
        std::unique_ptr<MorrisState> before;
        std::unique_ptr<MorrisState> after;
        MorrisMove move;
        double t = 0;
        bool hasRemoval = false;
        double travelMs = 0;  // at the pace asked for
        double removalMs = 0;
    };

    MorrisLayout layout() const;
    QColor seatColour(PlayerId seat) const;
    const MorrisState* shown() const;

    void clickAt(QPointF position);
    void dropAt(QPointF position);
    void tryDestination(int to);
    void choose(const MorrisMove& move);
    void resetPick();
    // The offered moves matching the pick so far.
    std::vector<MorrisMove> candidates(std::optional<int> from, std::optional<int> to) const;
    bool canPickUp(int point) const;
    // A move shown in place before the core has it: a mill waiting for its removal, or the
    // human's finished move until it is animated.
    std::optional<MorrisMove> preview() const;

    void paintTrays(QPainter& painter, const MorrisLayout& layout, const MorrisState& state,
                    int handAdjustment[2]);
    void paintPawns(QPainter& painter, const MorrisLayout& layout);
    // Keyboard play (board_keys.cpp): the arrows move a cursor from point to point as
    // the lines run, Enter or Space clicks there (place, pick up, put down, remove).
    bool handleCursorKey(const QKeyEvent& event);
    void paintCursor(QPainter& painter, const MorrisLayout& geometry) const;
    void paintMarks(QPainter& painter, const MorrisLayout& layout) const;
    void finishAnimation();

    MorrisArt art_;
    std::unique_ptr<MorrisState> state_;
    std::vector<MorrisMove> offered_;  // non-empty while a human is choosing
    Pick pick_;
    std::optional<QPointF> dragPosition_;
    bool dragging_ = false;
    std::optional<MorrisMove> justChosen_;  // the human's move, already shown in place
    std::optional<MorrisMove> lastMove_;
    std::optional<lt::morris::Position> lastMoveResult_;  // the position lastMove_ led to
    std::optional<MorrisMove> hint_;
    QTimer hintTimer_;
    Flight flight_;
    PlaceCursor cursor_;
    QVariantAnimation animation_;
    int pulse_ = 0;  // removable pawns throb gently while the human chooses one
    QTimer pulseTimer_;
};

}  // namespace lt::shell::morris
