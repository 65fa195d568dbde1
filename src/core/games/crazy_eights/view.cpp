#include "games/crazy_eights/view.h"

#include <stdexcept>

#include <fmt/format.h>

#include "games/crazy_eights/state.h"

namespace lt::crazy_eights {

CrazyEightsView::CrazyEightsView(const CrazyEightsGame& game, Table table, PlayerId viewer,
                                 Hand hand, std::vector<Hand> known)
    : game_(&game),
      table_(std::move(table)),
      viewer_(viewer),
      hand_(std::move(hand)),
      known_(std::move(known)) {
    known_.resize(table_.numPlayers);
}

std::string CrazyEightsView::toString() const {
    std::string text = fmt::format("view of {}\n", viewer_);
    text += describeTable(table_);
    text += "my hand: " + cards::toString(hand_.cards()) + "\n";
    for (PlayerId h = 0; h < table_.numPlayers; ++h)
        if (!known_[h].empty())
            text += fmt::format("I know {} holds: {}\n", h, cards::toString(known_[h].cards()));
    return text;
}

std::unique_ptr<State> CrazyEightsView::sampleState(Rng& rng) const {
    const int n = table_.numPlayers;
    Hand unseen(cards::standardDeck(jokersInDeck));
    auto takeOut = [&unseen](Card card) {
        if (!unseen.remove(card)) throw std::logic_error("crazy eights view: card counted twice");
    };
    for (Card card : hand_.cards()) takeOut(card);
    for (Card card : table_.discard) takeOut(card);
    for (const Hand& cards : known_)
        for (Card card : cards.cards()) takeOut(card);

    std::vector<Card> pool = unseen.cards();
    rng.shuffle(pool);
    std::size_t next = 0;
    std::vector<Hand> hands(n);
    for (PlayerId p = 0; p < n; ++p) {
        if (p == viewer_) {
            hands[p] = hand_;
            continue;
        }
        hands[p] = known_[p];
        while (hands[p].size() < table_.handCounts[p]) {
            if (next == pool.size()) throw std::logic_error("crazy eights view: too few cards");
            hands[p].add(pool[next++]);
        }
    }
    Hand stock(std::vector<Card>(pool.begin() + static_cast<std::ptrdiff_t>(next), pool.end()));
    if (stock.size() != table_.stockCount)
        throw std::logic_error("crazy eights view: stock count does not match");
    std::vector<std::vector<Hand>> known(n, std::vector<Hand>(n));
    if (viewer_ >= 0 && viewer_ < n) known[viewer_] = known_;
    return std::make_unique<CrazyEightsState>(*game_, table_, std::move(hands), std::move(stock),
                                              std::move(known));
}

}  // namespace lt::crazy_eights
