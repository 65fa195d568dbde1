// Everything on the table that every player sees: the public half of a Crazy Eights state.
// The private half (hands, the stock's contents) lives in State; a View holds this plus the
// viewer's own cards.
#pragma once

#include <deque>
#include <string>
#include <vector>

#include "framework/types.h"
#include "games/cards_common/hand.h"
#include "games/crazy_eights/rules.h"

namespace lt::crazy_eights {

using cards::Card;
using cards::Hand;
using cards::Suit;

enum class Phase {
    ChooseDealer,  // chance: the first dealer (A12)
    Dealing,       // chance: one card at a time from the dealer's left
    StartCard,     // chance: the first card of the discard pile (A5)
    Playing,
    Over,
};

// A card about to change hands by chance: from the stock (drawing, a 2's penalty) or a
// random card from a giver's hand (the "card!" penalty, A10).
struct Transfer {
    static constexpr PlayerId fromStock = -1;
    PlayerId from = fromStock;
    PlayerId to = 0;
    bool operator==(const Transfer&) const = default;
};

// The result of a finished deal, shown to everyone.
struct DealResult {
    PlayerId wentOut = -1;    // -1 if the deal was blocked (nobody could go out)
    std::vector<Hand> hands;  // what each player was left with
    std::vector<int> points;  // what each scored in this deal
    bool operator==(const DealResult&) const = default;
};

struct Table {
    int numPlayers = 2;
    int numDeals = 5;
    bool cardCall = true;  // option: the "card!" call and catch (E5)

    Phase phase = Phase::ChooseDealer;
    int dealNumber = 0;  // 1-based once dealing starts
    PlayerId dealer = 0;
    int cardsDealt = 0;

    PlayerId turn = 0;
    int direction = 1;          // +1 clockwise, -1 after an odd number of Aces
    std::vector<Card> discard;  // bottom first; back() is the current card
    Suit currentSuit = Suit::Clubs;
    bool eightNamed = false;  // the suit in force was named by an eight
    int stockCount = deckSize;
    std::vector<int> handCounts;
    bool drewThisTurn = false;  // E4: a draw was made, now play or pass
    bool playingAgain = false;  // after a 7 (E3)
    std::deque<Transfer> transfers;

    // The "card!" window (E5): open for `exposed` from dropping to one card until another
    // player completes a play, or until he calls.
    PlayerId exposed = -1;
    int exposedMoves = 0;  // moves made since the window opened (computers decide at 0)

    std::vector<int> totals;
    std::vector<DealResult> results;

    bool operator==(const Table&) const = default;
};

// Canonical text of the table: the part of State::toString() and View::toString() that
// everybody shares.
std::string describeTable(const Table& table);

}  // namespace lt::crazy_eights
