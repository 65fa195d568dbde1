#include "games/chess/engine/engine_pool.h"

#include <algorithm>

namespace lt::chess::engine {

namespace {

// Idle engines kept, the least recently used dropped first: enough for the levels of one
// match (two computer seats and the hints), without keeping 16 MiB for every level ever used.
constexpr std::size_t kMaxIdle = 3;

}  // namespace

EnginePool::Lease EnginePool::borrow(std::string_view level) {
    std::unique_ptr<Engine> engine;
    {
        const std::lock_guard lock(mutex_);
        const auto idle = std::find_if(idle_.begin(), idle_.end(),
                                       [&](const auto& entry) { return entry.first == level; });
        if (idle != idle_.end()) {
            engine = std::move(idle->second);
            idle_.erase(idle);
        }
    }
    if (!engine) engine = std::make_unique<Engine>();  // 16 MiB: allocated outside the lock
    return Lease(*this, std::string(level), std::move(engine));
}

void EnginePool::giveBack(std::string level, std::unique_ptr<Engine> engine) {
    const std::lock_guard lock(mutex_);
    idle_.emplace_back(std::move(level), std::move(engine));
    if (idle_.size() > kMaxIdle) idle_.erase(idle_.begin());
}

}  // namespace lt::chess::engine
