#include "games/flags_training/agent.h"

#include <stdexcept>
#include <vector>

#include "framework/view.h"
#include "games/flags_training/state.h"

namespace lt::flags_training {

Move TrainingAgent::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& rng) {
    // Training has no hidden information: the view is the whole state.
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const TrainingState*>(&full->state()) : nullptr;
    if (!state || !state->asked()) throw std::logic_error("no flag to answer");
    const Asked& asked = *state->asked();
    if (rng.chance(rightRate_)) return static_cast<Move>(asked.card);
    std::vector<Move> wrong;
    if (state->setup().typed) {
        // A typed slip: a neighbour's name, as people confuse countries of one region.
        for (int card : state->distractorPool(asked.card)) wrong.push_back(static_cast<Move>(card));
    } else {
        for (int option : asked.options)
            if (option != asked.card) wrong.push_back(static_cast<Move>(option));
    }
    return wrong[rng.below(wrong.size())];
}

}  // namespace lt::flags_training
