// One trick of a trick-taking game and the rules every such game shares: which cards a hand
// may play to it (follow the suit led; some games also oblige a void player to trump), and
// who wins it (the highest trump, else the highest card of the suit led, aces high).
// Shared by Oh Hell, Barbu and Whist.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "framework/types.h"
#include "games/cards_common/hand.h"

namespace lt::cards {

struct PlayedCard {
    PlayerId seat = 0;
    Card card;
    bool operator==(const PlayedCard&) const = default;
};

struct Trick {
    PlayerId leader = 0;
    std::vector<PlayedCard> plays;  // in the order played; the first is the lead

    bool empty() const { return plays.empty(); }
    int size() const { return static_cast<int>(plays.size()); }
    // The suit of the first card; nullopt before the lead.
    std::optional<Suit> ledSuit() const;
    bool operator==(const Trick&) const = default;
};

// What a deal's rules say about playing to a trick.
struct TrickRules {
    std::optional<Suit> trump;       // nullopt: no trumps in this deal
    bool mustTrumpWhenVoid = false;  // Oh Hell: a player who cannot follow must trump if he can
};

// Why a card may not be played to the trick; Allowed when it may.
enum class PlayRefusal { Allowed, NotInHand, MustFollowSuit, MustTrump };

PlayRefusal checkPlay(const Hand& hand, const Trick& trick, const TrickRules& rules, Card card);
// The distinct cards of `hand` that may be played to `trick`, in hand order.
std::vector<Card> playableCards(const Hand& hand, const Trick& trick, const TrickRules& rules);

// Rank order with the ace high: 2 → 2 ... K → 13, A → 14.
int aceHighStrength(Rank rank);
// Whether `challenger` beats `best`, the card now winning a trick led in `led`.
bool beats(Card challenger, Card best, Suit led, std::optional<Suit> trump);
// The play now winning a non-empty trick.
PlayedCard currentWinner(const Trick& trick, std::optional<Suit> trump);

// "led by 2: 10♥(2) K♥(3) 3♠(0)".
std::string toString(const Trick& trick);

// Every card of a deal's `finished` tricks, then of the `current` one, in the order played.
std::vector<Card> cardsPlayed(const std::vector<Trick>& finished, const Trick& current);
// The lines of a table's canonical text for its tricks: "trick …" for each finished one,
// "current …", and "last trick …" when there is one.
std::string describeTricks(const std::vector<Trick>& finished, const Trick& current,
                           const std::optional<Trick>& last);

}  // namespace lt::cards
