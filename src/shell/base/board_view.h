// The contract between the generic shell and one game's board. A game's shell folder
// provides a BoardView subclass; the match controller drives it. The board never decides a
// rule: it asks the core (State::legalMoves) what the human may do.
#pragma once

#include <QColor>
#include <QString>
#include <QWidget>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "framework/agent.h"
#include "framework/state.h"

namespace lt::shell {

// How a seat looks on screen.
struct SeatLook {
    QString name;
    QColor colour;
    bool human = true;
};

// Whose private information the board may show.
namespace perspective {
inline constexpr PlayerId nobody = -10;    // hand-over screen: every private card hidden
inline constexpr PlayerId everyone = -11;  // only computers play: show all, to watch them
}  // namespace perspective

enum class Sound { None, Roll, Move, Capture, Win };

class BoardView : public QWidget {
    Q_OBJECT
  public:
    // Also registers the boards' accessible interface with Qt (base/board_accessibility).
    explicit BoardView(QWidget* parent = nullptr);

    // Called once per match, before the first showState().
    virtual void setSeats(const std::vector<SeatLook>& seats) { seats_ = seats; }

    // Draws `state` as seen by `viewer` (a seat, or a perspective:: constant). Must not
    // start input: that is requestMove()'s job.
    virtual void showState(const State& state, PlayerId viewer) = 0;

    // Human seat `player` is to move in the state last shown: enable input; when the user has
    // chosen a complete legal move, emit moveChosen() once.
    virtual void requestMove(PlayerId player) = 0;
    // Input off (the move was made, the match was undone, or the window closes).
    virtual void cancelRequest() = 0;
    // Human seat `roller` is to roll the dice in the state last shown. Boards with their own
    // Roll control (hasRollControl()) enable it here and emit rollRequested() when used; the
    // default does nothing (the game screen's Roll button serves).
    virtual void requestRoll(PlayerId roller) { (void)roller; }

    // Shows the move just played, then emits animationFinished(). `pace` scales durations
    // (1 = normal, 0 = instant). The default just shows `after`.
    virtual void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                             double pace);

    // True when the board has its own Roll control (the dice tables): the side panel then
    // shows none, so a player never sees two Roll buttons.
    virtual bool hasRollControl() const { return false; }

    // Boards that show clocks: the time `seat` has left, handed to its computer player before
    // it thinks (Agent::setClock). The default: no clock.
    virtual std::optional<ClockReading> clockFor(PlayerId seat) const {
        (void)seat;
        return std::nullopt;
    }

    // Boards that show clocks: each seat's time left (ms) once `move` is made, increment
    // counted; the match stores it with the move (RecordedMove::clockMs). Default: no clock.
    virtual std::vector<std::int64_t> clocksAfter(const State& before, Move move,
                                                  const State& after) const {
        (void)before, (void)move, (void)after;
        return {};
    }
    // Sets the clocks for `state` from times the record stored (a resumed match, undo, redo);
    // empty `clockMs`: the clocks' starting times. The default does nothing.
    virtual void restoreClocks(const State& state, const std::vector<std::int64_t>& clockMs) {
        (void)state, (void)clockMs;
    }

    // What the human to move, `player`, can do now, for the status line ("Anna: press Space
    // to move pawn 2, or click it"); asked after requestMove(). Empty (the default): the
    // screen says "Anna to move".
    virtual QString movePrompt(PlayerId player) const {
        (void)player;
        return {};
    }

    // What the status line says at `roller`'s own chance move (State::roller()), `human`
    // when a human presses for it now, else while the computer does it. Empty (the default):
    // the dice ("Anna, roll the dice (Space)", "Cleo rolls the dice…"); a game whose roll is
    // something else, such as turning up a card, says what it is.
    virtual QString rollPrompt(PlayerId roller, bool human) const {
        (void)roller, (void)human;
        return {};
    }

