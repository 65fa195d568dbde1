#include "arrange.h"

#include <sstream>
#include <stdexcept>

namespace lt::whistiti::fixture {

Hand handOf(const std::string& text) {
    std::vector<Card> cards;
    std::istringstream in(text);
    for (std::string word; in >> word;) cards.push_back(cards::parseCardOrThrow(word));
    return Hand(cards);
}

WhistitiState arrange(const WhistitiGame& game, const std::vector<std::string>& hands,
                      const std::string& trumpCard, PlayerId dealer, std::vector<int> totals,
                      bool partners) {
    Table table;
    table.partners = partners;
    table.dealIndex = 0;
    table.dealer = dealer;
    std::vector<Hand> dealt;
    for (const std::string& text : hands) dealt.push_back(handOf(text));
    const int size = dealt.front().size();
    table.cardsDealt = 52;
    table.trumpCard = cards::parseCardOrThrow(trumpCard);
    table.trumpCardInHand = dealt[dealer].contains(*table.trumpCard);
    table.phase = Phase::Playing;
    table.turn = Table::seatAfter(dealer, 1);
    table.trick = Trick{table.turn, {}};
    table.handCounts.assign(players, size);
    totals.resize(players, 0);
    table.totals = totals;
    table.voids = cards::VoidFacts(players);
    return WhistitiState(game, table, dealt, Hand());
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

}  // namespace lt::whistiti::fixture
