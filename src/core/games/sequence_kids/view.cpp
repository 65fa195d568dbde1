#include "games/sequence_kids/view.h"

#include <stdexcept>

#include <fmt/format.h>

#include "games/sequence_kids/state.h"

namespace lt::sequence_kids {

SequenceKidsView::SequenceKidsView(const SequenceKidsGame& game, Table table, PlayerId viewer,
                                   std::vector<Cards> hands)
    : game_(&game), table_(std::move(table)), viewer_(viewer), hands_(std::move(hands)) {
    hands_.resize(table_.numPlayers);
}

bool SequenceKidsView::sees(PlayerId seat) const {
    return table_.openHands || seat == viewer_;
}

std::string SequenceKidsView::toString() const {
    std::string text = fmt::format("view of {}\n", viewer_);
    text += describeTable(table_);
    for (PlayerId p = 0; p < table_.numPlayers; ++p)
        if (sees(p)) text += fmt::format("hand {}: {}\n", p, hands_[p].toString());
    return text;
}

std::unique_ptr<State> SequenceKidsView::sampleState(Rng& rng) const {
    Cards unseen = Cards::fullDeck();
    auto takeOut = [&unseen](Card card) {
        if (!unseen.remove(card)) throw std::logic_error("sequence kids view: card counted twice");
    };
    for (PlayerId p = 0; p < table_.numPlayers; ++p) {
        if (sees(p))
            for (Card card : hands_[p].list()) takeOut(card);
        for (Card card : table_.discards[p]) takeOut(card);
    }
    std::vector<Card> pool = unseen.list();
    rng.shuffle(pool);
    std::size_t next = 0;
    std::vector<Cards> hands(table_.numPlayers);
    for (PlayerId p = 0; p < table_.numPlayers; ++p) {
        if (sees(p)) {
            hands[p] = hands_[p];
            continue;
        }
        while (hands[p].size() < table_.handCounts[p]) {
            if (next == pool.size()) throw std::logic_error("sequence kids view: too few cards");
            hands[p].add(pool[next++]);
        }
    }
    Cards drawPile;
    for (; next < pool.size(); ++next) drawPile.add(pool[next]);
    if (drawPile.size() != table_.drawCount)
        throw std::logic_error("sequence kids view: draw pile count does not match");
    return std::make_unique<SequenceKidsState>(*game_, table_, std::move(hands), drawPile);
}

}  // namespace lt::sequence_kids
