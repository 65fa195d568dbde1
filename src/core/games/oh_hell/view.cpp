#include "games/oh_hell/view.h"

#include <stdexcept>

#include <fmt/format.h>

#include "games/cards_common/deal_sampling.h"
#include "games/oh_hell/rules.h"
#include "games/oh_hell/state.h"

namespace lt::oh_hell {

OhHellView::OhHellView(const OhHellGame& game, Table table, PlayerId viewer, Hand hand)
    : game_(&game), table_(std::move(table)), viewer_(viewer), hand_(std::move(hand)) {}

std::string OhHellView::toString() const {
    std::string text = fmt::format("view of {}\n", viewer_);
    text += describeTable(table_);
    text += "my hand: " + cards::toString(hand_.cards()) + "\n";
    return text;
}

std::vector<Card> OhHellView::playableNow() const {
    if (table_.phase != Phase::Playing || table_.turn != viewer_) return {};
    return cards::playableCards(hand_, table_.trick, table_.trickRules());
}

std::unique_ptr<State> OhHellView::sampleState(Rng& rng) const {
    const int n = table_.numPlayers;
    Hand unseen(deckFor(n));
    auto takeOut = [&unseen](Card card) {
        if (!unseen.remove(card)) throw std::logic_error("oh hell view: card counted twice");
    };
    for (Card card : hand_.cards()) takeOut(card);
    for (Card card : table_.playedCards()) takeOut(card);
    // The trump card is seen: on the stock, or in the dealer's hand (A2).
    const bool trumpShown = table_.trumpCard.has_value() && table_.phase != Phase::Dealing;
    const bool trumpInOtherHand = trumpShown && table_.trumpCardInHand && table_.dealer != viewer_;
    // The turned-up card stays on the stock; a deal of the whole deck has no stock.
    const bool trumpOnStock = trumpShown && table_.stockCount > 0;
    if (trumpInOtherHand || trumpOnStock) takeOut(*table_.trumpCard);

    std::vector<int> capacities = table_.handCounts;
    if (trumpInOtherHand) --capacities[table_.dealer];
    auto hands = cards::dealUnseen(unseen.cards(), capacities, table_.voids, viewer_, hand_,
                                   table_.stockCount - (trumpOnStock ? 1 : 0), rng);
    Hand stock = std::move(hands.back());
    hands.pop_back();
    if (trumpInOtherHand) hands[table_.dealer].add(*table_.trumpCard);
    if (trumpOnStock) stock.add(*table_.trumpCard);
    return std::make_unique<OhHellState>(*game_, table_, std::move(hands), std::move(stock));
}

}  // namespace lt::oh_hell
