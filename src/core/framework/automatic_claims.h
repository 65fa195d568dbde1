// A game in which a human's seat makes some claims by itself, as Game::planClaim() plans a
// computer's (Kem's avatars' idle gestures). The match records such a claim as that seat's, so
// a replay makes it again; the window and self-play ask after every change of the position.
#pragma once

#include <optional>

#include "framework/game.h"
#include "framework/view.h"

namespace lt {

class AutomaticClaims {
  public:
    virtual ~AutomaticClaims() = default;
    // The claim the seat viewing `view` makes next by itself, and after how long, if any.
    virtual std::optional<PlannedClaim> planAutomaticClaim(const View& view) const = 0;
};

// `game`'s automatic claim for a human's seat, if it makes any.
inline std::optional<PlannedClaim> planAutomaticClaim(const Game& game, const View& view) {
    const auto* claims = dynamic_cast<const AutomaticClaims*>(&game);
    return claims ? claims->planAutomaticClaim(view) : std::nullopt;
}

}  // namespace lt
