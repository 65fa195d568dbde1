// Drives one match: humans act through the board, computers through agents on worker threads,
// chance through the match's seeded draws, and every move is animated before the next step.
// Core types are reached only through lt::Match.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <memory>
#include <optional>
#include <vector>

#include "app/agent_worker.h"
#include "app/text_worker.h"
#include "base/board_view.h"
#include "framework/match.h"

namespace lt::shell {

class MatchController : public QObject {
    Q_OBJECT
  public:
    MatchController(Match match, BoardView* board, QObject* parent = nullptr);
    // Stops a thinking agent (stop flag, join) and turns the board's input off.
    ~MatchController() override;

    const Match& match() const { return match_; }
    // Shows the current position and takes the first step.
    void start();

    // The animations' pace (1 normal, 0 instant). It never touches the rules' real time.
    double pace() const { return pace_; }
    void setPace(double pace) { pace_ = pace; }
    // For tests: claim windows hold no move and computers claim at once. Off by default: real
    // play keeps the rules' windows and the computers' reaction times.
    void setInstantClaims(bool instant) { instantClaims_ = instant; }

    bool isHuman(PlayerId seat) const;
    int humanCount() const;
    // Only computers play: the match can be watched and paused.
    bool watchOnly() const { return humanCount() == 0; }
    // The perspective the board shows now (a seat or a perspective:: constant).
    PlayerId viewer() const;

    // As the match's undo policy allows (framework/undo_policy.h).
    bool canUndo() const;
    bool canRedo() const;
    // Why the policy forbids Undo (Redo) now, for the action's tooltip; empty when it does not.
    QString whyNoUndo() const;
    QString whyNoRedo() const;
    void undo();
    void redo();

    bool canHint() const { return waitingForMove_ && !hinter_ && !explainer_ && !reviewedPly_; }
    // Shows the best move for the human to move and counts the hint in the record; pressed again
    // while that hint is shown, the line the board expects and its evaluation in words
    // (BoardView::hintExplainer, on a worker thread; hintExplained gives the text).
    void hint();

    // A human seat is to roll the dice (State::roller()).
    bool canRoll() const { return waitingForRoll_; }
    void roll();

    bool paused() const { return paused_; }
    void setPaused(bool paused);

    // The hot-seat hand-over screen is up for this seat, until acceptHandOver(); it always
    // names the seat to act, and meanwhile the board shows perspective::nobody.
    std::optional<PlayerId> handOverSeat() const { return handOverSeat_; }
    void acceptHandOver();

    // Reviewing: the board shows the position after `plies` moves of the record, read-only,
    // while the match goes on; a new move, undo, redo or endReview() returns to the game.
    void review(std::size_t plies);
    void endReview();
    std::optional<std::size_t> reviewedPly() const { return reviewedPly_; }

    // A turn move waits for the claim window the rules keep open (State::claimWindowMs()).
    bool holding() const { return heldMove_.has_value(); }

    bool thinking() const { return thinker_ != nullptr; }
    // A computer weighs a claim on a worker (Game::makeClaimAgent), e.g. a draw offer.
    bool weighingClaim() const;
    bool waitingForMove() const { return waitingForMove_; }
    bool animating() const { return animating_; }

  signals:
    // The position or the record changed (a move, a claim, undo, redo).
    void stateChanged();
    // A move was played: its description for the status line and its sound.
    void moveAnnounced(const QString& description, lt::shell::Sound sound);
    // What the controller waits for changed (thinking, roll, hand-over, pause, input).
    void phaseChanged();
    // The game ended by a move played here (not when a finished game is opened): the
    // statistics count it.
    void gameFinished();
    // The second Hint press: the expected line and its evaluation in words.
    void hintExplained(const QString& text);
    // The board started or stopped showing a past position.
    void reviewChanged();
    // A computer failed (its agent threw or returned an illegal move); the match stops.
    void agentFailed(const QString& message);
    // Undo, redo or a review could not replay the record; the match is as it was.
    void failed(const QString& message);

