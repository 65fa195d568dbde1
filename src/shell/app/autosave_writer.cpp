#include "app/autosave_writer.h"

#include <QFile>
#include <QMetaObject>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>

#include "app/error_text.h"
#include "base/atomic_file.h"

namespace lt::shell {

// What the GUI thread and the writing thread share. The thread holds it too, so that a thread
// still writing when its owner is gone (the close wait ran out) touches nothing freed.
struct AutosaveWriter::Shared {
    struct Snapshot {
        std::uint64_t number = 0;
        std::optional<MatchRecord> record;  // none: remove the file
    };

    std::mutex mutex;
    std::condition_variable wake;  // a snapshot is waiting, or the writer stops
    std::condition_variable done;  // a snapshot was written
    std::optional<Snapshot> waiting;
    std::uint64_t handedIn = 0;  // the number of the latest snapshot handed in
    std::uint64_t finished = 0;  // ... and of the latest whose write ended
    QString outcome;             // that write's: "" or the reason
    std::uint64_t reported = 0;  // the number whose outcome `written` last carried
    bool stop = false;
    AutosaveWriter* owner = nullptr;  // null once the owner is being destroyed
    QString path;
    WriteStep step;

    void hand(std::optional<MatchRecord> record) {
        {
            const std::lock_guard lock(mutex);
            waiting = Snapshot{++handedIn, std::move(record)};
        }
        wake.notify_one();
    }

    // The thread: writes the latest snapshot waiting, one at a time, until told to stop.
    void run() {
        std::unique_lock lock(mutex);
        for (;;) {
            wake.wait(lock, [this] { return stop || waiting; });
            if (stop) return;
            Snapshot snapshot = std::move(*waiting);
            waiting.reset();
            const WriteStep write = step;
            lock.unlock();
            const QString problem = writeOrRemove(snapshot, write);
            lock.lock();
            finished = snapshot.number;
            outcome = problem;
            done.notify_all();
            // Posted to the owner's thread; Qt drops the call if the owner is destroyed first.
            if (owner)
                QMetaObject::invokeMethod(
                    owner, [target = owner] { target->report(); }, Qt::QueuedConnection);
        }
    }

    QString writeOrRemove(const Snapshot& snapshot, const WriteStep& write) const {
        try {
            if (snapshot.record)
                return write(path, QByteArray::fromStdString(writeMatchRecord(*snapshot.record)));
            QFile file(path);
            if (file.exists() && !file.remove()) return file.errorString();
            return {};
        } catch (...) {  // nothing may leave the thread: std::terminate would end the app
            return currentErrorText();
        }
    }
};

AutosaveWriter::AutosaveWriter(const QString& path, QObject* parent)
    : QObject(parent), path_(path), shared_(std::make_shared<Shared>()) {
    shared_->owner = this;
    shared_->path = path;
    shared_->step = [](const QString& file, const QByteArray& bytes) {
        return writeFileAtomically(file, bytes);
    };
    thread_ = std::thread([shared = shared_] { shared->run(); });
}

AutosaveWriter::~AutosaveWriter() {
    std::unique_lock lock(shared_->mutex);
    const std::uint64_t last = shared_->handedIn;
    const bool written =
        shared_->done.wait_for(lock, closeWait_, [&] { return shared_->finished >= last; });
    shared_->stop = true;
    shared_->owner = nullptr;
    lock.unlock();
    shared_->wake.notify_one();
    // Idle once all is written: it returns at once. Otherwise it is inside a write that may
    // take long still (a hung network disk): it ends on its own, with only the shared state.
    if (written)
        thread_.join();
    else
        thread_.detach();
}

void AutosaveWriter::save(MatchRecord record) {
    shared_->hand(std::move(record));
}

void AutosaveWriter::remove() {
    shared_->hand(std::nullopt);
}

bool AutosaveWriter::flush(std::chrono::milliseconds wait) {
    bool written = false;
    {
        std::unique_lock lock(shared_->mutex);
        const std::uint64_t last = shared_->handedIn;
        written = shared_->done.wait_for(lock, wait, [&] { return shared_->finished >= last; });
    }
    report();
    return written;
}

void AutosaveWriter::setWriteStep(WriteStep step) {
    const std::lock_guard lock(shared_->mutex);
    shared_->step = std::move(step);
}

void AutosaveWriter::report() {
    QString problem;
    {
        const std::lock_guard lock(shared_->mutex);
        if (shared_->finished <= shared_->reported) return;
        shared_->reported = shared_->finished;
        problem = shared_->outcome;
    }
    emit written(problem);
}

}  // namespace lt::shell
