// The Sequence for Kids table: the animal board with the players' chips, the viewer's hand
// along the bottom (dead cards crossed out), the draw pile and a plate per player with his
// last discard. Pick a card (click, or arrows and Enter), then one of the spaces that light up
// (click, or arrows and Enter; Esc goes back to the hand). A click on an animal space whose
// card you hold plays it at once. The winning line shines; the "lines of three" option rings
// the space each line still needs.
#pragma once

#include <QVariantAnimation>
#include <memory>
#include <optional>
#include <vector>

#include "base/board_view.h"
#include "games/sequence_kids/board_layout.h"
#include "games/sequence_kids/state.h"

class QPushButton;

namespace lt::shell::sequence_kids {

using lt::sequence_kids::Card;
using lt::sequence_kids::SequenceKidsState;

class SequenceKidsBoard final : public BoardView {
    Q_OBJECT
  public:
    explicit SequenceKidsBoard(QWidget* parent = nullptr);
    ~SequenceKidsBoard() override;

    void setSeats(const std::vector<SeatLook>& seats) override;
    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(Move move) override;
    QString describeMove(const State& before, Move move, const State& after) const override;

    BoardLayout layout() const;
    // The seat whose hand lies along the bottom, and whether its cards show.
    PlayerId handSeat() const;
    bool handFaceUp() const;
    // The card picked for the move being chosen (an index into the shown hand), if any.
    std::optional<int> selectedCard() const { return selected_; }

    QSize sizeHint() const override { return {760, 600}; }
    QSize minimumSizeHint() const override { return {420, 380}; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    std::vector<Card> shownHand() const;
    std::vector<Move> movesOfCard(Card card) const;
    void pickCard(int index);
    void pickCell(lt::sequence_kids::Cell cell);
    void emitMove(Move move);
    void moveCursor(int dRow, int dColumn);
    QColor sideColour(int side) const;
    QColor seatColour(PlayerId seat) const;

    void paintBoard(QPainter& painter, const BoardLayout& t) const;
    void paintChips(QPainter& painter, const BoardLayout& t) const;
    void paintMarks(QPainter& painter, const BoardLayout& t) const;
    void paintHand(QPainter& painter, const BoardLayout& t) const;
    void paintPlates(QPainter& painter, const BoardLayout& t) const;
    void paintResult(QPainter& painter, const BoardLayout& t) const;
    void paintAnimatedChip(QPainter& painter, const BoardLayout& t) const;

    std::unique_ptr<SequenceKidsState> state_;
    PlayerId viewer_ = perspective::nobody;
    PlayerId lastHandSeat_ = 0;
    std::optional<PlayerId> inputSeat_;
    std::vector<Move> legal_;
    std::optional<int> selected_;                    // index into shownHand()
    int focusCard_ = 0;                              // the card the arrows are on
    std::optional<lt::sequence_kids::Cell> cursor_;  // on the board after a card is picked
    std::optional<Move> hint_;
    std::optional<lt::sequence_kids::Cell> lastCell_;  // the space the last move changed
    QPushButton* passButton_;

    // A chip landing on its space (or, after a Dragon, fading away) while a move is shown.
    QVariantAnimation animation_;
    std::optional<lt::sequence_kids::Cell> animatedCell_;
    QColor animatedColour_;
    bool animatedRemoval_ = false;
    double progress_ = 1;
};

}  // namespace lt::shell::sequence_kids
