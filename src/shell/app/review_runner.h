// Runs a game review (ReviewJob) on a thread of its own, so the window never waits for the
// engine: progress and the result come back as queued signals. Cancel keeps what was analysed,
// and the next run of the same game goes on from there. Destroying the runner stops the
// engine and joins its thread (the search checks the stop flag often: a few milliseconds).
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

    // Starts `job`, going on from the positions analysed by the runs before (resume) when
    // `resume` is true; a run in progress is stopped first.
    void start(ReviewJob job, bool resume);
    // Stops the run; finished() follows with the moves analysed so far.
    void cancel();
    // Stops the run and joins it, dropping its result and what it analysed (another match).
    void discard();
    bool running() const { return running_; }
    // Positions analysed so far (kept across a cancel).
    std::size_t analysed() const { return analysed_; }

  signals:
    void progressed(std::size_t done, std::size_t total);
    // The review of the positions analysed (complete unless cancelled).
    void finished(const lt::review::GameReview& review);

  private:
    void stopThread();

    std::atomic<bool> stop_{false};
    std::thread thread_;
    review::Analyses analyses_;  // touched by the thread only while it runs
    std::size_t analysed_ = 0;
    bool running_ = false;
    std::uint64_t run_ = 0;  // results of an earlier run are dropped
};

}  // namespace lt::shell
