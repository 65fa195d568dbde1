#include "games/kems/view.h"

#include <algorithm>

#include <fmt/format.h>

#include "games/kems/gestures.h"
#include "games/kems/state.h"

namespace lt::kems {

KemsView::KemsView(const Game& game, const Table& table, PlayerId viewer)
    : game_(&game), table_(table), viewer_(viewer) {
    table_.stockCount = static_cast<int>(table_.stock.size());
    table_.stock.clear();
    for (PlayerId seat = 0; seat < kSeats; ++seat) {
        if (seat == viewer_) continue;
        auto& hand = table_.hands[seat];
        for (std::size_t slot = 0; slot < hand.size(); ++slot)
            hand[slot] = table_.known[seat][slot];
    }
    for (int team = 0; team < 2; ++team)
        if (viewer_ < 0 || viewer_ >= kSeats || teamOf(viewer_) != team)
            table_.signal[team] = kUnknown;
}

std::string KemsView::toString() const {
    return fmt::format("view of {}\n", viewer_) + describe(table_, false);
}

std::unique_ptr<State> KemsView::sampleState(Rng& rng) const {
    Table table = table_;
    std::vector<bool> seen(52, false);
    auto see = [&](int card) {
        if (card != kUnknown) seen[card] = true;
    };
    std::for_each(table.market.begin(), table.market.end(), see);
    std::for_each(table.discard.begin(), table.discard.end(), see);
    for (const auto& hand : table.hands) std::for_each(hand.begin(), hand.end(), see);
    std::vector<int> pool;
    for (int card = 0; card < 52; ++card)
        if (!seen[card]) pool.push_back(card);
    rng.shuffle(pool);
    for (auto& hand : table.hands)
        for (int& card : hand)
            if (card == kUnknown) {
                card = pool.back();
                pool.pop_back();
            }
    std::sort(pool.begin(), pool.end());
    table.stock = std::move(pool);
    for (int team = 0; team < 2; ++team) {
        if (table.signal[team] != kUnknown || table.needsSignal[team]) continue;
        std::vector<int> possible;
        for (int g = 0; g < kGestures; ++g)
            if (g != table.retiredSignal[team]) possible.push_back(g);
        table.signal[team] = possible[rng.below(possible.size())];
    }
    return std::make_unique<KemsState>(*game_, std::move(table));
}

}  // namespace lt::kems
