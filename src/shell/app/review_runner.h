// Runs a game review (ReviewJob) on a thread of its own, so the window never waits for the
// engine: progress and the result come back as queued signals. Cancel keeps what was analysed,
// and the next run of the same game goes on from there, never searching a position again.
// Destroying the runner stops the engine and joins its thread (the search checks the stop flag
// often: a few milliseconds).
#pragma once

#include <QObject>
#include <atomic>
#include <thread>

#include "base/game_review_ui.h"

namespace lt::shell {

class ReviewRunner : public QObject {
    Q_OBJECT
  public:
    explicit ReviewRunner(QObject* parent = nullptr);
    ~ReviewRunner() override;

    // Starts `job` from position `from` (review::reviewGame), going on from the positions
    // analysed before (the runs before, or restore()) when `resume` is true; a run in progress
    // is stopped first.
    void start(ReviewJob job, bool resume, std::size_t from);
    // Stops the run; finished() follows with the moves analysed so far.
    void cancel();
    // Stops the run and joins it, dropping its result and what it analysed (another match).
    void discard();
    // Takes `analyses` as what runs before analysed (a review kept in the autosave); only while
    // no run is in progress.
    void restore(review::Analyses analyses);
    bool running() const { return running_; }
    // Positions analysed so far (kept across a cancel).
    std::size_t analysed() const { return analysed_; }
    // What the runs analysed, by position, as of the last progress (kept across a cancel).
    const review::Analyses& analyses() const { return kept_; }

  signals:
    void progressed(std::size_t done, std::size_t total);
    // The review of the positions analysed (complete unless cancelled).
    void finished(const lt::review::GameReview& review);

  private:
    void stopThread();

    std::atomic<bool> stop_{false};
    std::thread thread_;
    review::Analyses analyses_;  // the thread's while it runs
    review::Analyses kept_;      // the window's copy
    std::size_t analysed_ = 0;
    bool running_ = false;
    std::uint64_t run_ = 0;  // results of an earlier run are dropped
};

}  // namespace lt::shell
