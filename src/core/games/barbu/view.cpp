#include "games/barbu/view.h"

#include <stdexcept>

#include <fmt/format.h>

#include "games/barbu/state.h"
#include "games/cards_common/deal_sampling.h"

namespace lt::barbu {

BarbuView::BarbuView(const BarbuGame& game, Table table, PlayerId viewer, Hand hand)
    : game_(&game), table_(std::move(table)), viewer_(viewer), hand_(std::move(hand)) {}

std::string BarbuView::toString() const {
    std::string text = fmt::format("view of {}\n", viewer_);
    text += describeTable(table_);
    text += "my hand: " + cards::toString(hand_.cards()) + "\n";
    return text;
}

std::vector<Card> BarbuView::playableNow() const {
    if (table_.phase != Phase::Playing || table_.turn != viewer_) return {};
    return cards::playableCards(hand_, table_.trick, cards::TrickRules{});
}

std::unique_ptr<State> BarbuView::sampleState(Rng& rng) const {
    Hand unseen(cards::standardDeck());
    auto takeOut = [&unseen](Card card) {
        if (!unseen.remove(card)) throw std::logic_error("barbu view: card counted twice");
    };
    for (Card card : hand_.cards()) takeOut(card);
    for (Card card : table_.playedCards()) takeOut(card);

    auto hands = cards::dealUnseen(unseen.cards(), table_.handCounts, table_.voids, viewer_, hand_,
                                   table_.stockCount, rng);
    Hand stock = std::move(hands.back());
    hands.pop_back();
    return std::make_unique<BarbuState>(*game_, table_, std::move(hands), std::move(stock));
}

}  // namespace lt::barbu
