#include "games/whistiti/view.h"

#include <stdexcept>

#include <fmt/format.h>

#include "games/cards_common/deal_sampling.h"
#include "games/whistiti/state.h"

namespace lt::whistiti {

WhistitiView::WhistitiView(const WhistitiGame& game, Table table, PlayerId viewer, Hand hand)
    : game_(&game), table_(std::move(table)), viewer_(viewer), hand_(std::move(hand)) {}

std::string WhistitiView::toString() const {
    std::string text = fmt::format("view of {}\n", viewer_);
    text += describeTable(table_);
    text += "my hand: " + cards::toString(hand_.cards()) + "\n";
    return text;
}

std::vector<Card> WhistitiView::playableNow() const {
    if (table_.phase != Phase::Playing || table_.turn != viewer_) return {};
    return cards::playableCards(hand_, table_.trick, table_.trickRules());
}

std::unique_ptr<State> WhistitiView::sampleState(Rng& rng) const {
    Hand unseen(cards::standardDeck());
    auto takeOut = [&unseen](Card card) {
        if (!unseen.remove(card)) throw std::logic_error("whistiti view: card counted twice");
    };
    for (Card card : hand_.cards()) takeOut(card);
    for (Card card : table_.playedCards()) takeOut(card);
    const bool trumpInOtherHand = table_.trumpCardInHand && table_.dealer != viewer_;
    if (trumpInOtherHand) takeOut(*table_.trumpCard);

    std::vector<int> capacities = table_.handCounts;
    if (trumpInOtherHand) --capacities[table_.dealer];
    auto hands = cards::dealUnseen(unseen.cards(), capacities, table_.voids, viewer_, hand_,
                                   table_.stockCount, rng);
    Hand stock = std::move(hands.back());
    hands.pop_back();
    if (trumpInOtherHand) hands[table_.dealer].add(*table_.trumpCard);
    return std::make_unique<WhistitiState>(*game_, table_, std::move(hands), std::move(stock));
}

}  // namespace lt::whistiti
