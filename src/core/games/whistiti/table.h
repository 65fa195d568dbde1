// Everything on the Whistiti table that every player sees: the public half of a state. The
// private half (the hands, the undealt cards) lives in State; a View holds this plus the
// viewer's hand.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "framework/types.h"
#include "games/cards_common/hand.h"
#include "games/cards_common/trick.h"
#include "games/cards_common/void_facts.h"

namespace lt::whistiti {

using cards::Card;
using cards::Hand;
using cards::Suit;
using cards::Trick;

inline constexpr int players = 4;
inline constexpr int handSize = 13;
inline constexpr int target = 20;  // W6: the first to 20 tricks wins

enum class Phase {
    ChooseDealer,  // chance: the first dealer (A3)
    Dealing,       // chance: one card at a time from the dealer's left
    Playing,
    Over,
};

// A deal as the score sheet shows it (the last one may have stopped early, A2).
struct DealResult {
    PlayerId dealer = 0;
    Card trumpCard;
    std::vector<int> tricks;  // by seat
    bool operator==(const DealResult&) const = default;
};

struct Table {
    // Option (A2): play the deal out once someone reaches 20; the highest total then wins.
    bool finishDeal = false;
    // Option (A5): partners sit opposite (seats 0 and 2 against 1 and 3) and pool their tricks.
    bool partners = false;
    Phase phase = Phase::ChooseDealer;
    int dealIndex = -1;
    PlayerId dealer = 0;
    int cardsDealt = 0;
    // Setup 2: the dealer's 13th card, shown to all; it stays in his hand until he plays it.
    std::optional<Card> trumpCard;
    bool trumpCardInHand = false;

    PlayerId turn = 0;
    Trick trick;
    std::vector<Trick> finishedTricks;  // this deal's, in order
    std::optional<Trick> lastTrick;     // the last trick taken, kept into the next deal
    std::vector<int> tricksTaken;       // this deal, by seat
    cards::VoidFacts voids;
    std::vector<int> handCounts;
    int stockCount = 0;

    std::vector<int> totals;  // W5: a point a trick, over the whole game, by seat
    std::vector<DealResult> results;

    std::optional<Suit> trump() const;
    // W3: follow suit, else trump if you can.
    cards::TrickRules trickRules() const { return {trump(), true}; }
    static PlayerId seatAfter(PlayerId from, int steps) { return (from + steps) % players; }
    // A5: the partner sits opposite; side 0 is seats 0 and 2, side 1 seats 1 and 3.
    static PlayerId partnerOf(PlayerId seat) { return (seat + 2) % players; }
    static int sideOf(PlayerId seat) { return seat % 2; }
    // Whether `a` and `b` play for the same score: the same seat, or partners in A5.
    bool sameSide(PlayerId a, PlayerId b) const {
        return a == b || (partners && sideOf(a) == sideOf(b));
    }
    // The points each seat counts towards 20: its own tricks, or its side's with partners.
    std::vector<int> standing() const;
    // Every card played this deal, finished tricks and the current one.
    std::vector<Card> playedCards() const;

    bool operator==(const Table&) const = default;
};

// Canonical text of the table: the part of State::toString() and View::toString() that
// everybody shares.
std::string describeTable(const Table& table);

}  // namespace lt::whistiti
