// The Yam table: five dice on a felt tray with a Roll button, and the players' score sheets.
// A human holds dice by clicking them (or keys 1-5), throws the others with "Roll again" (or
// Enter), and scores by clicking a box of the sheet (or moving a focus over the open boxes
// with the arrows, then Enter or Space); every choice is one of the core's legal moves.
#pragma once

#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <memory>
#include <optional>

#include "base/board_view.h"
#include "games/yam/state.h"
#include "widgets/place_cursor.h"

namespace lt::shell {
class DiceView;
class ScoreSheetView;
}  // namespace lt::shell

namespace lt::shell::yam {

class FeltTray;

class YamBoardView final : public BoardView {
    Q_OBJECT
  public:
    explicit YamBoardView(QWidget* parent = nullptr);

    bool hasRollControl() const override { return true; }

    void setSeats(const std::vector<SeatLook>& seats) override;
    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(Move move) override;
    QString describeMove(const State& before, Move move, const State& after) const override;
    Sound soundFor(const State& before, Move move, const State& after) const override;

    // The parts, for tests.
    DiceView* diceView() const { return dice_; }
    ScoreSheetView* sheetView() const { return sheet_; }
    QPushButton* rollButton() const { return roll_; }

    QSize sizeHint() const override { return {960, 640}; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    QColor seatColour(PlayerId seat) const;
    bool isHumanSeat(PlayerId seat) const;
    void refreshSheets();
    void refreshControls();
    void onRollClicked();
    void onBoxChosen(int column, int row);
    void finishAnimation();
    void choose(const lt::yam::YamMove& move);
    // The sheet shown follows the player to play when that is a human (or nobody is):
    // a human who has scored keeps their own sheet while the computers play.
    void followSheet(PlayerId seat);
    // Keyboard scoring: the boxes offered now (column, row) and the focus over them.
    std::vector<std::pair<int, int>> offeredBoxes() const;
    bool handleBoxKey(const QKeyEvent& event);
    void hideBoxFocus();
    // The hold move the dice set aside now stand for, if the rules allow it.
    std::optional<lt::yam::YamMove> holdOfSelection() const;

    FeltTray* tray_ = nullptr;
    QLabel* turnLabel_ = nullptr;
    QLabel* helpLabel_ = nullptr;
    DiceView* dice_ = nullptr;
    QPushButton* roll_ = nullptr;
    ScoreSheetView* sheet_ = nullptr;

    std::unique_ptr<lt::yam::YamState> state_;
    PlayerId viewer_ = 0;
    std::vector<lt::yam::YamMove> offered_;  // non-empty while a human chooses
    bool holdChosenHere_ = false;            // the next hold came from this board's button
    std::unique_ptr<lt::yam::YamState> afterAnimation_;
    QTimer settle_;          // ends animations that are a pause, not a roll
    PlaceCursor boxCursor_;  // over offeredBoxes()
};

}  // namespace lt::shell::yam
