// The suits each seat has shown it no longer holds, learnt from the plays of a deal: a
// player who does not follow the suit led has none of it; under a must-trump rule, one who
// neither follows nor trumps has no trump either. Public facts: every player saw the play,
// so views keep them and a sampled deal must respect them.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "games/cards_common/trick.h"

namespace lt::cards {

class VoidFacts {
  public:
    VoidFacts() = default;
    explicit VoidFacts(int seats) : voids_(static_cast<std::size_t>(seats)) {}

    // Learns from `play` made to `trick` (the trick as it was before the play).
    void record(const Trick& trick, const PlayedCard& play, const TrickRules& rules);
    void markVoid(PlayerId seat, Suit suit);
    bool isVoid(PlayerId seat, Suit suit) const;
    // Whether `seat` may still hold `card` as far as its plays tell.
    bool mayHold(PlayerId seat, Card card) const { return !isVoid(seat, card.suit()); }
    int seats() const { return static_cast<int>(voids_.size()); }
    // A new deal: nothing shown yet.
    void clear();

    // "0: ♥ ♠; 2: ♣" (seats without a shown void are left out; "none" if no seat has one).
    std::string toString() const;
    bool operator==(const VoidFacts&) const = default;

  private:
    std::vector<std::array<bool, 4>> voids_;
};

}  // namespace lt::cards
