// Everything on a Kem's table, as plain data shared by the state (which knows it all) and a
// player's view (where the cards he cannot see are -1 and the stock is only a count). Cards
// are codes 0..51 (cards_common/card.h); ranks matter, suits do not (K1).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "framework/types.h"

namespace lt::kems {

inline constexpr int kSeats = 4;
inline constexpr int kHandSize = 4;
inline constexpr int kMarketSize = 4;
// The market is refreshed 6 s after the latest exchange (§5.4, A9).
inline constexpr int kIdleMs = 6000;
inline constexpr int kUnknown = -1;

// A1: partners sit opposite each other, seats 0/2 against 1/3.
inline int teamOf(PlayerId seat) {
    return seat % 2;
}
inline PlayerId partnerOf(PlayerId seat) {
    return (seat + 2) % 4;
}
inline int rankOf(int card) {
    return card % 13;
}
bool isFourOfAKind(const std::vector<int>& hand);

enum class Phase { Dealer, Signal, Deal, Market, Exchange, Over };

// What everyone saw happen, with its time on the game's clock (ms, counted over markets and
// deals), which is what the computers learn the opponents' signals from (§5.6).
struct Event {
    enum class Kind { Gesture, Swap, Done, Kems, DoubleKems, Counter };
    Kind kind = Kind::Gesture;
    PlayerId seat = -1;
    int timeMs = 0;
    int deal = 0;
    int gesture = -1;           // Gesture, Counter: the gesture made or named
    int taken = -1;             // Swap: the market card taken ...
    int given = -1;             // ... and the hand card put in its place
    int points = 0;             // calls: what the caller's team scored (negative for a false call)
    bool valid = false;         // calls: right (Kem's held, the signal named)
    std::vector<int> revealed;  // false Kem's: the hands shown (A4), partner first
};

struct Table {
    Phase phase = Phase::Dealer;
    int target = 5;
    // A14 (proposal): the game also ends when its clock passes this, at a refresh or the end
    // of a deal (the rulebook says a game lasts 15 min; nothing ends a deal without calls).
    int limitMs = 20 * 60000;
    PlayerId dealer = -1;
    int deal = 0;     // deals started, 1-based once the first one starts
    int markets = 0;  // markets laid in this deal
    std::array<bool, 2> needsSignal{true, true};
    std::array<int, 2> signal{kUnknown, kUnknown};
    // The signal a correct Counter-Kem's named (the team's next one must differ: A6).
    std::array<int, 2> retiredSignal{kUnknown, kUnknown};
    std::array<std::vector<int>, kSeats> hands;
    std::vector<int> market;
    std::vector<int> stock;  // a set, in code order; a view holds stockCount only
    int stockCount = 0;
    std::vector<int> discard;
    int dealt = 0;  // cards dealt in this deal
    std::array<int, 2> scores{0, 0};
    std::array<bool, kSeats> done{false, false, false, false};
    // Hand slots everyone knows: a market card taken goes to a known slot; a false Kem's
    // shows the hands (A4). kUnknown elsewhere.
    std::array<std::array<int, kHandSize>, kSeats> known{};
    int clockMs = 0;         // the game's clock when this market was laid
    int dealStartMs = 0;     // ... when this deal's first market was laid
    int latestStampMs = 0;   // the latest claim's stamp on this market
    int lastExchangeMs = 0;  // the latest swap's stamp on this market (0: none yet)
    // Each player's latest claim on this market (-1: none): his next one comes later.
    std::array<int, kSeats> ownStampMs{-1, -1, -1, -1};
    std::vector<Event> events;

    int now() const { return clockMs + latestStampMs; }
    // The last stamp a claim may carry on this market: the refresh comes then (A9).
    int deadlineMs() const { return lastExchangeMs + kIdleMs; }
    bool allDone() const;
    // The dealing order starts on the dealer's left.
    PlayerId dealtTo(int index) const { return (dealer + 1 + index) % kSeats; }
};

// The canonical text of a table (State::toString, View::toString): a view's table writes
// its unknown cards as "?" and its stock as a count, so a state re-sampled from a view gives
// the same text.
std::string describe(const Table& table, bool withStock);

// A card as written in move texts ("Q♥"), "?" for a card the viewer cannot see.
std::string cardText(int card);

}  // namespace lt::kems
