// The "Questo e quello" table: the grid of flag cards in the middle (only the cells a card may
// still reach are drawn), the viewer's hand along the foot, the other players and their card
// counts along the top, and on the right the two blue dice that chose the opening card, the
// stock and what is happening. A human picks a card of his hand (the places it may go light
// up, gold where it joins two cards and earns the bonus) and then its cell; or Draw / Pass
// when nothing fits. By keyboard: 1-9 or the side arrows pick the card, up / down choose its
// place, Enter plays it (or draws / passes).
#pragma once

#include <QPushButton>
#include <QTimer>
#include <memory>
#include <vector>

#include "base/board_view.h"
#include "games/flags/flag_texts.h"
#include "games/flags_questo_quello/card_painter.h"
#include "games/flags_questo_quello/hand_table.h"
#include "games/flags_questo_quello/move_pace.h"
#include "games/flags_questo_quello/state.h"

namespace lt::shell {
class FlagDiceView;
}

namespace lt::shell::flags_questo_quello {

using lt::flags_questo_quello::QqState;

class QqBoardView final : public BoardView {
    Q_OBJECT
  public:
    explicit QqBoardView(QWidget* parent = nullptr);
    ~QqBoardView() override;

    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(Move move) override;
    QString describeMove(const State& before, Move move, const State& after) const override;
    Sound soundFor(const State& before, Move move, const State& after) const override;

    QSize sizeHint() const override { return {1100, 760}; }
    // Fits a 1024 × 600 screen beside the side panel; the help under the status then goes.
    QSize minimumSizeHint() const override { return {640, 380}; }

    // For tests: where a card of the shown hand is, where a grid cell is, the Draw/Pass button.
    QRectF handCardRect(int index) const;
    QRectF cellRect(int cell) const;
    QPushButton* drawButton() const { return drawButton_; }
    const std::vector<int>& shownHand() const { return hand_.hand; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    struct Layout {
        QRectF top, grid, hand, side;
        int col0 = 0, row0 = 0, cols = 5, rows = 5;
        qreal cell = 60;
        QPointF origin;  // top-left of the first shown cell
    };
    Layout layout() const;
    PlayerId handSeat() const;
    bool faceUp() const;
    void refreshControls();
    void paintPlayers(QPainter& painter, const Layout& l);
    void paintGrid(QPainter& painter, const Layout& l);
    void paintHand(QPainter& painter, const Layout& l);
    void paintSide(QPainter& painter, const Layout& l);
    QString statusText() const;
    QString cardName(int card) const;
    QString seatColour(PlayerId seat) const;
    void drawOrPass();
    // The cells where `card` may be played now, row by row.
    std::vector<int> placesFor(int card) const;

    lt::shell::flags::FlagTexts texts_;
    CardPainter painter_;
    std::unique_ptr<QqState> state_;
    PlayerId viewer_ = perspective::nobody;
    PlayerId requested_ = -1;
    HandPick hand_;  // the hand shown; its places are grid cells
    int flashCell_ = -1;
    FlagDiceView* dice_;
    QPushButton* drawButton_;
    std::unique_ptr<MovePace> pace_;
};

}  // namespace lt::shell::flags_questo_quello
