// The "Un due tre" table: the players and their card counts along the top; in the middle the
// dice (a human picks how many with the five buttons above them) and, once thrown, one slot
// per die and per pair showing what it asks for; the viewer's hand along the foot; the stock
// and the discard pile on the right. A human discards by picking a card (the discardSlots it fits
// light up) and then a slot, and ends his turn with End turn. By keyboard: 1-5 choose the dice;
// then 1-9 or the side arrows pick a card, up / down its slot, Enter discards it, E ends the turn.
#pragma once

#include <QPushButton>
#include <QTimer>
#include <array>
#include <memory>
#include <vector>

#include "base/board_view.h"
#include "games/flags/flag_texts.h"
#include "games/flags_questo_quello/card_painter.h"
#include "games/flags_questo_quello/hand_table.h"
#include "games/flags_questo_quello/move_pace.h"
#include "games/flags_un_due_tre/state.h"

namespace lt::shell {
class FlagDiceView;
}

namespace lt::shell::flags_un_due_tre {

using lt::flags_un_due_tre::UdtState;

class UdtBoardView final : public BoardView {
    Q_OBJECT
  public:
    explicit UdtBoardView(QWidget* parent = nullptr);
    ~UdtBoardView() override;

    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(Move move) override;
    QString describeMove(const State& before, Move move, const State& after) const override;
    Sound soundFor(const State& before, Move move, const State& after) const override;

    QSize sizeHint() const override { return {1100, 760}; }
    QSize minimumSizeHint() const override { return {640, 380}; }  // fits 1024 × 600

    // For tests.
    QPushButton* diceButton(int choice) const { return diceButtons_.at(choice); }
    QPushButton* endTurnButton() const { return endTurn_; }
    QRectF handCardRect(int index) const;
    QRectF slotRect(int slot) const;
    QRectF sideRect() const { return layout().side; }  // the stock and the discard pile
    const std::vector<int>& shownHand() const { return hand_.hand; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    struct Layout {
        QRectF top, dice, slotArea, hand, side;
        qreal diceSide = 0;  // the dice's height, at the foot of `dice`
    };
    Layout layout() const;
    bool choosing() const;  // a human chooses the dice: the choices show
    // The dice choices in rows no wider than `width`, and the rows' height.
    std::vector<std::vector<QPushButton*>> choiceRows(qreal width) const;
    qreal choicesHeight(qreal width) const;
    PlayerId handSeat() const;
    void refreshControls();
    void paintPlayers(QPainter& painter, const Layout& l);
    void paintSlots(QPainter& painter, const Layout& l);
    void paintHand(QPainter& painter, const Layout& l);
    void paintSide(QPainter& painter, const Layout& l);
    QString statusText() const;
    // The slots `card` may fill now, left to right.
    std::vector<int> slotsFor(int card) const;

    lt::shell::flags::FlagTexts texts_;
    lt::shell::flags_questo_quello::CardPainter painter_;
    std::unique_ptr<UdtState> state_;
    PlayerId viewer_ = perspective::nobody;
    PlayerId requested_ = -1;
    flags_questo_quello::HandPick hand_;  // the hand shown; its places are discard slots
    FlagDiceView* dice_;
    std::array<QPushButton*, 5> diceButtons_{};
    QPushButton* endTurn_;
    std::unique_ptr<flags_questo_quello::MovePace> pace_;
};

}  // namespace lt::shell::flags_un_due_tre
