// The screen of one match: the board in the centre, resizing with the window, and a side
// panel with the players, the move list, the Roll and Pause buttons and a status line.
#pragma once

#include <QWidget>
#include <memory>
#include <optional>

#include "app/dealt_cards.h"
#include "app/game_catalog.h"
#include "app/match_controller.h"
#include "app/move_list.h"
#include "widgets/physical_scale.h"

class QLabel;
class QPushButton;

namespace lt::shell {

class HandOverOverlay;
class PlayersPanel;
class SoundBoard;

class GameScreen : public QWidget {
    Q_OBJECT
  public:
    GameScreen(SoundBoard& sounds, QWidget* parent = nullptr);
    ~GameScreen() override;

    // Replaces the current match (if any) by `match` of the game `entry`, and starts it.
    void startMatch(const CatalogEntry& entry, Match match, double pace);
    // Stops and drops the current match (the agent is stopped and joined).
    void endMatch();
    // For tests: every match from now on skips claim windows and computers' reaction times
    // (MatchController::setInstantClaims).
    void setInstantClaims(bool instant);
    // The "Show square numbers" setting, for this board and the next ones
    // (BoardView::setSquareNumbersShown).
    void setSquareNumbersShown(bool shown);
    // The screen's millimetre in pixels, for this board and the next ones
    // (BoardView::setPixelsPerMm).
    void setPixelsPerMm(double pixelsPerMm);

    MatchController* controller() const { return controller_.get(); }
    BoardView* board() const { return board_; }
    const CatalogEntry* entry() const { return entry_; }
    PlayersPanel* playersPanel() const { return players_; }
    MoveList* moveList() const { return moves_; }
    HandOverOverlay* handOverOverlay() const { return overlay_; }
    QString statusText() const;
    // A note in the line under the board ("Saved as …") until the next move is announced:
    // unlike a status bar, it never takes room from the board.
    void showNote(const QString& text);

  signals:
    // The match changed (a move, undo, redo): autosave, action states.
    void matchChanged();
    // What the controller waits for changed: action states (Undo, Hint, Roll...).
    void phaseChanged();
    void gameFinished();

  private:
    void refreshPanel();
    void refreshPhase();
    void refreshHandOver();
    void refreshReview();
    void selectReviewedMove();
    void fillMoveList();
    // Lists recorded move `index`: "12. Anna plays 7♥" (the board's sentence) when the
    // positions around it are known, else its notation. A card dealt face down is said without
    // the card, joined with the rest of its deal.
    void listMove(std::size_t index, const State* before, std::optional<Move> played,
                  const State* after);
    void greyLastRow();
    QString seatName(PlayerId seat) const;

    SoundBoard& sounds_;
    const CatalogEntry* entry_ = nullptr;
    QWidget* boardArea_;
    BoardView* board_ = nullptr;
    // The position after the last listed move: the list walks the record once.
    std::unique_ptr<State> listed_;
    std::size_t listedPly_ = 0;  // how many plies listed_ has played
    // The deal the last row says, while cards dealt face down may still join it.
    std::optional<DealtCards> deal_;
    std::size_t dealFirst_ = 0;
    bool unreadable_ = false;  // a move in the list could not be read back
    std::unique_ptr<MatchController> controller_;
    HandOverOverlay* overlay_;
    PlayersPanel* players_;
    MoveList* moves_;
    QPushButton* roll_;
    QPushButton* pause_;
    QPushButton* backToGame_;
    QLabel* turnLine_;
    QLabel* lastMoveLine_;
    bool instantClaims_ = false;
    bool squareNumbers_ = true;
    double pixelsPerMm_ = kFallbackDpi / kMmPerInch;
    bool panelRolls_ = false;  // the match's humans roll from the side panel's button
};

}  // namespace lt::shell
