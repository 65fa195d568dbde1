// The autosave, written on a thread of its own so that a slow disk (a school's network home,
// where each fdatasync can take tens of milliseconds) never stalls the GUI thread.
//
// One snapshot waits at most: a newer one replaces it before its write begins, and snapshots
// reach the disk in the order they were handed in, so the file never goes back to an older
// one. Each write is all or nothing (base/atomic_file.h): the file is always a whole snapshot,
// the last one whose write completed. The outcome of each write comes back on the owner's
// thread (`written`), never an older outcome after a newer one.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <chrono>
#include <functional>
#include <memory>
#include <thread>

#include "framework/match_record.h"

namespace lt::shell {

class AutosaveWriter : public QObject {
    Q_OBJECT
  public:
    // Writes `bytes` to `path` all or nothing; returns "" or the reason. The default is
    // writeFileAtomically; tests and the bench put a slow or failing one in its place.
    using WriteStep = std::function<QString(const QString& path, const QByteArray& bytes)>;

    // How long closing waits for the snapshots not yet written.
    static constexpr std::chrono::milliseconds kCloseWait{5000};

    explicit AutosaveWriter(const QString& path, QObject* parent = nullptr);
    // Waits for the last snapshot to be written, at most closeWait(); if the disk is still
    // busy then, the write in flight finishes on its own and nothing newer is begun.
    ~AutosaveWriter() override;
    AutosaveWriter(const AutosaveWriter&) = delete;
    AutosaveWriter& operator=(const AutosaveWriter&) = delete;

    const QString& path() const { return path_; }

    // Hands in the match as it now stands; returns at once.
    void save(MatchRecord record);
    // The match is over and leaves nothing to resume: the file is removed, after any write
    // in flight.
    void remove();
    // Waits until everything handed in so far is written (or failed), at most `wait`, and
    // reports the latest outcome (`written`) before returning. False if the wait ran out.
    bool flush(std::chrono::milliseconds wait = kCloseWait);

    void setWriteStep(WriteStep step);
    void setCloseWait(std::chrono::milliseconds wait) { closeWait_ = wait; }

  signals:
    // A write or removal ended: "" or the reason (in the system's words).
    void written(const QString& problem);

  private:
    struct Shared;
    // Emits `written` for the latest outcome not yet reported.
    void report();

    QString path_;
    std::chrono::milliseconds closeWait_ = kCloseWait;
    std::shared_ptr<Shared> shared_;
    std::thread thread_;
};

}  // namespace lt::shell
