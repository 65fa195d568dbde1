#include "app/agent_worker.h"

#include <QMetaObject>

#include "app/error_text.h"

namespace lt::shell {

AgentWorker::AgentWorker(std::unique_ptr<Agent> agent, std::unique_ptr<View> view,
                         std::uint64_t seed, QObject* receiver, Done done) {
    thread_ = std::thread([this, agent = std::move(agent), view = std::move(view), seed, receiver,
                           done = std::move(done)]() mutable {
        std::optional<Move> move;
        QString error;
        try {
            Rng rng(seed);
            move = agent->chooseMove(*view, stop_, rng);
        } catch (...) {  // nothing may leave the thread: std::terminate would end the app
            error = currentErrorText();
        }
        // Posted to the receiver: if it is destroyed first, Qt discards the call.
        QMetaObject::invokeMethod(
            receiver, [done, move, error] { done(move, error); }, Qt::QueuedConnection);
        finished_ = true;
    });
}

AgentWorker::~AgentWorker() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
}

}  // namespace lt::shell
