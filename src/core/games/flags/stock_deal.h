// How the flag box's games with private hands (Questo e quello, Un due tre) deal, draw and
// roll for the first player: both keep the hands and the stock as sorted card indices, deal
// one chance card at a time round the table, and roll the two blue dice to name the red card
// whose holder starts. Shared so that both replay saved games through the same code.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "framework/errors.h"
#include "framework/state.h"
#include "framework/types.h"
#include "games/flags/cards.h"

namespace lt::flags {

// Puts `card` into the sorted `cards`.
void insertSorted(std::vector<int>& cards, int card);
// Takes `card` out of `cards`; false if it is not there.
bool removeCard(std::vector<int>& cards, int card);

// Every card of a box of `cardCount`, in order: the stock before the deal.
std::vector<int> wholeStock(int cardCount);
// Hands and stock as saved, in the sorted order the states keep them.
void sortHandsAndStock(std::vector<std::vector<int>>& hands, std::vector<int>& stock);

// The index of the card with ISO `code` (either case).
std::optional<int> cardIndexOf(const std::vector<Card>& cards, std::string_view code);
// The card's code as the move notation writes it ("it"), or "??" for no card of the box.
std::string moveCode(const std::vector<Card>& cards, int index);

// The opening roll of the two blue dice, an unordered pair (doubles half as likely), each
// outcome encoded by the game's `rollMove`.
std::vector<ChanceOutcome> startRollOutcomes(Move (*rollMove)(Symbol, Symbol));

// The red card an opening roll of `first` and `second` names, and who holds it (none: it is
// still in the stock, and the roll is made again).
struct StartCard {
    int card = -1;
    std::optional<PlayerId> holder;
};
StartCard startCardFor(const std::vector<Card>& cards, const std::vector<std::vector<int>>& hands,
                       Symbol first, Symbol second);

// Where a card taken from the stock went.
enum class StockCard { Dealt, LastDealt, Drawn };

// Takes `card` out of `stock` (IllegalMove if it is not there): while `dealing`, into the next
// hand round the table (LastDealt once every hand is full), otherwise into the hand of the
// player on turn. `table` is the game's table: both name its counters alike (numPlayers,
// handSize, dealt, turn, handCounts, stockCount).
template <class Table>
StockCard takeFromStock(Table& table, std::vector<std::vector<int>>& hands, std::vector<int>& stock,
                        int card, bool dealing) {
    if (!removeCard(stock, card)) throw IllegalMove("that card is not in the stock");
    --table.stockCount;
    const PlayerId to = dealing ? table.dealt % table.numPlayers : table.turn;
    insertSorted(hands[to], card);
    ++table.handCounts[to];
    if (!dealing) return StockCard::Drawn;
    return ++table.dealt == table.handSize * table.numPlayers ? StockCard::LastDealt
                                                              : StockCard::Dealt;
}

}  // namespace lt::flags
