// Everything on the Oh Hell table that every player sees: the public half of a state. The
// private half (hands, the stock) lives in State; a View holds this plus the viewer's hand.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "framework/types.h"
#include "games/cards_common/hand.h"
#include "games/cards_common/trick.h"
#include "games/cards_common/void_facts.h"

namespace lt::oh_hell {

using cards::Card;
using cards::Hand;
using cards::Suit;
using cards::Trick;

enum class Phase {
    ChooseDealer,  // chance: the first dealer (A3)
    Dealing,       // chance: one card at a time from the dealer's left
    TurnTrump,     // chance: the top card of the stock turned face up (setup 4)
    Bidding,
    Playing,
    Over,
};

// A finished deal as the score sheet shows it.
struct DealResult {
    int handSize = 0;
    PlayerId dealer = 0;
    std::optional<Card> trumpCard;
    std::vector<int> bids;
    std::vector<int> tricks;
    std::vector<int> points;
    bool operator==(const DealResult&) const = default;
};

struct Table {
    int numPlayers = 4;
    bool shortGame = false;      // option: only the ascending half (A9)
    std::vector<int> handSizes;  // of every deal, in order

    Phase phase = Phase::ChooseDealer;
    int dealIndex = -1;  // 0-based index into handSizes once dealing starts
    PlayerId dealer = 0;
    int cardsDealt = 0;
    std::optional<Card> trumpCard;  // the card that shows the trump suit
    // A2: in the deal that uses the whole deck the trump card is the dealer's last card and
    // stays in his hand, seen by all until he plays it.
    bool trumpCardInHand = false;

    PlayerId turn = 0;
    std::vector<int> bids;  // -1 until made
    std::vector<int> tricksTaken;
    Trick trick;                        // the trick being played
    std::vector<Trick> finishedTricks;  // this deal's, in order
    std::optional<Trick> lastTrick;     // the last trick taken, kept into the next deal
    cards::VoidFacts voids;
    std::vector<int> handCounts;
    int stockCount = 0;

    std::vector<int> totals;
    std::vector<DealResult> results;

    int handSize() const { return dealIndex < 0 ? 0 : handSizes.at(dealIndex); }
    int dealsCount() const { return static_cast<int>(handSizes.size()); }
    std::optional<Suit> trump() const;
    cards::TrickRules trickRules() const { return {trump(), true}; }
    // The bid the current bidder may not make (O3), -1 if none; only the dealer has one.
    int forbiddenBidNow() const;
    // The seat `steps` places clockwise of `from`.
    PlayerId seatAfter(PlayerId from, int steps) const;
    // Every card played this deal, finished tricks and the current one.
    std::vector<Card> playedCards() const;

    bool operator==(const Table&) const = default;
};

// Canonical text of the table: the part of State::toString() and View::toString() that
// everybody shares.
std::string describeTable(const Table& table);

}  // namespace lt::oh_hell
