#include "arrange.h"

#include <sstream>
#include <stdexcept>

namespace lt::sequence_kids::fixture {

Cards cardsOf(const std::string& text) {
    Cards cards;
    std::istringstream in(text);
    for (std::string word; in >> word;) {
        const auto card = cardFromName(word);
        if (!card) throw std::logic_error("no such card: " + word);
        cards.add(*card);
    }
    return cards;
}

SequenceKidsState arrange(const SequenceKidsGame& game, const Arrangement& arrangement) {
    const int n = static_cast<int>(arrangement.hands.size());
    Table table = initialTable(n, arrangement.teams, false, arrangement.deadCardEndsTurn, false);
    table.phase = Phase::Playing;
    table.cardsDealt = kHandSize * n;
    table.turn = arrangement.turn;
    std::istringstream in(arrangement.chips);
    for (std::string word; in >> word;) {
        const auto cell = cellFromName(word.substr(0, 4));
        if (!cell || word.size() != 6) throw std::logic_error("bad chip: " + word);
        table.chips[*cell] = word[5] - '0';
    }
    Cards drawPile = Cards::fullDeck();
    auto takeOut = [&drawPile](const Cards& cards) {
        for (Card card : cards.list())
            if (!drawPile.remove(card)) throw std::logic_error("card used twice");
    };
    std::vector<Cards> hands;
    for (const auto& text : arrangement.hands) {
        hands.push_back(cardsOf(text));
        takeOut(hands.back());
    }
    for (std::size_t p = 0; p < arrangement.discards.size(); ++p) {
        const Cards pile = cardsOf(arrangement.discards[p]);
        takeOut(pile);
        table.discards[p] = pile.list();
    }
    if (arrangement.emptyDrawPile) {
        for (Card card : drawPile.list()) table.discards[0].push_back(card);
        drawPile.clear();
    }
    table.replaceLimit = drawPile.size() + table.discardCount();
    return SequenceKidsState(game, std::move(table), std::move(hands), drawPile);
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

}  // namespace lt::sequence_kids::fixture
