#include "app/review_runner.h"

#include <QMetaObject>
#include <algorithm>

namespace lt::shell {

ReviewRunner::ReviewRunner(QObject* parent) : QObject(parent) {}

ReviewRunner::~ReviewRunner() {
    stopThread();
}

void ReviewRunner::stopThread() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
    stop_ = false;
}

void ReviewRunner::start(ReviewJob job, bool resume, std::size_t from) {
    stopThread();
    if (!resume) restore({});
    analyses_ = kept_;
    running_ = true;
    const std::uint64_t run = ++run_;
    thread_ = std::thread([this, run, from, job = std::move(job)] {
        review::GameReview result;
        try {
            result = job.run(
                stop_,
                [this, run](std::size_t done, std::size_t total) {
                    // A copy for the window, taken here where the thread owns analyses_.
                    QMetaObject::invokeMethod(
                        this,
                        [this, run, done, total, analyses = analyses_] {
                            if (run != run_) return;
                            analysed_ = done;
                            kept_ = analyses;
                            emit progressed(done, total);
                        },
                        Qt::QueuedConnection);
                },
                analyses_, from);
        } catch (...) {  // nothing may leave the thread: std::terminate would end the app
            result.complete = false;
        }
        QMetaObject::invokeMethod(
            this,
            [this, run, result = std::move(result), analyses = analyses_] {
                if (run != run_) return;
                running_ = false;
                kept_ = analyses;
                emit finished(result);
            },
            Qt::QueuedConnection);
    });
}

void ReviewRunner::discard() {
    stopThread();
    ++run_;
    running_ = false;
    restore({});
}

void ReviewRunner::restore(review::Analyses analyses) {
    kept_ = std::move(analyses);
    analysed_ = static_cast<std::size_t>(std::count_if(
        kept_.begin(), kept_.end(), [](const auto& found) { return found.has_value(); }));
}

void ReviewRunner::cancel() {
    stop_ = true;  // the thread ends by itself and reports what it analysed
}

}  // namespace lt::shell
