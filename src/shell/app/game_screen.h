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
#include "base/game_review_ui.h"
#include "widgets/physical_scale.h"

class QLabel;
class QPushButton;

namespace lt::shell {

class HandOverOverlay;
class PlayersPanel;
class ReviewPanel;
class ReviewRunner;
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

    // Game review (game_screen_review.cpp), for games with an engine (GameUi::review): the
    // engine analyses every position on a worker thread (a progress bar with Cancel), then
    // the graph under the board, the marks in the move list, the better move as an arrow on
    // the board and each player's summary. Offered once the game is over, and for a game
    // between humans (an opened PGN or PDN file is one).
    bool canReviewGame() const;
    // Starts the review, or goes on with a cancelled one, never searching a position again;
    // when the board shows a move chosen in the move list, from that move to the end first,
    // then the moves before it.
    void reviewGame();
    // The same from the move after which the position has `plies` record plies (the move
    // list's "Review from this move"), which the board then shows.
    void reviewGameFrom(std::size_t plies);
    void cancelGameReview();
    bool gameReviewRunning() const;
    // The review shown (saved with the game in PGN/PDN), if any.
    const MatchReview* gameReview() const { return review_ ? &*review_ : nullptr; }
    // A review read from the file the match was opened from; kept as analyses (autosave,
    // Review game going on) when they rebuild it with the same marks (review::analysesOf).
    void setGameReview(review::GameReview review);
    // A review kept with the match's record (the autosave), shown again without searching; a
    // cancelled one goes on at the next Review game.
    void restoreGameReview(const RecordedReview& kept);
    // The review to keep with the match's record: what the engine found in each position, as
    // of the last progress; none without analyses.
    std::optional<RecordedReview> keptReview() const;
    // The engine's depth for the next reviews; 0: the game's default (tests, the bench).
    void setReviewDepth(int depth) { reviewDepth_ = depth; }
    ReviewPanel* reviewPanel() const { return reviewPanel_; }

    // A note in the line under the board ("Saved as …") until the next move is announced:
    // unlike a status bar, it never takes room from the board.
    void showNote(const QString& text);

  signals:
    // The match changed (a move, undo, redo): autosave, action states.
    void matchChanged();
    // What the controller waits for changed: action states (Undo, Hint, Roll...).
    void phaseChanged();
    void gameFinished();
    // A game review started, progressed, finished or was dropped: action states.
    void gameReviewChanged();
    // A game review progressed, finished or was cancelled: what it found is to be autosaved.
    void gameReviewKept();

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
    // Game review (game_screen_review.cpp).
    void runGameReview(std::optional<std::size_t> fromPlies);
    void onReviewProgressed(std::size_t done, std::size_t total);
    void onReviewFinished(const review::GameReview& review);
    void showMoveMenu(std::size_t plies, const QPoint& globalPos);
    void showGameReview(bool running);
    void markReviewedMoves();
    void showReviewedPosition();
    void dropStaleReview();
    void dropGameReview();
    // The plies of the record at review position `index` (the start, then after each move).
    std::size_t pliesAtReviewPosition(std::size_t index) const;
    // The notation of the record's moves a review covers, to see that they are still played.
    std::vector<std::string> reviewedMoves(const std::vector<std::size_t>& recordPlies) const;

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
    ReviewPanel* reviewPanel_;
    ReviewRunner* reviewRunner_;
    std::optional<MatchReview> review_;
    // What the review (or the run in progress) is of: the record plies of its moves and
    // those moves' notation; a run on the same moves goes on from what the runner kept.
    std::vector<std::size_t> reviewPlies_;
    std::vector<std::string> reviewNotations_;
    std::optional<ReviewJob> reviewJob_;  // the review's job, to rebuild it as positions come
    int reviewDepth_ = 0;
};

}  // namespace lt::shell
