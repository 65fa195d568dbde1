// The fixed rules of L'uomo barbuto / Barbu (digest cards-barbu.md): the six contracts, the
// penalty each scores (B3, B9) and the dealer of every deal (B2).
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "framework/types.h"
#include "games/cards_common/trick.h"

namespace lt::barbu {

using cards::Card;
using cards::Suit;
using cards::Trick;

// B3, in the rulebook's order.
enum class Contract { Tricks, Queens, Hearts, Barbu, LastTrick, Salad };

// The barbu himself: the king of hearts, 20 penalty points in the Barbu and Salad contracts.
inline constexpr Card kKingOfHearts{cards::Rank::King, Suit::Hearts};
inline constexpr int contractCount = 6;
inline constexpr std::array<Contract, contractCount> allContracts{
    Contract::Tricks, Contract::Queens,    Contract::Hearts,
    Contract::Barbu,  Contract::LastTrick, Contract::Salad};
inline constexpr int players = 4;
inline constexpr int roundsPerGame = 4;
inline constexpr int dealsPerGame = roundsPerGame * contractCount;  // 24
inline constexpr int tricksPerDeal = 13;

// "tricks", "queens", "hearts", "barbu", "last-trick", "salad": the notation of a choice.
std::string_view contractKey(Contract contract);
// English names as the score sheet shows them: "Tricks", "Queens", "Hearts", "Barbu",
// "Last trick", "Salad".
std::string_view contractName(Contract contract);
// Reads a contract key.
std::optional<Contract> parseContract(std::string_view key);
inline int indexOf(Contract contract) {
    return static_cast<int>(contract);
}

// B3/B9: the penalty of `contract` for a player who took `tricks` tricks holding `taken`
// cards, `lastTrick` telling whether the 13th trick was among them. Salad adds them all.
int penalty(Contract contract, int tricks, const std::vector<Card>& taken, bool lastTrick);
// The penalties of a whole deal of 13 tricks, by seat.
std::vector<int> dealPenalties(Contract contract, const std::vector<Trick>& tricks);
// B8: what the four penalties of a deal always add up to: 26, 24, 26, 20, 20, 116.
int dealTotal(Contract contract);
// Digest A3 (an option): a Queens, Hearts or Barbu deal may stop once every penalty card of its
// contract has been taken, which changes no one's points. Never the others: Tricks, Last trick
// and Salad score the tricks themselves, up to the last.
bool penaltiesAllTaken(Contract contract, const std::vector<Trick>& tricks);
// B2: the dealer of deal `dealIndex` (0-based): seat 0 deals the first round, then clockwise.
PlayerId dealerOf(int dealIndex);
// A2, B10: the places for these totals, the lowest first; equal totals share a place.
std::vector<int> placesFor(const std::vector<int>& totals);

}  // namespace lt::barbu
