// The international draughts board: shows the position (either way up, with or without the
// square numbers), animates moves along their capture path, and turns clicks or drags into a
// complete legal move, asking for landing squares only when a capture route is ambiguous.
#pragma once

#include <QPointF>
#include <QTimer>
#include <QVariantAnimation>
#include <memory>
#include <optional>

#include "base/board_view.h"
#include "games/draughts/game.h"
#include "games/draughts/layout.h"
#include "games/draughts/route_picker.h"
#include "widgets/place_cursor.h"
#include "widgets/typed_move_entry.h"

namespace lt::shell::draughts {

using lt::draughts::DraughtsState;

class DraughtsBoardView final : public BoardView {
    Q_OBJECT
  public:
    explicit DraughtsBoardView(QWidget* parent = nullptr);

    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, lt::Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(lt::Move move) override;
    void showBetterMove(const State& before, std::optional<lt::Move> move) override;
    std::function<QString(const std::atomic<bool>& stop)> hintExplainer() const override;
    QString describeMove(const State& before, lt::Move move, const State& after) const override;
    // The list reads in standard notation: "Anna: e4".
    QString moveListText(const State& before, lt::Move move, const State& after) const override {
        return BoardView::describeMove(before, move, after);
    }
    Sound soundFor(const State& before, lt::Move move, const State& after) const override;

    bool squareNumbersShown() const { return numbers_; }
    void setSquareNumbersShown(bool shown) override;
    bool flipped() const { return flipped_ != userFlip_; }
    void flip();
    // The centre of a square on screen (for tests and tools).
    QPointF squareCentre(int square) const { return layout().centre(square); }
    // The square (1..50) under the keyboard cursor, shown after the first arrow key.
    std::optional<int> keyboardCursor() const {
        if (const auto index = cursor_.place()) return *index + 1;
        return std::nullopt;
    }

    // The squares of the review's arrow for the better move (start, landings), empty if none.
    std::vector<int> betterMovePath() const {
        return betterMove_ ? betterMove_->path : std::vector<int>{};
    }

    QSize sizeHint() const override { return {720, 720}; }
    QSize minimumSizeHint() const override { return {300, 300}; }

  protected:
    // Screen readers: each side's pieces by square, the side to move, the legal moves.
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    QString spokenChoices(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

  private:
    // A move being shown: the piece travels along its path (t 0..1), then the captured
    // pieces fade (1..2).
    struct Flight {
        std::unique_ptr<DraughtsState> before;
        std::unique_ptr<DraughtsState> after;
        lt::draughts::MoveDetail detail;
        double t = 0;
        double travelMs = 0;
        double fadeMs = 0;
    };

    DraughtsLayout layout() const;
    QColor sideColour(int seat) const;
    const DraughtsState* shown() const;
    lt::draughts::MoveDetail detailOf(const DraughtsState& state, lt::draughts::Move move,
                                      const std::vector<int>& via = {}) const;

    void clickAt(QPointF position);
    void choose(lt::draughts::Move move);
    void resetPick();
    void copyFen() const;

    // Square tints under the pieces: the last move, the landing squares given so far.
    void paintTints(QPainter& painter, const DraughtsLayout& layout) const;
    // Marks over the pieces: what may move, what will be captured, where to land, the hint,
    // the review's better move.
    void paintMarks(QPainter& painter, const DraughtsLayout& layout) const;
    // Keyboard play (board_keys.cpp): the arrows move a cursor over the playing
    // squares and Enter or Space clicks there; digits, "-" and "x" type a move in the
    // notation ("32-28", "19x30"), Enter plays it.
    bool handleMoveKey(const QKeyEvent& event);
    void paintKeyboard(QPainter& painter, const DraughtsLayout& layout) const;
    void paintPieces(QPainter& painter, const DraughtsLayout& layout) const;
    QPointF flightPosition(const DraughtsLayout& layout) const;
    void finishAnimation();

    std::unique_ptr<DraughtsState> state_;
    RoutePicker picker_;
    bool flipped_ = false;   // the human's colour at the bottom
    bool userFlip_ = false;  // turned round by the player
    bool numbers_ = true;
    std::optional<QPointF> dragPosition_;
    bool dragging_ = false;
    std::optional<lt::draughts::MoveDetail> justChosen_;  // shown in place until animated
    std::optional<lt::draughts::MoveDetail> lastMove_;
    std::optional<lt::draughts::Position> lastMoveResult_;
    std::optional<lt::draughts::MoveDetail> hint_;
    std::optional<lt::draughts::MoveDetail> betterMove_;  // the review's arrow
    QTimer hintTimer_;
    Flight flight_;
    QVariantAnimation animation_;
    PlaceCursor cursor_;
    TypedMoveEntry typed_;  // a move being typed
};

}  // namespace lt::shell::draughts
