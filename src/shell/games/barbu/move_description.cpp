// The status-bar sentence for each Barbu move. Dealt cards are never named.
#include "games/barbu/barbu_board.h"
#include "games/barbu/moves.h"
#include "widgets/card_text.h"

namespace lt::shell::barbu {
namespace {

using lt::barbu::cardOf;
using lt::barbu::contractOf;
using lt::barbu::MoveKind;

}  // namespace

QString BarbuBoard::describeMove(const State& before, Move move, const State& after) const {
    const auto* b = dynamic_cast<const BarbuState*>(&before);
    const auto* a = dynamic_cast<const BarbuState*>(&after);
    if (!b || !a) return BoardView::describeMove(before, move, after);
    const auto& table = b->table();
    const PlayerId actor = b->currentActor();
    QString text;
    switch (lt::barbu::kindOf(move)) {
        case MoveKind::Choose:
            text = tr("%1 chooses %2").arg(seatName(actor), contractLabel(contractOf(move)));
            break;
        case MoveKind::Play: {
            text = tr("%1 plays %2").arg(seatName(actor), cardText(cardOf(move)));
            const auto& last = a->table().lastTrick;
            if (table.trick.size() + 1 == lt::barbu::players && last)
                text += QStringLiteral(" — ") +
                        tr("%1 takes the trick")
                            .arg(seatName(cards::currentWinner(*last, std::nullopt).seat));
            break;
        }
        case MoveKind::Deal:
            text =
                tr("Dealing to %1")
                    .arg(seatName(lt::barbu::Table::seatAfter(table.dealer, 1 + table.cardsDealt)));
            // A5: the round's last contract is announced without a choice.
            if (!table.contract && a->table().contract)
                text += QStringLiteral(" — ") + tr("%1 is the last contract of the round")
                                                    .arg(contractLabel(*a->table().contract));
            break;
    }
    if (a->table().results.size() > table.results.size()) {
        text += QStringLiteral(" — ") + tr("deal scored");
        if (a->isTerminal()) text += QStringLiteral(" ") + tr("The match is over.");
    }
    return text;
}

}  // namespace lt::shell::barbu
