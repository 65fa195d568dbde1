// Everything on the Barbu table that every player sees: the public half of a state. The
// private half (the hands, the undealt cards) lives in State; a View holds this plus the
// viewer's hand.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "framework/types.h"
#include "games/barbu/contracts.h"
#include "games/cards_common/hand.h"
#include "games/cards_common/void_facts.h"

namespace lt::barbu {

using cards::Hand;

enum class Phase {
    Dealing,   // chance: one card at a time from the dealer's left (setup 3)
    Choosing,  // the dealer names an open contract (B4)
    Playing,
    Over,
};

// A finished deal as the score sheet shows it.
struct DealResult {
    PlayerId dealer = 0;
    Contract contract = Contract::Tricks;
    std::vector<int> points;  // by seat
    bool operator==(const DealResult&) const = default;
};

struct Table {
    Phase phase = Phase::Dealing;
    int dealIndex = 0;  // 0..23
    PlayerId dealer = 0;
    int cardsDealt = 0;
    std::optional<Contract> contract;  // once the dealer has chosen
    // The contracts already played in this round, the current one included once chosen.
    std::array<bool, contractCount> played{};

    PlayerId turn = 0;
    cards::Trick trick;                        // the trick being played
    std::vector<cards::Trick> finishedTricks;  // this deal's, in order
    std::optional<cards::Trick> lastTrick;     // the last trick taken, kept into the next deal
    std::vector<int> tricksTaken;              // this deal, by seat
    cards::VoidFacts voids;
    std::vector<int> handCounts;
    int stockCount = 0;  // cards still to deal
    // The option of digest A3: a deal ends once its penalty cards are all taken.
    bool endWhenPenaltiesTaken = false;

    std::vector<int> totals;
    std::vector<DealResult> results;

    int round() const { return dealIndex / contractCount; }
    // The contracts the dealer may still choose this round, in the rulebook's order (B4).
    std::vector<Contract> openContracts() const;
    // This deal's penalties so far, by seat, for the tricks already taken.
    std::vector<int> penaltiesSoFar() const;
    // Every card played this deal, finished tricks and the current one.
    std::vector<Card> playedCards() const;
    // The seat `steps` places clockwise of `from`.
    static PlayerId seatAfter(PlayerId from, int steps) { return (from + steps) % players; }

    bool operator==(const Table&) const = default;
};

// Canonical text of the table: the part of State::toString() and View::toString() that
// everybody shares.
std::string describeTable(const Table& table);

}  // namespace lt::barbu
