#include "app/review_runner.h"

#include <QMetaObject>

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

void ReviewRunner::start(ReviewJob job, bool resume) {
    stopThread();
    if (!resume) analyses_.clear();
    analysed_ = analyses_.size();
    running_ = true;
    const std::uint64_t run = ++run_;
    thread_ = std::thread([this, run, job = std::move(job)] {
        review::GameReview result;
        try {
            result = job.run(
                stop_,
                [this, run](std::size_t done, std::size_t total) {
                    QMetaObject::invokeMethod(
                        this,
                        [this, run, done, total] {
                            if (run != run_) return;
                            analysed_ = done;
                            emit progressed(done, total);
                        },
                        Qt::QueuedConnection);
                },
                analyses_);
        } catch (...) {  // nothing may leave the thread: std::terminate would end the app
            result.complete = false;
        }
        QMetaObject::invokeMethod(
            this,
            [this, run, result = std::move(result)] {
                if (run != run_) return;
                running_ = false;
                emit finished(result);
            },
            Qt::QueuedConnection);
    });
}

void ReviewRunner::discard() {
    stopThread();
    ++run_;
    running_ = false;
    analyses_.clear();
    analysed_ = 0;
}

void ReviewRunner::cancel() {
    stop_ = true;  // the thread ends by itself and reports what it analysed
}

}  // namespace lt::shell
