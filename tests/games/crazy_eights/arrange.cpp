#include "arrange.h"

#include <sstream>
#include <stdexcept>

namespace lt::crazy_eights::fixture {

std::vector<Card> cardsOf(const std::string& text) {
    std::vector<Card> cards;
    std::istringstream in(text);
    for (std::string word; in >> word;) cards.push_back(cards::parseCardOrThrow(word));
    return cards;
}

Hand handOf(const std::string& text) {
    return Hand(cardsOf(text));
}

CrazyEightsState arrange(const CrazyEightsGame& game, const std::vector<std::string>& hands,
                         const std::string& discard, PlayerId turn, std::optional<Suit> suit) {
    const int n = static_cast<int>(hands.size());
    Table table;
    table.numPlayers = n;
    table.phase = Phase::Playing;
    table.dealNumber = 1;
    table.dealer = (turn + n - 1) % n;
    table.cardsDealt = handSize * n;
    table.turn = turn;
    table.discard = cardsOf(discard);
    table.currentSuit = suit ? *suit : table.discard.back().suit();
    table.eightNamed = suit.has_value();
    Hand stock(cards::standardDeck(jokersInDeck));
    std::vector<Hand> held;
    for (const auto& text : hands) {
        held.push_back(handOf(text));
        for (Card card : held.back().cards())
            if (!stock.remove(card)) throw std::logic_error("card used twice: " + text);
    }
    for (Card card : table.discard)
        if (!stock.remove(card)) throw std::logic_error("card used twice: " + discard);
    return CrazyEightsState(game, std::move(table), std::move(held), std::move(stock), {});
}

Options option(const std::string& key, const std::string& value) {
    Options options;
    options.set(key, value);
    return options;
}

std::vector<std::string> legalTexts(const State& state) {
    std::vector<std::string> texts;
    for (Move move : state.legalMoves()) texts.push_back(state.moveToString(move));
    return texts;
}

void play(State& state, const std::string& text) {
    const auto move = state.parseMove(text);
    if (!move) throw std::logic_error("not legal here: " + text + "\n" + state.toString());
    state.apply(*move);
}

void resolveChance(State& state) {
    while (state.isChanceNode()) state.apply(state.chanceOutcomes().front().move);
}

}  // namespace lt::crazy_eights::fixture
