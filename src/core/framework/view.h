// A player's view of a state: exactly what that player may know. Agents receive views,
// never states, so a computer player cannot peek at hidden cards.
#pragma once

#include <memory>
#include <string>

#include "framework/rng.h"
#include "framework/types.h"

namespace lt {

class State;

class View {
  public:
    virtual ~View() = default;

    virtual PlayerId viewer() const = 0;
    // Canonical text of everything the viewer knows. Two states that differ only in what the
    // viewer cannot see must give identical text (the conformance test checks this).
    virtual std::string toString() const = 0;
    // A complete state consistent with everything the viewer knows, the unseen parts (other
    // hands, the stock order) drawn at random: the determinization used by search agents.
    virtual std::unique_ptr<State> sampleState(Rng& rng) const = 0;
};

// The view of a perfect-information game: the whole state.
class FullView final : public View {
  public:
    FullView(PlayerId viewer, std::unique_ptr<State> state);
    PlayerId viewer() const override { return viewer_; }
    std::string toString() const override;
    std::unique_ptr<State> sampleState(Rng& rng) const override;
    const State& state() const { return *state_; }

  private:
    PlayerId viewer_;
    std::unique_ptr<State> state_;
};

}  // namespace lt
