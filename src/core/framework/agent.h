// A computer player: given what it may see, choose a move. Runs on a worker thread.
#pragma once

#include <atomic>
#include <string>

#include "rng.h"
#include "types.h"

namespace lt {

class View;

class Agent {
  public:
    virtual ~Agent() = default;
    virtual std::string name() const = 0;
    // The viewer is to act in `view`. Must return a legal move, promptly after `stop`
    // becomes true (best found so far). Never reads anything but the view.
    virtual Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) = 0;
};

}  // namespace lt
