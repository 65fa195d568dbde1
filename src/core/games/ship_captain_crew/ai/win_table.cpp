#include "games/ship_captain_crew/ai/win_table.h"

#include <stdexcept>

namespace lt::shipcaptaincrew::ai {

WinTable::WinTable(int turns, bool cargoReroll)
    : turns_(turns), maxLead_(kMaxMiles * ((turns + 1) / 2)), cargoReroll_(cargoReroll) {
    values_.assign(turns_ + 1, std::vector<double>(2 * maxLead_ + 1));
    for (int lead = -maxLead_; lead <= maxLead_; ++lead)
        values_[0][lead + maxLead_] = lead > 0 ? 1.0 : lead == 0 ? 0.5 : 0.0;
    for (int left = 1; left <= turns_; ++left)
        for (int lead = -maxLead_; lead <= maxLead_; ++lead)
            values_[left][lead + maxLead_] =
                TurnPolicy(utility(left, lead), cargoReroll_).startValue();
}

double WinTable::value(int turnsLeft, int lead) const {
    if (lead > maxLead_) return 1;
    if (lead < -maxLead_) return 0;
    return values_.at(turnsLeft).at(lead + maxLead_);
}

double WinTable::startOfTurn(int turnsLeft, int lead) const {
    if (turnsLeft < 1 || turnsLeft > turns_) throw std::out_of_range("no such turn");
    return value(turnsLeft, lead);
}

TurnUtility WinTable::utility(int turnsLeft, int lead) const {
    // After this turn the opponent moves, seeing the lead from the other side.
    TurnUtility u{};
    for (int m = 0; m <= kMaxMiles; ++m) u[m] = 1 - value(turnsLeft - 1, -(lead + m));
    return u;
}

}  // namespace lt::shipcaptaincrew::ai
