#include "games/ship_captain_crew/ai/agent.h"

#include <algorithm>
#include <stdexcept>

#include "framework/view.h"

namespace lt::shipcaptaincrew::ai {

const WinTable& PolicyTables::winTable(const SccRules& rules) {
    std::lock_guard lock(mutex_);
    auto& table = tables_[rules.cargoReroll];
    if (!table) table = std::make_unique<WinTable>(2 * kRounds, rules.cargoReroll);
    return *table;
}

SccMove timidMove(int low, int high) {
    if (low + high >= 5) return SccMove::stop();
    DiceCounts lower{};
    ++lower[std::min(low, high) - 1];
    return SccMove::reroll(lower);
}

SccMove thresholdMove(int low, int high) {
    if (low + high >= 7) return SccMove::stop();
    DiceCounts both{};
    ++both[low - 1];
    ++both[high - 1];
    return SccMove::reroll(both);
}

SccAgent::SccAgent(Level level, std::shared_ptr<PolicyTables> tables)
    : level_(level), tables_(std::move(tables)) {}

std::string SccAgent::name() const {
    switch (level_) {
        case Level::Easy:
            return "scc-sail-from-5";
        case Level::Medium:
            return "scc-sail-from-7";
        case Level::Hard:
            return "scc-win-probability";
    }
    return "scc";
}

Move SccAgent::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& /*rng*/) {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const SccState*>(&full->state()) : nullptr;
    if (!state) throw std::invalid_argument("a Ship, Captain and Crew agent needs its own view");
    return encode(decide(*state));
}

TurnUtility SccAgent::lastRoundUtility(const SccState& state) {
    const PlayerId me = state.seatToPlay();
    static const MilesDistribution turn = TurnPolicy(milesUtility(), true).distribution();
    static const MilesDistribution plainTurn = TurnPolicy(milesUtility(), false).distribution();
    const MilesDistribution& other = state.rules().cargoReroll ? turn : plainTurn;
    TurnUtility u{};
    for (int m = 0; m <= kMaxMiles; ++m) {
        const int mine = state.miles(me) + m;
        double below = 1, notAbove = 1;  // every opponent ends below / not above `mine`
        for (PlayerId seat = 0; seat < state.numPlayers(); ++seat) {
            if (seat == me) continue;
            const int now = state.miles(seat);
            if (seat < me) {  // has played the last round already
                below *= now < mine ? 1 : 0;
                notAbove *= now <= mine ? 1 : 0;
                continue;
            }
            double pBelow = 0, pNotAbove = 0;
            for (int x = 0; x <= kMaxMiles; ++x) {
                if (now + x < mine) pBelow += other[x];
                if (now + x <= mine) pNotAbove += other[x];
            }
            below *= pBelow;
            notAbove *= pNotAbove;
        }
        u[m] = below + 0.5 * (notAbove - below);
    }
    return u;
}

SccMove SccAgent::decide(const SccState& state) {
    if (state.currentActor() != state.seatToPlay())
        throw std::invalid_argument("a Ship, Captain and Crew agent is asked to move out of turn");
    const auto& cargo = state.cargo();
    if (level_ == Level::Easy) return timidMove(cargo[0], cargo[1]);
    if (level_ == Level::Medium) return thresholdMove(cargo[0], cargo[1]);
    const bool reroll = state.rules().cargoReroll;
    if (state.numPlayers() == 2) {
        const WinTable& table = tables_->winTable(state.rules());
        const PlayerId me = state.seatToPlay();
        const int turnsLeft = 2 * (kRounds - state.round()) - me;
        const int lead = state.miles(me) - state.miles(1 - me);
        return TurnPolicy(table.utility(turnsLeft, lead), reroll)
            .bestMove(cargo[0], cargo[1], state.throwsLeft());
    }
    if (state.round() == kRounds - 1)
        return TurnPolicy(lastRoundUtility(state), reroll)
            .bestMove(cargo[0], cargo[1], state.throwsLeft());
    static const TurnPolicy byMiles(milesUtility(), true);
    return byMiles.bestMove(cargo[0], cargo[1], state.throwsLeft());
}

}  // namespace lt::shipcaptaincrew::ai
