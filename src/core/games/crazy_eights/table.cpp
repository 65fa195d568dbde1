#include "games/crazy_eights/table.h"

#include <fmt/format.h>

namespace lt::crazy_eights {
namespace {

std::string_view phaseName(Phase phase) {
    switch (phase) {
        case Phase::ChooseDealer:
            return "choose-dealer";
        case Phase::Dealing:
            return "dealing";
        case Phase::StartCard:
            return "start-card";
        case Phase::Playing:
            return "playing";
        case Phase::Over:
            return "over";
    }
    return "?";
}

std::string numbers(const std::vector<int>& values) {
    std::string text;
    for (int value : values) text += (text.empty() ? "" : " ") + std::to_string(value);
    return text;
}

}  // namespace

std::string describeTable(const Table& t) {
    std::string text;
    text += fmt::format("players {}, deals {}, card call {}\n", t.numPlayers, t.numDeals,
                        t.cardCall ? "on" : "off");
    text += fmt::format("deal {} ({}), dealer {}, dealt {}\n", t.dealNumber, phaseName(t.phase),
                        t.dealer, t.cardsDealt);
    text += fmt::format("turn {}, direction {}, drew {}, again {}\n", t.turn,
                        t.direction > 0 ? "clockwise" : "anticlockwise", t.drewThisTurn,
                        t.playingAgain);
    text += "discard: " + cards::toString(t.discard) + "\n";
    text += fmt::format("suit {}{}\n", cards::suitSymbol(t.currentSuit),
                        t.eightNamed ? " (named)" : "");
    text += fmt::format("stock {}, hands {}\n", t.stockCount, numbers(t.handCounts));
    for (const Transfer& transfer : t.transfers)
        text += fmt::format("pending card {} -> {}\n",
                            transfer.from == Transfer::fromStock ? std::string("stock")
                                                                 : std::to_string(transfer.from),
                            transfer.to);
    if (t.exposed >= 0)
        text += fmt::format("one card, not called: {} ({} moves ago)\n", t.exposed, t.exposedMoves);
    text += "totals: " + numbers(t.totals) + "\n";
    for (std::size_t d = 0; d < t.results.size(); ++d) {
        const DealResult& r = t.results[d];
        text +=
            fmt::format("deal {} result: out {}, points {}\n", d + 1, r.wentOut, numbers(r.points));
        for (std::size_t p = 0; p < r.hands.size(); ++p)
            text += fmt::format("  left {}: {}\n", p, cards::toString(r.hands[p].cards()));
    }
    return text;
}

}  // namespace lt::crazy_eights
