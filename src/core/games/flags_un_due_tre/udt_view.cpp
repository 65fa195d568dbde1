#include "udt_view.h"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "udt_state.h"

namespace lt::flags_un_due_tre {

UdtView::UdtView(const Game& game, std::shared_ptr<const std::vector<Card>> cards, Table table,
                 PlayerId viewer, std::vector<int> hand)
    : game_(&game),
      cards_(std::move(cards)),
      table_(std::move(table)),
      viewer_(viewer),
      hand_(std::move(hand)) {}

std::string UdtView::toString() const {
    std::string text = fmt::format("view of {}\n", viewer_);
    text += describeTable(table_, *cards_);
    text += "my hand:";
    for (int card : hand_) text += fmt::format(" {}", (*cards_)[card].code);
    return text + "\n";
}

std::unique_ptr<State> UdtView::sampleState(Rng& rng) const {
    std::vector<int> unseen;
    for (int card = 0; card < static_cast<int>(cards_->size()); ++card) {
        const bool mine = std::find(hand_.begin(), hand_.end(), card) != hand_.end();
        const bool shown = std::find(table_.discardPile.begin(), table_.discardPile.end(), card) !=
                           table_.discardPile.end();
        if (!mine && !shown) unseen.push_back(card);
    }
    rng.shuffle(unseen);
    std::size_t next = 0;
    std::vector<std::vector<int>> hands(table_.numPlayers);
    for (PlayerId p = 0; p < table_.numPlayers; ++p) {
        if (p == viewer_) {
            hands[p] = hand_;
            continue;
        }
        for (int i = 0; i < table_.handCounts[p]; ++i) {
            if (next == unseen.size()) throw std::logic_error("un due tre: too few cards");
            hands[p].push_back(unseen[next++]);
        }
    }
    std::vector<int> stock(unseen.begin() + static_cast<std::ptrdiff_t>(next), unseen.end());
    if (static_cast<int>(stock.size()) != table_.stockCount)
        throw std::logic_error("un due tre: the stock count does not match");
    return std::make_unique<UdtState>(*game_, cards_, table_, std::move(hands), std::move(stock));
}

}  // namespace lt::flags_un_due_tre
