#include "app/dealt_cards.h"

#include <algorithm>

#include "framework/view.h"

namespace lt::shell {

bool DealtCards::isDealtCard(const Match& match, std::size_t index) {
    const Match::Turn& turn = match.turnBefore(index);
    return turn.actor == actor::chance && !turn.roller && match.isSecretMove(index);
}

std::optional<PlayerId> DealtCards::holder(const State& before, Move outcome, const State& after) {
    const auto outcomes = before.chanceOutcomes();
    const auto other = std::find_if(outcomes.begin(), outcomes.end(),
                                    [&](const ChanceOutcome& o) { return o.move != outcome; });
    if (other == outcomes.end()) return std::nullopt;
    auto otherwise = before.clone();
    otherwise->apply(other->move);
    std::optional<PlayerId> seen;
    for (PlayerId seat = 0; seat < after.numPlayers(); ++seat) {
        if (after.viewFor(seat)->toString() == otherwise->viewFor(seat)->toString()) continue;
        if (seen) return std::nullopt;
        seen = seat;
    }
    return seen;
}

void DealtCards::add(std::optional<PlayerId> holder) {
    ++total_;
    if (holder && *holder >= 0 && *holder < static_cast<PlayerId>(perSeat_.size()))
        ++perSeat_[static_cast<std::size_t>(*holder)];
    else
        ++unknown_;
}

QString DealtCards::text(const std::function<QString(PlayerId)>& name) const {
    const int seats = static_cast<int>(perSeat_.size());
    // As many cards to every seat; at most the last card of the pack untold.
    if (seats > 0 && total_ % seats == 0 && unknown_ <= 1) {
        const int each = total_ / seats;
        if (each > 0 && std::all_of(perSeat_.begin(), perSeat_.end(),
                                    [each](int cards) { return cards <= each; }))
            return tr("Deal: %n card(s) each", nullptr, each);
    }
    const auto all = std::find(perSeat_.begin(), perSeat_.end(), total_);
    if (unknown_ == 0 && all != perSeat_.end())
        return tr("%1 gets %n card(s)", nullptr, total_)
            .arg(name(static_cast<PlayerId>(all - perSeat_.begin())));
    return tr("%n card(s) dealt", nullptr, total_);
}

}  // namespace lt::shell
