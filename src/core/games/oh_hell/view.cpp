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

    // Holders: the other seats, then the stock (which refuses nothing).
    std::vector<cards::Holder> holders;
    std::vector<PlayerId> seats;
    for (PlayerId p = 0; p < n; ++p) {
        if (p == viewer_) continue;
        cards::Holder holder;
        holder.capacity = table_.handCounts[p] - (trumpInOtherHand && p == table_.dealer ? 1 : 0);
        for (Suit suit : cards::allSuits)
            holder.refuses[static_cast<std::size_t>(suit)] = table_.voids.isVoid(p, suit);
        holders.push_back(holder);
        seats.push_back(p);
    }
    cards::Holder stockHolder;
    stockHolder.capacity = table_.stockCount - (trumpOnStock ? 1 : 0);
    holders.push_back(stockHolder);
    const auto dealt = cards::dealRespecting(unseen.cards(), holders, rng);

    std::vector<Hand> hands(n);
    if (viewer_ >= 0 && viewer_ < n) hands[viewer_] = hand_;
    for (std::size_t i = 0; i < seats.size(); ++i) hands[seats[i]] = dealt[i];
    if (trumpInOtherHand) hands[table_.dealer].add(*table_.trumpCard);
    Hand stock = dealt.back();
    if (trumpOnStock) stock.add(*table_.trumpCard);
    return std::make_unique<OhHellState>(*game_, table_, std::move(hands), std::move(stock));
}

}  // namespace lt::oh_hell
