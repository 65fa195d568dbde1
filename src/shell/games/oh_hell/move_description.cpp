// The status-bar sentence for each Oh Hell move. Dealt cards are never named: only the trump
// card, which everyone sees.
#include "games/oh_hell/moves.h"
#include "games/oh_hell/oh_hell_board.h"
#include "widgets/card_text.h"

namespace lt::shell::oh_hell {
namespace {

using lt::oh_hell::cardOf;
using lt::oh_hell::MoveKind;
using lt::oh_hell::Phase;
using lt::oh_hell::valueOf;

}  // namespace

QString OhHellBoard::describeMove(const State& before, Move move, const State& after) const {
    const auto* b = dynamic_cast<const OhHellState*>(&before);
    const auto* a = dynamic_cast<const OhHellState*>(&after);
    if (!b || !a) return BoardView::describeMove(before, move, after);
    const auto& table = b->table();
    const PlayerId actor = b->currentActor();
    QString text;
    switch (lt::oh_hell::kindOf(move)) {
        case MoveKind::Bid:
            text = tr("%1 bids %2").arg(seatName(actor)).arg(valueOf(move));
            break;
        case MoveKind::Play: {
            text = tr("%1 plays %2").arg(seatName(actor), cardText(cardOf(move)));
            const auto& last = a->table().lastTrick;
            const bool trickDone = table.trick.size() + 1 == table.numPlayers && last;
            if (trickDone)
                text += QStringLiteral(" — ") +
                        tr("%1 takes the trick")
                            .arg(seatName(cards::currentWinner(*last, table.trump()).seat));
            break;
        }
        case MoveKind::ChanceDealer:
            text = tr("%1 deals").arg(seatName(valueOf(move)));
            break;
        case MoveKind::ChanceCard:
            if (table.phase == Phase::TurnTrump) {
                text = tr("%1 is turned up: %2 are trumps")
                           .arg(cardText(cardOf(move)),
                                QString::fromUtf8(cards::suitSymbol(cardOf(move).suit()).data()));
            } else if (a->table().trumpCardInHand && table.phase == Phase::Dealing) {
                text = tr("%1 shows his last card, %2: %3 are trumps")
                           .arg(seatName(table.dealer), cardText(cardOf(move)),
                                QString::fromUtf8(cards::suitSymbol(cardOf(move).suit()).data()));
            } else {
                text = tr("Dealing to %1")
                           .arg(seatName(table.seatAfter(table.dealer, 1 + table.cardsDealt)));
            }
            break;
    }
    if (a->table().results.size() > table.results.size()) {
        text += QStringLiteral(" — ") + tr("deal scored");
        if (a->isTerminal()) text += QStringLiteral(" ") + tr("The match is over.");
    }
    return text;
}

}  // namespace lt::shell::oh_hell
