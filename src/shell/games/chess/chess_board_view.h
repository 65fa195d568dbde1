// The chess board: shows the position with the last move, check and legal destinations;
// turns clicks, drags and the promotion chooser into a legal move; slides pieces at the
// match's pace; offers flip, copy FEN/PGN and save PGN from its context menu. Beside the
// board: the players' clocks (time-control games) and Resign / Offer draw / Claim draw, which
// the match records as claims (a flag fall too).
#pragma once

#include <QTimer>
#include <QVariantAnimation>
#include <memory>
#include <optional>
#include <vector>

#include "base/board_view.h"
#include "base/move_list_writer.h"
#include "games/chess/board_layout.h"
#include "games/chess/clock.h"
#include "games/chess/game.h"
#include "games/chess/piece_art.h"
#include "widgets/place_cursor.h"
#include "widgets/typed_move_entry.h"

class QAction;
class QPushButton;

namespace lt::chess {
struct TypedMove;
}

namespace lt::shell::chess {

using lt::chess::ChessState;
using ChessMove = lt::chess::Move;

class ChessBoardView final : public BoardView, public MoveListWriter {
    Q_OBJECT
  public:
    explicit ChessBoardView(QWidget* parent = nullptr);

    void setSeats(const std::vector<SeatLook>& seats) override;
    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, lt::Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(lt::Move move) override;
    void showBetterMove(const State& before, std::optional<lt::Move> move) override;
    std::function<QString(const std::atomic<bool>& stop)> hintExplainer() const override;
    std::optional<ClockReading> clockFor(PlayerId seat) const override;
    std::vector<std::int64_t> clocksAfter(const State& before, lt::Move move,
                                          const State& after) const override;
    void restoreClocks(const State& state, const std::vector<std::int64_t>& clockMs) override;
    QString describeMove(const State& before, lt::Move move, const State& after) const override;
    // The list reads in standard notation: "Anna: e4".
    QString moveListText(const State& before, lt::Move move, const State& after) const override {
        return BoardView::describeMove(before, move, after);
    }
    // The move list is a scoresheet, "1. e4 Nf6" (move_list_entry.cpp).
    MoveListEntry moveListEntry(const State& before, lt::Move move,
                                const State& after) const override;
    Sound soundFor(const State& before, lt::Move move, const State& after) const override;

    bool flipped() const { return flipped_; }
    void setFlipped(bool flipped);
    // The layout in use, for tests that click on squares.
    BoardLayout layout() const { return BoardLayout::forSize(size(), flipped_); }
    // The shown position as FEN and the game so far as PGN ("" before any state).
    QString fen() const;
    QString pgn() const;

    // Where the keyboard cursor is (shown after the first arrow key), if anywhere.
    std::optional<Square> keyboardCursor() const {
        if (const auto s = squareCursor_.place()) return Square(*s);
        return std::nullopt;
    }
    // The review's arrow for the better move (from, to), if one is drawn.
    std::optional<std::pair<Square, Square>> betterMoveArrow() const { return betterArrow_; }
    // The move being typed ("Nf", "exd5"), empty when none.
    QString typedMove() const { return typed_.text(); }
    // Why the last move tried was refused ("A pawn moves diagonally only to capture."), shown
    // over the board until the next pick or move; empty when nothing was refused.
    QString refusal() const { return refusal_; }
    // The clocks, when the game has a time control (nullptr otherwise).
    ChessClock* clock() const { return clock_; }
    // The seat the Resign / Offer draw / Claim draw buttons act for now, or -1.
    PlayerId actingSeat() const;
    // What the buttons do (resign asks first unless `confirm` is false).
    void resign(bool confirm = true);
    void offerDraw();
    void claimDraw();

    QSize sizeHint() const override { return {960, 680}; }
    QSize minimumSizeHint() const override { return {400, 300}; }

