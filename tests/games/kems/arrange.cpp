#include "arrange.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "games/cards_common/card.h"

namespace lt::kems::test {

std::vector<int> cardsOf(const std::string& text) {
    std::istringstream words(text);
    std::vector<int> cards;
    for (std::string word; words >> word;) cards.push_back(cards::parseCardOrThrow(word).code());
    return cards;
}

Table exchangeTable(const std::array<std::string, kSeats>& hands, const std::string& market,
                    int signalNorthSouth, int signalEastWest) {
    Table table;
    table.phase = Phase::Exchange;
    table.dealer = 3;
    table.deal = 1;
    table.markets = 1;
    table.needsSignal = {false, false};
    table.signal = {signalNorthSouth, signalEastWest};
    for (auto& slots : table.known) slots.fill(kUnknown);
    std::vector<bool> used(52, false);
    for (PlayerId seat = 0; seat < kSeats; ++seat) {
        table.hands[seat] = cardsOf(hands[seat]);
        for (int card : table.hands[seat]) used[card] = true;
    }
    table.market = cardsOf(market);
    for (int card : table.market) used[card] = true;
    for (int card = 0; card < 52; ++card)
        if (!used[card]) table.stock.push_back(card);
    table.stockCount = static_cast<int>(table.stock.size());
    return table;
}

KemsState dealtGame(const KemsGame& game, int dealer, int signal0, int signal1) {
    KemsState state(game, 5, 20);
    state.apply(dealerMove(dealer));
    state.apply(signalMove(signal0));
    state.apply(signalMove(signal1));
    return state;
}

void claim(KemsState& state, PlayerId seat, const std::string& text) {
    const auto move = state.parseMove(text, seat);
    ASSERT_TRUE(move.has_value()) << text;
    state.applyClaim(seat, *move);
}

}  // namespace lt::kems::test
