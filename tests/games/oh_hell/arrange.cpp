#include "arrange.h"

#include <sstream>
#include <stdexcept>

#include "games/oh_hell/rules.h"

namespace lt::oh_hell::fixture {

Hand handOf(const std::string& text) {
    std::vector<Card> cards;
    std::istringstream in(text);
    for (std::string word; in >> word;) cards.push_back(cards::parseCardOrThrow(word));
    return Hand(cards);
}

OhHellState arrange(const OhHellGame& game, const std::vector<std::string>& hands,
                    const std::string& trumpCard, PlayerId dealer, std::vector<int> bids) {
    const int n = static_cast<int>(hands.size());
    Table table;
    table.numPlayers = n;
    table.handSizes = handSizes(n, false);
    std::vector<Hand> dealt;
    for (const std::string& text : hands) dealt.push_back(handOf(text));
    const int size = dealt.front().size();
    table.dealIndex = size - 1;
    table.dealer = dealer;
    table.cardsDealt = size * n;
    table.trumpCard = cards::parseCardOrThrow(trumpCard);
    bids.resize(n, -1);
    table.bids = bids;
    table.tricksTaken.assign(n, 0);
    table.handCounts.assign(n, size);
    table.voids = cards::VoidFacts(n);
    table.phase = Phase::Playing;
    table.turn = table.seatAfter(dealer, 1);
    for (int step = 1; step <= n; ++step) {
        const PlayerId seat = table.seatAfter(dealer, step);
        if (table.bids[seat] < 0) {
            table.phase = Phase::Bidding;
            table.turn = seat;
            break;
        }
    }
    table.trick = Trick{table.seatAfter(dealer, 1), {}};
    Hand stock(deckFor(n));
    for (const Hand& hand : dealt)
        for (Card card : hand.cards())
            if (!stock.remove(card)) throw std::invalid_argument("card dealt twice");
    table.stockCount = stock.size();
    return OhHellState(game, table, dealt, stock);
}

Options shortGame(const std::string& value) {
    Options options;
    options.set("short-game", value);
    return options;
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

}  // namespace lt::oh_hell::fixture