  private:
    void step();
    bool showTo(PlayerId human);
    // Whether humans sharing the screen pass it by hand-over screens: private cards between
    // several humans, unless the board keeps their hands apart itself (base/hands_kept_apart.h).
    bool handOversNeeded() const;
    void show(const State& state, PlayerId viewer, const QString& announcement = {});
    void dropHandOver();
    PlayerId viewerFor(const State& state) const;
    PlayerId perspectiveFor(const State& state) const;
    void startAgent(PlayerId seat);
    void onAgentDone(std::uint64_t version, PlayerId seat, std::optional<Move> move,
                     const QString& error);
    void onHumanMove(Move move);
    void onHumanClaim(PlayerId player, Move move);
    void onAnimationFinished();
    bool playMove(PlayerId actor, Move move, bool claim);
    bool tryClaim(PlayerId seat, Move move);
    void planClaims();
    void startClaimAgent(PlayerId seat, std::unique_ptr<Agent> agent);
    void restoreClocks();
    // Which claim window a planned claim belongs to: it lands in that one or not at all.
    struct WindowKey {
        std::uint64_t epoch = 0, window = 0, version = 0;
        bool operator==(const WindowKey&) const = default;
    };
    WindowKey currentWindow() const;
    void fireClaim(const WindowKey& key, PlayerId seat, Move move, qint64 atMs);
    void stopWaiting();
    void interrupt();
    bool jump(bool back);
    void afterJump(const QString& announcement);
    bool leaveReview();
    void trackClaimWindow();
    int claimWindowRemainingMs() const;
    void playHeldMove();
    void retire(std::unique_ptr<AgentWorker>& worker);
    void pruneRetired();
    std::string hintLevel() const;

    Match match_;
    QPointer<BoardView> board_;
    double pace_ = 1.0;

    std::unique_ptr<AgentWorker> thinker_;                     // the computer to move
    std::unique_ptr<AgentWorker> hinter_;                      // a hint for the human to move
    std::unique_ptr<TextWorker> explainer_;                    // the second Hint press
    std::optional<std::uint64_t> hintShownAt_;                 // version_ when a hint was shown
    std::vector<std::unique_ptr<AgentWorker>> claimThinkers_;  // per seat, a claim weighed
    std::vector<std::unique_ptr<AgentWorker>> retired_;        // stopped, joined when done
    std::uint64_t version_ = 0;  // every change of position: stale results are dropped
    std::uint64_t epoch_ = 0;    // every undo/redo: stale planned claims are dropped
    std::uint64_t window_ = 0;   // every change of the open claims
    bool instantClaims_ = false;
    QElapsedTimer clock_;  // the one clock real-time input is judged by, humans' and computers'

    std::unique_ptr<State> animatedBefore_, animatedAfter_;  // alive while the board animates
    // Claims made during an animation, humans' and computers', with the time each was made
    // (clock_): tried in that order when it ends.
    struct PendingClaim {
        qint64 atMs;
        PlayerId seat;
        Move move;
    };
    std::vector<PendingClaim> deferredClaims_;
    QTimer chanceTimer_;
    // The open claim window: the claims it offers each seat, and since when.
    std::vector<std::vector<Move>> windowClaims_;
    QElapsedTimer windowOpened_;
    int windowMinimumMs_ = 0;
    std::optional<std::pair<PlayerId, Move>> heldMove_;
    QTimer holdTimer_;
    bool animating_ = false;
    bool waitingForMove_ = false;
    bool waitingForRoll_ = false;
    bool paused_ = false;
    bool finishAnnounced_ = false;
    bool movePlayed_ = false;  // since the match was opened: a move, a claim or a chance draw
    std::optional<PlayerId> handOverSeat_;
    std::optional<std::size_t> reviewedPly_;
    // The human who last saw the board (hot-seat); -1 once a hand-over is up, or after a jump
    // between humans with private cards: nobody is assumed to be looking.
    PlayerId lastHumanShown_ = -1;
};

}  // namespace lt::shell
