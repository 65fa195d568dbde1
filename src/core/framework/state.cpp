#include "framework/state.h"

#include <algorithm>

#include "framework/errors.h"
#include "framework/game.h"
#include "framework/view.h"

namespace lt {

bool State::isPublicChance(Move) const {
    return !hasPrivateInformation();
}

bool State::hasPrivateInformation() const {
    return game().info().hiddenInformation;
}

bool State::isLegalClaim(PlayerId player, Move move) const {
    const auto claims = claimMoves(player);
    return std::find(claims.begin(), claims.end(), move) != claims.end();
}

void State::applyClaim(PlayerId player, Move move) {
    (void)player;
    throw IllegalMove("no claim is possible in this game: " + moveToString(move));
}

std::optional<Move> State::parseMove(std::string_view text,
                                     std::optional<PlayerId> claimant) const {
    if (claimant) {
        for (Move m : claimMoves(*claimant))
            if (moveToString(m) == text) return m;
        return std::nullopt;
    }
    if (isChanceNode()) {
        for (const auto& outcome : chanceOutcomes())
            if (moveToString(outcome.move) == text) return outcome.move;
        return std::nullopt;
    }
    for (Move m : legalMoves())
        if (moveToString(m) == text) return m;
    return std::nullopt;
}

std::vector<double> State::returns() const {
    const std::vector<int> places = ranking();
    const int n = static_cast<int>(places.size());
    std::vector<double> utilities(places.size(), 0.0);
    if (n < 2) return utilities;
    // Each seat scores +1 per seat it beats, -1 per seat that beats it, scaled to [-1, 1].
    for (int i = 0; i < n; ++i) {
        int balance = 0;
        for (int j = 0; j < n; ++j) {
            if (places[i] < places[j]) ++balance;
            if (places[i] > places[j]) --balance;
        }
        utilities[i] = static_cast<double>(balance) / (n - 1);
    }
    return utilities;
}

std::unique_ptr<View> State::viewFor(PlayerId player) const {
    return std::make_unique<FullView>(player, clone());
}

FullView::FullView(PlayerId viewer, std::unique_ptr<State> state)
    : viewer_(viewer), state_(std::move(state)) {}

std::string FullView::toString() const {
    return state_->toString();
}

std::unique_ptr<State> FullView::sampleState(Rng& /*rng*/) const {
    return state_->clone();
}

}  // namespace lt