    // Marks a suggested move for the human to move (Hint). The default does nothing visible.
    virtual void showHint(Move move) { (void)move; }
    // The second Hint press: a task, run on a worker thread, that says the line the board's
    // engine expects from the position shown and its evaluation in words ("Expected: 1. e4 e5
    // — equal position"); it returns "" once `stop` is set. Empty (the default): a second
    // press asks for the hint again.
    virtual std::function<QString(const std::atomic<bool>& stop)> hintExplainer() const {
        return {};
    }

    // Game review: an arrow for the move the engine preferred to the one that led to the
    // position shown; `before` is the position that move is one of. nullopt clears the arrow.
    // The default draws nothing.
    virtual void showBetterMove(const State& before, std::optional<Move> move) {
        (void)before, (void)move;
    }

    // The "Show square numbers" setting (AppSettings::squareNumbersShown): boards whose
    // notation numbers the squares (draughts: 32-28) print the numbers on them. Others ignore it.
    virtual void setSquareNumbersShown(bool shown) { (void)shown; }
    // How many pixels make a millimetre on this screen (widgets/physical_scale.h: measured in
    // Settings, or as the screen reports): boards drawn at a true physical size (the rectangle
    // race) use it. Others ignore it.
    virtual void setPixelsPerMm(double pixelsPerMm) { (void)pixelsPerMm; }

    // A one-line, translated description for the status bar: "Anna rolled a 6 — play again".
    // The default is "<name>: <notation>".
    virtual QString describeMove(const State& before, Move move, const State& after) const;
    // The move as the move list shows it (after its number): the sentence of describeMove, in
    // the interface's language. Games with a notation players read (chess, draughts) list that.
    virtual QString moveListText(const State& before, Move move, const State& after) const;

    // Which sound the move makes. The default: Roll for chance moves, Win when the game ends,
    // Move otherwise.
    virtual Sound soundFor(const State& before, Move move, const State& after) const;

    // Screen readers (base/board_accessibility): the match controller hands the board every
    // position it shows, with the sentence of the move that led there when there is one; the
    // board tells assistive technology when its name (that sentence, whose turn it is) or its
    // description (the position and the viewer's choices in words) change.
    void setSpokenPosition(const State& state, PlayerId viewer, const QString& announcement = {});
    // "Anna played e4. Bruno to move." ("Chess board. Anna to move." before any move).
    QString spokenName() const;
    // The position as `viewer` may know it, then the viewer's choices when it is to move.
    QString spokenDescription() const;

  signals:
    void moveChosen(lt::Move move);
    // Real-time claims from the keyboard (e.g. "Card!"), for games that have them.
    void claimChosen(lt::PlayerId player, lt::Move move);
    // A claim the board makes in a seat's name, human or computer, because a rule it keeps
    // requires it (a chess flag has fallen): the match records it like that seat's claim.
    void arbiterClaimed(lt::PlayerId player, lt::Move move);
    void animationFinished();
    // The human to roll asks for the roll from the board itself (its own Roll button), as
    // the side panel's Roll button does.
    void rollRequested();

  protected:
    const std::vector<SeatLook>& seats() const { return seats_; }
    QString seatName(PlayerId player) const;

    // What the board says of `state` to `viewer`: only what that seat may see (a hidden hand
    // never). The default gives the scores, if the game keeps any.
    virtual QString spokenPosition(const State& state, PlayerId viewer) const;
    // The choices of `viewer`, who is to move in `state`: by default every legal move's
    // moveListText.
    virtual QString spokenChoices(const State& state, PlayerId viewer) const;

  private:
    void notifySpokenChanges();

    std::vector<SeatLook> seats_;
    std::unique_ptr<State> spoken_;  // the position last handed to setSpokenPosition
    PlayerId spokenViewer_ = perspective::nobody;
    QString announcement_;
    QString sentName_, sentDescription_;  // what assistive technology last heard
};

}  // namespace lt::shell
