#include "games/kems/table.h"

#include <algorithm>

#include <fmt/format.h>

#include "games/cards_common/card.h"
#include "games/kems/gestures.h"

namespace lt::kems {
namespace {

std::string cardsText(const std::vector<int>& cards) {
    std::string text;
    for (int card : cards) text += (text.empty() ? "" : " ") + cardText(card);
    return text.empty() ? "-" : text;
}

std::string signalText(int gesture) {
    return gesture == kUnknown ? std::string("?") : std::string(gestureName(gesture));
}

}  // namespace

bool isFourOfAKind(const std::vector<int>& hand) {
    if (hand.size() != kHandSize) return false;
    return std::all_of(hand.begin(), hand.end(), [&](int card) {
        return card != kUnknown && rankOf(card) == rankOf(hand[0]);
    });
}

bool Table::allDone() const {
    return std::all_of(done.begin(), done.end(), [](bool d) { return d; });
}

std::string cardText(int card) {
    return card == kUnknown ? std::string("?") : cards::toString(cards::Card::fromCode(card));
}

std::string describe(const Table& table, bool withStock) {
    static constexpr const char* kPhases[] = {"dealer", "signal",   "deal",
                                              "market", "exchange", "over"};
    std::string text = fmt::format(
        "kems: {} deal {} market {} dealer {} target {} limit {} score {} {}\n",
        kPhases[static_cast<int>(table.phase)], table.deal, table.markets, table.dealer + 1,
        table.target, table.limitMs, table.scores[0], table.scores[1]);
    text +=
        fmt::format("signals {} {} (retired {} {}) choosing {} {}\n", signalText(table.signal[0]),
                    signalText(table.signal[1]), signalText(table.retiredSignal[0]),
                    signalText(table.retiredSignal[1]), table.needsSignal[0], table.needsSignal[1]);
    text += fmt::format("clock {} deal start {} stamp {} exchange {} own {} {} {} {}\n",
                        table.clockMs, table.dealStartMs, table.latestStampMs, table.lastExchangeMs,
                        table.ownStampMs[0], table.ownStampMs[1], table.ownStampMs[2],
                        table.ownStampMs[3]);
    text += "market " + cardsText(table.market) + "\n";
    if (withStock)
        text += "stock " + cardsText(table.stock) + "\n";
    else
        text += fmt::format("stock {} cards\n", table.stockCount);
    text += "discard " + cardsText(table.discard) + "\n";
    for (PlayerId seat = 0; seat < kSeats; ++seat) {
        std::vector<int> known(table.known[seat].begin(), table.known[seat].end());
        text += fmt::format("player {}: {} known {} {}\n", seat + 1, cardsText(table.hands[seat]),
                            cardsText(known), table.done[seat] ? "done" : "");
    }
    for (const Event& e : table.events) {
        static constexpr const char* kKinds[] = {"gesture", "swap",        "done",
                                                 "kems",    "double-kems", "counter"};
        text += fmt::format("{} deal {} player {} {}", e.timeMs, e.deal, e.seat + 1,
                            kKinds[static_cast<int>(e.kind)]);
        if (e.gesture != kUnknown) text += fmt::format(" {}", gestureName(e.gesture));
        if (e.kind == Event::Kind::Swap)
            text += " take " + cardText(e.taken) + " give " + cardText(e.given);
        if (e.points != 0) text += fmt::format(" {:+} {}", e.points, e.valid ? "right" : "wrong");
        if (!e.revealed.empty()) text += " shows " + cardsText(e.revealed);
        text += "\n";
    }
    return text;
}

}  // namespace lt::kems
