// One computer decision on its own thread. The GUI thread never waits for it: the result comes
// back as a queued call on `receiver`, and is dropped if the receiver is gone by then.
#pragma once

#include <QObject>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "framework/agent.h"
#include "framework/view.h"

namespace lt::shell {

class AgentWorker {
  public:
    // Called on the receiver's thread with the move, or with the error text if the agent threw.
    using Done = std::function<void(std::optional<Move> move, QString error)>;

    AgentWorker(std::unique_ptr<Agent> agent, std::unique_ptr<View> view, std::uint64_t seed,
                QObject* receiver, Done done);
    // Asks the agent to stop and joins it: agents return promptly once `stop` is set.
    ~AgentWorker();
    AgentWorker(const AgentWorker&) = delete;
    AgentWorker& operator=(const AgentWorker&) = delete;

    // Asks for the best move found so far; the result is still delivered unless the owner
    // ignores it.
    void requestStop() { stop_ = true; }
    bool finished() const { return finished_; }

  private:
    std::atomic<bool> stop_{false};
    std::atomic<bool> finished_{false};
    std::thread thread_;
};

}  // namespace lt::shell
