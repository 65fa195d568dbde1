#include "games/flags_ordine/agent.h"

#include <cmath>
#include <stdexcept>

#include "framework/view.h"
#include "games/flags_ordine/state.h"

namespace lt::flags_ordine {
namespace {

// A standard normal draw (Box-Muller) from the match's portable generator.
double normal(Rng& rng) {
    const double u = 1.0 - rng.uniform();  // (0, 1]
    const double v = rng.uniform();
    return std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * 3.14159265358979323846 * v);
}

}  // namespace

Move OrdineAgent::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& rng) {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const OrdineState*>(&full->state()) : nullptr;
    if (!state || state->phase() != Phase::Placing || !state->drawn())
        throw std::logic_error("metti in ordine: no card to place");
    const double guess =
        static_cast<double>(state->value(*state->drawn())) * std::exp(sigma_ * normal(rng));
    int gap = 0;
    for (int card : state->row())
        if (static_cast<double>(state->value(card)) < guess) ++gap;
    return placeMove(gap);
}

}  // namespace lt::flags_ordine
