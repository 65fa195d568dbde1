#include "games/flags_questo_quello/agent.h"

#include <algorithm>
#include <stdexcept>

#include "framework/view.h"
#include "games/flags_questo_quello/moves.h"
#include "games/flags_questo_quello/state.h"

namespace lt::flags_questo_quello {
namespace {

constexpr long kNodeLimit = 20000;

// How many other cards of the box a card shares an element with: a card that joins many is
// worth keeping for later.
int versatility(const std::vector<Card>& cards, int card) {
    int count = 0;
    for (int other = 0; other < static_cast<int>(cards.size()); ++other)
        if (other != card && sharesElement(cards[card], cards[other])) ++count;
    return count;
}

struct ChainValue {
    int played = 0;
    bool emptied = false;
    int keptVersatility = 0;  // of the cards left in hand
    bool operator<(const ChainValue& o) const {
        if (emptied != o.emptied) return !emptied;
        if (played != o.played) return played < o.played;
        return keptVersatility < o.keptVersatility;
    }
};

class ChainSearch {
  public:
    ChainSearch(const std::vector<Card>& cards, const std::atomic<bool>& stop, long& nodes)
        : cards_(cards), stop_(stop), nodes_(nodes) {}

    // The best this turn can still give, `played` cards already down. A bonus must be used
    // when a card fits (Q2), so a node with plays is worth its best child.
    ChainValue value(const QqState& state, PlayerId me, int played) {
        ++nodes_;
        if (state.isTerminal() || state.currentActor() != me || nodes_ > kNodeLimit || stop_)
            return leaf(state, me, played);
        const auto moves = state.legalMoves();
        if (kindOf(moves.front()) != MoveKind::Play) return leaf(state, me, played);
        ChainValue best;
        bool first = true;
        for (Move move : moves) {
            auto next = state.clone();
            next->apply(move);
            const ChainValue v = value(static_cast<const QqState&>(*next), me, played + 1);
            if (first || best < v) best = v;
            first = false;
            if (nodes_ > kNodeLimit || stop_) break;
        }
        return best;
    }

  private:
    ChainValue leaf(const QqState& state, PlayerId me, int played) const {
        ChainValue v;
        v.played = played;
        v.emptied = state.hand(me).empty() && state.table().winner == me;
        for (int card : state.hand(me)) v.keptVersatility += versatility(cards_, card);
        return v;
    }

    const std::vector<Card>& cards_;
    const std::atomic<bool>& stop_;
    long& nodes_;
};

}  // namespace

std::string QqAgent::name() const {
    switch (level_) {
        case Level::Easy:
            return "questo-quello easy";
        case Level::Medium:
            return "questo-quello medium";
        case Level::Hard:
            return "questo-quello hard";
    }
    return "questo-quello";
}

Move QqAgent::chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) {
    nodes_ = 0;
    const auto sampled = view.sampleState(rng);
    const auto& state = dynamic_cast<const QqState&>(*sampled);
    const PlayerId me = view.viewer();
    const std::vector<Move> legal = state.legalMoves();
    if (legal.empty()) throw std::logic_error("questo e quello: nothing to choose");
    if (kindOf(legal.front()) != MoveKind::Play) return legal.front();  // draw or pass

    if (level_ == Level::Easy) return legal[rng.below(legal.size())];

    if (level_ == Level::Medium) {
        // Places per card: the card with fewest is the hardest to get rid of later.
        std::vector<int> places(state.cards().size(), 0);
        for (Move move : legal) ++places[moveCard(move)];
        std::vector<Move> best;
        long bestScore = -1;
        for (Move move : legal) {
            const int touching =
                touchesIfPlaced(state.table(), state.cards(), moveCard(move), moveCell(move));
            const long score = (touching >= 2 ? 1000 : 0) + 100 - places[moveCard(move)];
            if (score > bestScore) best.clear(), bestScore = score;
            if (score == bestScore) best.push_back(move);
        }
        return best[rng.below(best.size())];
    }

    ChainSearch search(state.cards(), stop, nodes_);
    std::vector<Move> best;
    ChainValue bestValue;
    bool first = true;
    for (Move move : legal) {
        auto next = state.clone();
        next->apply(move);
        const ChainValue v = search.value(static_cast<const QqState&>(*next), me, 1);
        if (first || bestValue < v) {
            best.clear();
            bestValue = v;
            first = false;
        }
        if (!(v < bestValue) && !(bestValue < v)) best.push_back(move);
    }
    return best[rng.below(best.size())];
}

}  // namespace lt::flags_questo_quello
