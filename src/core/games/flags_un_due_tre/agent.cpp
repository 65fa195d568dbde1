#include "games/flags_un_due_tre/agent.h"

#include <algorithm>
#include <stdexcept>

#include "framework/view.h"
#include "games/flags_un_due_tre/state.h"

namespace lt::flags_un_due_tre {
namespace {

// Cards discarded by filling the free discardSlots in order with the first card that fits.
int firstFitDiscards(const std::vector<Card>& cards, std::vector<int> hand,
                     const std::vector<Slot>& discardSlots, bool pairs) {
    int count = 0;
    for (const Slot& slot : discardSlots) {
        if (!pairs && slot.blue.size() + (slot.red ? 1 : 0) > 1) continue;
        const auto it = std::find_if(hand.begin(), hand.end(),
                                     [&](int card) { return matches(cards[card], slot); });
        if (it == hand.end()) continue;
        hand.erase(it);
        ++count;
    }
    return count;
}

// How many other cards of the box the card shares a symbol or continent with: the more, the
// easier it is to discard later.
int versatility(const std::vector<Card>& cards, int card) {
    int count = 0;
    for (const Card& other : cards)
        if (other.continent == cards[card].continent || (other.symbols & cards[card].symbols))
            ++count;
    return count;
}

}  // namespace

std::string UdtAgent::name() const {
    switch (level_) {
        case Level::Easy:
            return "un-due-tre easy";
        case Level::Medium:
            return "un-due-tre medium";
        case Level::Hard:
            return "un-due-tre hard";
    }
    return "un-due-tre";
}

Move UdtAgent::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& rng) {
    const auto sampled = view.sampleState(rng);
    const auto& state = dynamic_cast<const UdtState&>(*sampled);
    const Table& t = state.table();
    const auto& cards = state.cards();
    const std::vector<int>& hand = state.hand(view.viewer());
    const std::vector<Move> legal = state.legalMoves();
    if (legal.empty()) throw std::logic_error("un due tre: nothing to choose");

    if (t.phase == Phase::Choosing) {
        if (level_ == Level::Easy) return diceMove(diceChoices()[rng.below(2)]);
        Move best = legal.front();
        double bestValue = -1e9;
        for (const DiceChoice& choice : diceChoices()) {
            auto probe = state.clone();
            probe->apply(diceMove(choice));
            double expected = 0;
            for (const ChanceOutcome& outcome : probe->chanceOutcomes()) {
                const std::vector<Slot> discardSlots = slotsFor(moveThrow(outcome.move));
                const int discards =
                    level_ == Level::Hard
                        ? maxDiscards(cards, hand, discardSlots,
                                      std::vector<bool>(discardSlots.size(), false))
                        : firstFitDiscards(cards, hand, discardSlots, true);
                expected += outcome.probability *
                            (discards - (discards < choice.count() ? choice.count() : 0));
            }
            if (expected > bestValue + 1e-9) bestValue = expected, best = diceMove(choice);
        }
        return best;
    }

    // Discarding.
    std::vector<Move> discards;
    for (Move move : legal)
        if (kindOf(move) == MoveKind::Discard) discards.push_back(move);
    if (discards.empty()) return stopMove();
    if (level_ != Level::Hard) {
        // First free slot in order, first card that fits; Easy skips the pair discardSlots.
        for (Move move : discards) {
            const Slot& slot = t.discardSlots[moveSlot(move)];
            const bool pair = slot.blue.size() + (slot.red ? 1 : 0) > 1;
            if (level_ == Level::Easy && pair) continue;
            return move;
        }
        return stopMove();
    }
    // Hard: any discard that keeps the maximum reachable, least versatile card first.
    const int best = state.discardsStillPossible();
    Move choice = stopMove();
    int choiceVersatility = 1 << 30;
    for (Move move : discards) {
        auto next = state.clone();
        next->apply(move);
        const auto& after = static_cast<const UdtState&>(*next);
        if (after.isTerminal()) return move;  // the last card
        const int left =
            after.table().phase == Phase::Discarding ? after.discardsStillPossible() : 0;
        if (left != best - 1) continue;
        const int v = versatility(cards, moveCard(move));
        if (v < choiceVersatility) choiceVersatility = v, choice = move;
    }
    return choice;
}

}  // namespace lt::flags_un_due_tre
