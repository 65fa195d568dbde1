// A computer player: given what it may see, choose a move. Runs on a worker thread.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>

#include "framework/rng.h"
#include "framework/types.h"

namespace lt {

class View;

// A computer's own clock, in games played with one (chess time controls).
struct ClockReading {
    std::int64_t remainingMs = 0;
    std::int64_t incrementMs = 0;  // added after each of its moves
};

class Agent {
  public:
    virtual ~Agent() = default;
    virtual std::string name() const = 0;
    // The viewer is to act in `view`. Must return a legal move, promptly after `stop`
    // becomes true (best found so far). Never reads anything but the view.
    virtual Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) = 0;
    // Called before chooseMove() when the match has a clock: agents that manage their time
    // budget it from this; the default ignores it.
    virtual void setClock(const ClockReading& clock) { (void)clock; }
};

}  // namespace lt
