// The chess board: shows the position with the last move, check and legal destinations;
// turns clicks, drags and the promotion chooser into a legal move; slides pieces at the
// match's pace; offers flip, copy FEN/PGN and save PGN from its context menu.
#pragma once

#include <QTimer>
#include <QVariantAnimation>
#include <memory>
#include <optional>
#include <vector>

#include "base/board_view.h"
#include "chess_board_layout.h"
#include "chess_piece_art.h"
#include "games/chess/chess_game.h"

class QAction;

namespace lt::shell::chess {

using lt::chess::ChessState;
using ChessMove = lt::chess::Move;

class ChessBoardView final : public BoardView {
    Q_OBJECT
  public:
    explicit ChessBoardView(QWidget* parent = nullptr);

    void setSeats(const std::vector<SeatLook>& seats) override;
    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(Move move) override;
    QString describeMove(const State& before, Move move, const State& after) const override;
    Sound soundFor(const State& before, Move move, const State& after) const override;

    bool flipped() const { return flipped_; }
    void setFlipped(bool flipped);
    // The layout in use, for tests that click on squares.
    BoardLayout layout() const { return BoardLayout::forSize(size(), flipped_); }
    // The shown position as FEN and the game so far as PGN ("" before any state).
    QString fen() const;
    QString pgn() const;

    QSize sizeHint() const override { return {960, 680}; }
    QSize minimumSizeHint() const override { return {400, 300}; }

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    // A move sliding across the board: t runs from 0 to 1.
    struct Slide {
        std::unique_ptr<ChessState> after;
        ChessMove move;
        lt::chess::Piece piece = lt::chess::NoPiece;
        double t = 0;
    };

    const lt::chess::Position* shownPosition() const;
    std::vector<ChessMove> movesFrom(Square from) const;
    bool canPickUp(Square s) const;
    void clickAt(QPointF point);
    void dropAt(QPointF point);
    void tryDestination(Square to);
    void choose(ChessMove move);
    void resetPick();
    void finishAnimation();
    void createActions();
    void savePgnAs();

    void paintFrame(QPainter& p, const BoardLayout& l) const;
    void paintSquareMarks(QPainter& p, const BoardLayout& l) const;
    void paintPieces(QPainter& p, const BoardLayout& l);
    void paintDestinations(QPainter& p, const BoardLayout& l) const;
    void paintHint(QPainter& p, const BoardLayout& l) const;
    void paintPromotionChooser(QPainter& p, const BoardLayout& l);
    void paintPanel(QPainter& p, const BoardLayout& l);

    PieceArt art_;
    std::unique_ptr<ChessState> state_;
    bool flipped_ = false;
    std::vector<ChessMove> offered_;  // non-empty while the human is choosing
    std::optional<Square> picked_;
    std::optional<QPointF> dragPoint_;
    bool pressing_ = false;
    std::optional<Square> promotionTo_;  // the chooser is open for picked_ -> this square
    std::optional<ChessMove> justChosen_;
    std::optional<ChessMove> hint_;
    QTimer hintTimer_;
    Slide slide_;
    QVariantAnimation animation_;
};

}  // namespace lt::shell::chess
