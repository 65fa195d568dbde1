#include "arrange.h"

#include <sstream>
#include <stdexcept>

namespace lt::barbu::fixture {

Hand handOf(const std::string& text) {
    std::vector<Card> cards;
    std::istringstream in(text);
    for (std::string word; in >> word;) cards.push_back(cards::parseCardOrThrow(word));
    return Hand(cards);
}

BarbuState arrange(const BarbuGame& game, const std::vector<std::string>& hands, int dealIndex,
                   std::optional<Contract> contract, const std::vector<Contract>& playedBefore,
                   bool endWhenPenaltiesTaken) {
    Table table;
    table.endWhenPenaltiesTaken = endWhenPenaltiesTaken;
    table.dealIndex = dealIndex;
    table.dealer = dealerOf(dealIndex);
    std::vector<Hand> dealt;
    for (const std::string& text : hands) dealt.push_back(handOf(text));
    const int size = dealt.front().size();
    table.cardsDealt = size * players;
    for (Contract before : playedBefore)
        table.played[static_cast<std::size_t>(indexOf(before))] = true;
    table.contract = contract;
    if (contract) table.played[static_cast<std::size_t>(indexOf(*contract))] = true;
    table.phase = contract ? Phase::Playing : Phase::Choosing;
    table.turn = table.dealer;
    table.trick = cards::Trick{table.dealer, {}};
    table.handCounts.assign(players, size);
    table.tricksTaken.assign(players, 0);
    table.voids = cards::VoidFacts(players);
    Hand rest(cards::standardDeck());
    for (const Hand& hand : dealt)
        for (Card card : hand.cards())
            if (!rest.remove(card)) throw std::invalid_argument("card dealt twice");
    // The cards of the tricks "already played" are out of the game: nothing is left to deal.
    table.stockCount = 0;
    return BarbuState(game, table, dealt, Hand());
}

std::vector<std::string> legalTexts(const State& state) {
    std::vector<std::string> texts;
    for (Move move : state.legalMoves()) texts.push_back(state.moveToString(move));
    return texts;
}

void play(State& state, const std::string& text) {
    const auto move = state.parseMove(text);
    if (!move) throw std::invalid_argument("not a move here: " + text);
    state.apply(*move);
}

void playRandomly(State& state, Rng& rng) {
    while (!state.isTerminal()) {
        if (state.isChanceNode()) {
            const auto outcomes = state.chanceOutcomes();
            state.apply(outcomes[rng.below(outcomes.size())].move);
        } else {
            const auto legal = state.legalMoves();
            state.apply(legal[rng.below(legal.size())]);
        }
    }
}

}  // namespace lt::barbu::fixture
