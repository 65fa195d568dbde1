#include "games/flags_questo_quello/view.h"

#include <fmt/format.h>

#include "games/flags/hidden_hands.h"
#include "games/flags_questo_quello/state.h"

namespace lt::flags_questo_quello {

QqView::QqView(const Game& game, std::shared_ptr<const std::vector<Card>> cards, Table table,
               PlayerId viewer, std::vector<int> hand)
    : game_(&game),
      cards_(std::move(cards)),
      table_(std::move(table)),
      viewer_(viewer),
      hand_(std::move(hand)) {}

std::string QqView::toString() const {
    std::string text = fmt::format("view of {}\n", viewer_);
    text += describeTable(table_, *cards_);
    text += "my hand:";
    for (int card : hand_) text += fmt::format(" {}", (*cards_)[card].code);
    return text + "\n";
}

std::unique_ptr<State> QqView::sampleState(Rng& rng) const {
    const std::vector<int> onTable(table_.grid.begin(), table_.grid.end());
    auto deal = flags::dealUnseen(static_cast<int>(cards_->size()), onTable, viewer_, hand_,
                                  table_.handCounts, table_.stockCount, rng, "questo e quello");
    return std::make_unique<QqState>(*game_, cards_, table_, std::move(deal.hands),
                                     std::move(deal.stock));
}

}  // namespace lt::flags_questo_quello