  protected:
    bool event(QEvent* event) override;
    // Screen readers: each side's pieces by square, the side to move, the legal moves.
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    QString spokenChoices(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

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
    // Whether a click on `s` names `m`: its target square, and for castling also the king's
    // destination when no other move of the king goes there (king two squares, or one).
    bool reaches(ChessMove m, Square s) const;
    bool canPickUp(Square s) const;
    void clickAt(QPointF point);
    void dropAt(QPointF point);
    void tryDestination(Square to);
    void choose(ChessMove move);
    void resetPick();
    void finishAnimation();
    void createActions();
    void createGameButtons();
    void savePgnAs();
    // Claims: the live state, the clock and the buttons follow the game, not a reviewed past.
    void followLive(const ChessState& state);
    void afterClaim(const ChessState& before, lt::Move claim, const ChessState& after);
    void askDrawAnswer();
    QString describeClaim(const ChessState& before, lt::Move claim, const ChessState& after) const;
    static QString resultMarker(const ChessState& state);
    void onFlagFell(lt::chess::Color side);
    void refreshGameButtons();
    void placeGameButtons();
    void paintClock(QPainter& p, const BoardLayout& l, bool bottom, lt::chess::Color side);

    void paintFrame(QPainter& p, const BoardLayout& l) const;
    void paintSquareMarks(QPainter& p, const BoardLayout& l) const;
    void paintPieces(QPainter& p, const BoardLayout& l);
    void paintDestinations(QPainter& p, const BoardLayout& l) const;
    void paintHint(QPainter& p, const BoardLayout& l) const;
    void paintArrow(QPainter& p, const BoardLayout& l, Square from, Square to,
                    const QColor& colour) const;
    void paintPromotionChooser(QPainter& p, const BoardLayout& l);
    void paintPanel(QPainter& p, const BoardLayout& l);
    // Keyboard play (board_keys.cpp): the arrows move a cursor over the squares (or the
    // promotion chooser's four cells), Enter or Space clicks where it is.
    bool handleCursorKey(const QKeyEvent& event);
    void paintCursor(QPainter& p, const BoardLayout& l) const;
    // Moves typed in algebraic notation (typed_moves.cpp): whether a key types one now (it
    // then goes to the board, not to a one-letter shortcut), the key itself, Enter.
    bool takesTypedKey(const QKeyEvent& event) const;
    bool handleTypedKey(const QKeyEvent& event);
    void playTyped();
    QString typedRefusal(const lt::chess::TypedMove& typed) const;
    void askHint();
    void paintTyped(QPainter& p, const BoardLayout& l) const;
    // Refused moves explained (move_refusal.cpp).
    QString refusalText(Square from, Square to) const;
    void refuse(Square from, Square to);
    void refuse(const QString& why);
    void clearRefusal();
    void paintRefusal(QPainter& p, const BoardLayout& l) const;

    PieceArt art_;
    std::unique_ptr<ChessState> state_;
    std::unique_ptr<ChessState> live_;  // the game's current state (state_ may be a past one)
    ChessClock* clock_ = nullptr;
    QWidget* gameButtons_ = nullptr;
    QPushButton* resignButton_ = nullptr;
    QPushButton* drawButton_ = nullptr;
    QPushButton* claimButton_ = nullptr;
    bool flipped_ = false;
    std::vector<ChessMove> offered_;  // non-empty while the human is choosing
    std::optional<Square> picked_;
    std::optional<QPointF> dragPoint_;
    bool pressing_ = false;
    std::optional<Square> promotionTo_;  // the chooser is open for picked_ -> this square
    std::optional<ChessMove> justChosen_;
    std::optional<ChessMove> hint_;
    std::optional<std::pair<Square, Square>> betterArrow_;
    QString refusal_;
    QTimer refusalTimer_;
    QTimer hintTimer_;
    Slide slide_;
    QVariantAnimation animation_;
    PlaceCursor squareCursor_;
    PlaceCursor promotionCursor_;
    TypedMoveEntry typed_;
};

}  // namespace lt::shell::chess
