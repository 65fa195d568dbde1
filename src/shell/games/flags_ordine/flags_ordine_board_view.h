// The "Metti in ordine!" table: the players along the top (the cards each has won, who is
// still in the race), the row of cards across the middle with their areas (or populations)
// showing, the card to place below it with only its flag showing, and on the right the red
// die that may save a wrong place. A human places the card by clicking one of the arrows in
// the row (or with Left / Right and Enter), and rolls the die with its button.
#pragma once

#include <QHash>
#include <QPixmap>
#include <QPushButton>
#include <QTimer>
#include <memory>

#include "base/board_view.h"
#include "games/flags/flag_texts.h"
#include "games/flags_ordine/state.h"

namespace lt::shell {
class FlagDiceView;
}

namespace lt::shell::flags_ordine {

using lt::flags_ordine::OrdineState;

class OrdineBoardView final : public BoardView {
    Q_OBJECT
  public:
    explicit OrdineBoardView(QWidget* parent = nullptr);
    ~OrdineBoardView() override;

    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(Move move) override;
    bool hasRollControl() const override { return true; }
    QString describeMove(const State& before, Move move, const State& after) const override;
    Sound soundFor(const State& before, Move move, const State& after) const override;

    QSize sizeHint() const override { return {1100, 720}; }
    QSize minimumSizeHint() const override { return {640, 380}; }  // fits 1024 × 600

    // For tests: where the arrow of gap `gap` is, and the red die's button.
    QRectF gapRect(int gap) const;
    QPushButton* rollButton() const { return rollButton_; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    struct Layout {
        QRectF top, row, drawn, side;
        qreal cardW = 100, cardH = 110, gap = 26;
    };
    Layout layout() const;
    QRectF rowCardRect(int index) const;
    void refreshControls();
    void paintCard(QPainter& painter, const QRectF& rect, int card, bool showValue,
                   const QColor& frame);
    void paintPlayers(QPainter& painter, const Layout& l);
    void paintRow(QPainter& painter, const Layout& l);
    void paintDrawn(QPainter& painter, const Layout& l);
    void paintSide(QPainter& painter, const Layout& l);
    const QPixmap& flag(const std::string& code, const QSize& size);
    QString valueText(int card) const;
    QString countryName(int card) const;
    QString checkText() const;
    void finishAfter(int ms);

    lt::shell::flags::FlagTexts texts_;
    QHash<QString, QPixmap> flags_;
    std::unique_ptr<OrdineState> state_;
    PlayerId requested_ = -1;
    int cursor_ = 0;  // the gap chosen with the keyboard
    int hintGap_ = -1;
    int flashCard_ = -1;  // the card just placed, outlined green or red
    FlagDiceView* die_;
    QPushButton* rollButton_;
    QTimer settle_;
    bool waitingForDie_ = false;
};

}  // namespace lt::shell::flags_ordine
