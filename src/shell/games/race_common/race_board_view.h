// The board of a race game where players only roll: the illustrated board (RaceTrack) on the
// left, and beside it the dice, a Roll button, what happened on the last turn and the players.
// A roll is shown as it happens: the dice tumble, then the pawn walks square by square
// (bouncing back from the end), slides, climbs or jumps, and any pawn it displaces moves too.
// A game's board says what its state looks like (snapshot) and what a roll did (motions);
// the rules stay in the core.
#pragma once

#include <QLabel>
#include <QPushButton>
#include <QVariantAnimation>
#include <memory>
#include <optional>

#include "base/board_view.h"
#include "games/race_common/race_track.h"

namespace lt::shell {
class DiceView;
}

namespace lt::shell::race {

// What the board shows of a state.
struct RaceSnapshot {
    std::vector<int> squares;        // per seat
    std::optional<PlayerId> toRoll;  // nullopt when the game is over
    std::vector<QString> notes;      // per seat, beside the name: "held in the well"
    std::vector<int> dice;           // the faces of the last roll (0: not rolled yet)
};

// One movement of one pawn during a roll.
struct RaceMotion {
    enum class Style {
        Walk,   // square by square through `squares`
        Slide,  // along the SVG route `route` from squares.front() to squares.back()
        Jump,   // in an arc from squares.front() to squares.back()
    };
    PlayerId seat = 0;
    Style style = Style::Walk;
    std::vector<int> squares;
    QString route;
    QString caption;  // shown while it happens ("Goose! Forward 6 again")
};

class RaceBoardView : public BoardView {
    Q_OBJECT
  public:
    // `boardWords`: the words on the board by <text> id, translated (RaceTrack).
    RaceBoardView(const QString& boardSvg, int diceCount, QWidget* parent = nullptr,
                  const QMap<QString, QString>& boardWords = {});
    ~RaceBoardView() override;

    bool hasRollControl() const override { return true; }
    void setSeats(const std::vector<SeatLook>& seats) override;
    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;

    // For tests: the parts, and where a seat's pawn is drawn now (widget pixels).
    DiceView* diceView() const { return dice_; }
    QPushButton* rollButton() const { return roll_; }
    QLabel* storyLabel() const { return story_; }
    QLabel* playersLabel() const { return players_; }
    QPointF pawnPoint(PlayerId seat) const;
    // The centre of `square`, in widget pixels.
    QPointF squarePoint(int square) const { return toWidget(track_.squareCentre(square)); }
    bool animating() const { return animation_.state() == QAbstractAnimation::Running; }
    const RaceTrack& track() const { return track_; }

    QSize sizeHint() const override { return {1100, 760}; }

  protected:
    // Each seat's square and note, then the last roll's dice.
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    virtual RaceSnapshot snapshot(const State& state) const = 0;
    virtual std::vector<RaceMotion> motions(const State& before, Move move,
                                            const State& after) const = 0;
    virtual std::vector<int> facesOf(Move move) const = 0;
    // The story line after a roll; the default is describeMove().
    virtual QString story(const State& before, Move move, const State& after) const;

    QColor seatColour(PlayerId seat) const;

    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    QRectF boardRect() const;
    QPointF toWidget(QPointF boardPoint) const;
    double boardScale() const;
    void refreshPanel();
    void startMotion();
    void onMotionProgress(double t);
    void finishAnimation();

    RaceTrack track_;
    QWidget* panel_ = nullptr;
    QLabel* turn_ = nullptr;
    DiceView* dice_ = nullptr;
    QPushButton* roll_ = nullptr;
    QLabel* story_ = nullptr;
    QLabel* players_ = nullptr;
    int diceCount_;

    RaceSnapshot shown_;
    std::vector<int> drawnSquares_;  // where pawns stand now, during an animation too
    std::optional<PlayerId> moving_;
    QPointF movingAt_;  // board coordinates
    double movingLift_ = 0;

    QVariantAnimation animation_;
    std::vector<RaceMotion> motions_;
    std::size_t motionIndex_ = 0;
    double pace_ = 1;
    RaceSnapshot after_;
    QString finalStory_;
};

}  // namespace lt::shell::race
