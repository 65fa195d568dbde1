#include "app/text_worker.h"

#include <QMetaObject>

namespace lt::shell {

TextWorker::TextWorker(Task task, QObject* receiver, Done done) {
    thread_ = std::thread([this, task = std::move(task), receiver, done = std::move(done)] {
        QString text;
        try {
            text = task(stop_);
        } catch (...) {  // nothing may leave the thread: std::terminate would end the app
            text.clear();
        }
        QMetaObject::invokeMethod(
            receiver, [done, text] { done(text); }, Qt::QueuedConnection);
    });
}

TextWorker::~TextWorker() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
}

}  // namespace lt::shell
