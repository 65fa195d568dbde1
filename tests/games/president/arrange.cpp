#include "arrange.h"

#include <sstream>
#include <stdexcept>

namespace lt::president::fixture {

std::vector<Card> cardList(const std::string& text) {
    std::vector<Card> cards;
    std::istringstream words(text);
    std::string word;
    while (words >> word) cards.push_back(cards::parseCardOrThrow(word));
    return cards;
}

namespace {

PresidentState build(const PresidentGame& game, const std::vector<std::string>& hands,
                     Table table) {
    std::vector<Hand> held;
    table.handCounts.clear();
    // The cards no hand holds wait face down as if still to deal, so that every card of the
    // deck is somewhere, as in a real deal.
    Hand rest(cards::standardDeck(2));
    for (const std::string& text : hands) {
        held.emplace_back(cardList(text));
        table.handCounts.push_back(held.back().size());
        for (Card card : held.back().cards())
            if (!rest.remove(card)) throw std::logic_error("card given twice: " + text);
    }
    table.playedBy.assign(players, {});
    table.stockCount = rest.size();
    return PresidentState(game, std::move(table), std::move(held), std::move(rest), {});
}

}  // namespace

PresidentState arrange(const PresidentGame& game, const std::vector<std::string>& hands,
                       PlayerId leader, std::vector<int> titles, int deals, int dealIndex,
                       std::vector<int> totals) {
    Table table;
    table.phase = Phase::Playing;
    table.deals = deals;
    table.dealIndex = dealIndex;
    table.titles = std::move(titles);
    table.turn = leader;
    table.dealer = Table::seatAfter(leader, players - 1);
    table.cardsDealt = 54;
    table.totals = totals.empty() ? std::vector<int>(players, 0) : std::move(totals);
    return build(game, hands, std::move(table));
}

PresidentState arrangeExchange(const PresidentGame& game, const std::vector<std::string>& hands,
                               std::vector<int> titles) {
    Table table;
    table.phase = Phase::Exchanging;
    table.titles = std::move(titles);
    table.dealer = table.seatWithTitle(Title::Beggar);  // P7
    table.dealIndex = 1;
    table.cardsDealt = 54;
    table.totals.assign(players, 0);
    return build(game, hands, std::move(table));
}

void play(PresidentState& state, const std::string& move) {
    const auto parsed = state.parseMove(move);
    if (!parsed) throw std::logic_error("not legal here: " + move + "\n" + state.toString());
    state.apply(*parsed);
}

}  // namespace lt::president::fixture
