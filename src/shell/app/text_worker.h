// A task that makes a text on its own thread (the second Hint press: an engine's line and its
// evaluation in words). The GUI thread never waits for it: the text comes back as a queued
// call on `receiver`, dropped if the receiver is gone by then.
#pragma once

#include <QObject>
#include <QString>
#include <atomic>
#include <functional>
#include <thread>

namespace lt::shell {

class TextWorker {
  public:
    using Task = std::function<QString(const std::atomic<bool>& stop)>;
    // Called on the receiver's thread with the task's text ("" if it threw or was stopped).
    using Done = std::function<void(const QString& text)>;

    TextWorker(Task task, QObject* receiver, Done done);
    // Stops the task and joins it: tasks return promptly once `stop` is set.
    ~TextWorker();
    TextWorker(const TextWorker&) = delete;
    TextWorker& operator=(const TextWorker&) = delete;

  private:
    std::atomic<bool> stop_{false};
    std::thread thread_;
};

}  // namespace lt::shell
