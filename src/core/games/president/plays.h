// The cards of Il pezzente as the rules see them: the rank order (P1), a play of one to four
// cards of one rank (P2), whether it may follow the last play (P4, A5) and why not, and the
// best and worst cards a player must give in the exchange (P8, A6).
#pragma once

#include <optional>
#include <vector>

#include "games/cards_common/hand.h"

namespace lt::president {

using cards::Card;
using cards::Hand;
using cards::Rank;
using cards::Suit;

inline constexpr int players = 4;
inline constexpr int jokerValue = 13;

// P1: 3 is 0, 4 is 1 ... K is 10, A is 11, 2 is 12, a joker 13.
int valueOf(Card card);
// "3" ... "A", "2", "Joker": the rank a value stands for, in the cards' notation.
const char* valueText(int value);

// Why a selection of cards may not be played now.
enum class Refusal {
    Empty,       // no card selected
    MixedRanks,  // P2: one rank only
    WrongCount,  // P4: as many cards as the last play
    NotHigher,   // P4, A5: strictly higher than the last play
    TooMany,     // P2: at most four cards (two jokers)
};

struct RefusalReason {
    Refusal refusal;
    int count = 0;  // WrongCount: the cards needed
    int value = 0;  // NotHigher: the value to beat
};

// The value of a play, or nullopt if its cards are not all of one rank.
std::optional<int> playValue(const std::vector<Card>& cards);
// Nullopt if `cards` may go on `last` (nullopt: the player leads).
std::optional<RefusalReason> refusalFor(const std::vector<Card>& cards,
                                        const std::optional<std::vector<Card>>& last);
// Every play (exact cards, duplicates of identical cards once) `hand` may put on `last`.
std::vector<std::vector<Card>> legalPlays(const Hand& hand,
                                          const std::optional<std::vector<Card>>& last);

// P8, A6: the sets of `count` cards of `hand` a giver of his best (or worst) cards may give:
// the top (bottom) `count` by value, any choice among cards tied at the boundary.
std::vector<std::vector<Card>> givingChoices(const Hand& hand, int count, bool best);

}  // namespace lt::president
